import { useLingui } from '@lingui/react/macro'

export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  const { t } = useLingui()
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className="animate-spin"
      role="img"
      aria-label={label ?? t`Caricamento in corso`}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  )
}
