import { Trans } from '@lingui/react/macro'
import { formatPrice } from '../lib/format'
import { useLocale } from '../i18n/use-locale'

/** A price in the active locale (it-IT / en-US); 0 reads 'Gratis' / 'Free'. */
export function Price({
  cents,
  currency = 'EUR',
  className,
}: {
  cents: number
  currency?: string
  className?: string
}) {
  const text = formatPrice(cents, useLocale(), currency)
  return <span className={className}>{text ?? <Trans>Gratis</Trans>}</span>
}
