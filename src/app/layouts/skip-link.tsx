import { Trans } from '@lingui/react/macro'

export const MAIN_ID = 'main-content'

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      <Trans>Vai al contenuto</Trans>
    </a>
  )
}
