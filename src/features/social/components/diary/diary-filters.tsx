/**
 * The diary's search: words in the text or tags, and a month among those that hold pages (with
 * how many). Both live in the URL, so the browser's back button and a reload keep them.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { DIARY_LIMITS, type DiaryMonth } from '../../../../../contracts/diary/schemas'
import { RouteLink, useNavigate, useRouteUrl, withQuery } from '../../../../shared/lib/routing'
import { Button } from '../../../../shared/ui/button'
import { Icon } from '../../../../shared/ui/icon'

const fieldClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'
const labelClass = 'block text-sm font-medium text-slate-800'

export interface DiaryFilterValues {
  q?: string
  month?: string
}

export function DiaryFilters({ values, months }: { values: DiaryFilterValues; months: DiaryMonth[] }) {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const choices =
    values.month && !months.some((m) => m.month === values.month)
      ? [{ month: values.month, count: 0 }, ...months]
      : months
  const monthName = (month: string) =>
    i18n.date(new Date(`${month}-15T12:00:00`), { month: 'long', year: 'numeric' })
  return (
    <form
      role="search"
      aria-label={t`Cerca nel diario`}
      action={url('diary')}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        navigate(
          withQuery(url('diary'), {
            q: String(form.get('q') ?? '').trim(),
            month: String(form.get('month') ?? ''),
          }),
        )
      }}
    >
      <div className="flex-1">
        <label htmlFor="diary-q" className={labelClass}>
          <Trans>Parole o etichette</Trans>
        </label>
        <input
          id="diary-q"
          name="q"
          type="search"
          defaultValue={values.q}
          maxLength={DIARY_LIMITS.searchMax}
          className={fieldClass}
        />
      </div>
      <div className="sm:w-64">
        <label htmlFor="diary-month" className={labelClass}>
          <Trans>Mese</Trans>
        </label>
        <select id="diary-month" name="month" defaultValue={values.month ?? ''} className={fieldClass}>
          <option value="">{t`Tutti i mesi`}</option>
          {choices.map(({ month, count }) => (
            <option key={month} value={month}>
              {`${monthName(month)} (${count})`}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">
        <Icon type="search" size="sm" />
        <Trans>Cerca</Trans>
      </Button>
      {(values.q || values.month) && (
        <RouteLink name="diary" className="pb-2 text-sm font-semibold text-brand-800 underline">
          <Trans>Azzera</Trans>
        </RouteLink>
      )}
    </form>
  )
}
