import { LOGO_SIZE } from '../../../contracts/core/constants'

/** The wordmark alone, e.g. on the error page where the router may be what failed. */
export function LogoMark({ width = LOGO_SIZE }: { width?: number }) {
  return (
    <svg
      viewBox="0 0 115 32"
      width={width}
      height={(width * 32) / 115}
      aria-hidden="true"
      focusable="false"
      className="block"
    >
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <path d="M16 6 5 11.5 16 17l9-4.5V20h2v-8.5z" fill="#fff" />
      <path d="M9 15.5V21c0 2 3.1 4 7 4s7-2 7-4v-5.5L16 19z" fill="#fff" />
      <text x="40" y="24" fontFamily="inherit" fontSize="22" fontWeight="700" fill="#134e4a">
        Aula
      </text>
    </svg>
  )
}
