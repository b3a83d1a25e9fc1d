import { Trans } from '@lingui/react/macro'
import { formatDate, formatPrice } from '../lib/format'
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

/**
 * A course's price as a buyer pays it now: the promo price beside the struck-through list price
 * (with its end date when it has one), or the list price alone.
 */
export function CoursePrice({
  course,
  className,
}: {
  course: {
    price_cents: number
    promo_price_cents: number | null
    promo_ends_at: string | null
    currency?: string
  }
  className?: string
}) {
  const locale = useLocale()
  if (course.promo_price_cents === null)
    return <Price cents={course.price_cents} currency={course.currency} className={className} />
  const list = formatPrice(course.price_cents, locale, course.currency)
  const until = course.promo_ends_at ? formatDate(course.promo_ends_at, locale) : null
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <Price cents={course.promo_price_cents} currency={course.currency} className={className} />
      <span className="text-sm text-slate-600">
        <span className="sr-only">
          <Trans>invece di</Trans>{' '}
        </span>
        <s>{list}</s>
      </span>
      {until && (
        <span className="text-xs font-semibold text-red-800">
          <Trans>Offerta fino al {until}</Trans>
        </span>
      )}
    </span>
  )
}
