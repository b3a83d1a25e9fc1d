import { Plural, useLingui } from '@lingui/react/macro'
import { formatRating } from '../lib/format'
import { useLocale } from '../i18n/use-locale'
import { Icon } from './icon'

export function Rating({ average, count }: { average: number; count: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (count === 0) return null
  const value = formatRating(average, locale)
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <Icon type="star" size="sm" className="fill-amber-400 text-amber-500" />
      <span className="sr-only">{t`Valutazione media`}</span>
      <span className="font-semibold text-slate-900">{value}</span>
      <span>
        (<Plural value={count} one="# recensione" other="# recensioni" />)
      </span>
    </span>
  )
}
