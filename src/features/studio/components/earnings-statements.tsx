/**
 * The trainer's monthly statements (issue 36) in the studio's earnings: a chart of the net of the
 * last 12 months (after the platform fee and refunds), the same figures in a table beside it for
 * whoever does not see the bars, and each month's statement to download as PDF or CSV.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { StatementMonths } from '../../../../contracts/statements/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatAmount } from '../../../shared/lib/format'
import { BarChart } from '../../../shared/ui/bar-chart'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { statementFileUrl, useStatementMonths } from '../earnings-actors'

export function monthLabel(month: string, locale: string, style: 'short' | 'long' = 'short'): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  })
}

const GREEN = { stroke: '#15803d', fill: 'rgba(21, 128, 61, 0.35)' }
const linkClass =
  'font-medium text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700'

function NetChart({ months, label }: { months: StatementMonths['months']; label: string }) {
  const locale = useLocale()
  const x = useMemo(() => months.map((month) => Date.parse(`${month.month}-01T00:00:00Z`) / 1000), [months])
  const y = useMemo(() => months.map((month) => month.net_cents / 100), [months])
  // the axis in the page's language ('set 2026'), as the table below it
  const xLabel = useCallback(
    (seconds: number) => monthLabel(new Date(seconds * 1000).toISOString().slice(0, 7), locale),
    [locale],
  )
  return <BarChart x={x} y={y} label={label} unit="€" color={GREEN} xLabel={xLabel} />
}

function StatementsTable({ data }: { data: StatementMonths }) {
  const { t } = useLingui()
  const locale = useLocale()
  const active = data.months.filter((month) => month.sales > 0 || month.refunds > 0).reverse()
  const fee = data.fee_percent
  return (
    <table className="w-full text-left text-sm" aria-describedby="statements-note">
      <caption className="sr-only">{t`Netto e pagamenti degli ultimi 12 mesi`}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-2 pr-2">
            <Trans>Mese</Trans>
          </th>
          <th scope="col" className="py-2 pr-2 text-right">
            <Trans>Netto</Trans>
          </th>
          <th scope="col" className="py-2 pr-2 text-right">
            <Trans>Da ricevere</Trans>
          </th>
          <th scope="col" className="py-2">
            <Trans>Estratto conto</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {active.map((month) => {
          const name = monthLabel(month.month, locale, 'long')
          return (
            <tr key={month.month} className="border-b border-slate-100 align-top" data-month={month.month}>
              <th scope="row" className="py-2 pr-2 font-normal">
                {name}
                <span className="block text-xs text-slate-600">
                  {t`${plural(month.sales, { one: '# vendita', other: '# vendite' })}`}
                  {month.refunds > 0 && (
                    <> · {t`${plural(month.refunds, { one: '# rimborso', other: '# rimborsi' })}`}</>
                  )}
                </span>
              </th>
              <td className="py-2 pr-2 text-right">{formatAmount(month.net_cents, locale)}</td>
              <td className="py-2 pr-2 text-right">{formatAmount(month.payout_cents, locale)}</td>
              <td className="py-2">
                <span className="flex flex-wrap gap-x-3 gap-y-1">
                  <a
                    className={linkClass}
                    href={statementFileUrl(month.files.pdf, locale)}
                    download
                    aria-label={t`Scarica l'estratto conto di ${name} in PDF`}
                  >
                    PDF
                  </a>
                  <a
                    className={linkClass}
                    href={statementFileUrl(month.files.csv, locale)}
                    download
                    aria-label={t`Scarica l'estratto conto di ${name} in CSV`}
                  >
                    CSV
                  </a>
                </span>
              </td>
            </tr>
          )
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4} id="statements-note" className="pt-2 text-xs text-slate-600">
            <Trans>
              Netto: il prezzo senza IVA meno la commissione della piattaforma ({fee}%), al netto dei rimborsi
              del mese. Da ricevere: il netto con rivalsa INPS e IVA, meno la ritenuta d'acconto, secondo i
              tuoi dati fiscali.
            </Trans>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

const isEmpty = (data: StatementMonths) =>
  data.months.every((month) => month.sales === 0 && month.refunds === 0)

/**
 * `quietWhenEmpty`: once loaded with nothing in 12 months, show nothing (the page around says there
 * are no sales yet).
 */
export function StatementsSection({ quietWhenEmpty = false }: { quietWhenEmpty?: boolean }) {
  const { t } = useLingui()
  const months = useStatementMonths()
  if (quietWhenEmpty && months.data && isEmpty(months.data)) return null
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">
        <Trans>Estratti conto mensili</Trans>
      </h3>
      <ResourceView
        resource={months}
        label={t`Estratti conto mensili`}
        skeleton={
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-56 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        }
      >
        {(data) =>
          isEmpty(data) ? (
            <p className="text-slate-700">
              <Trans>Nessun estratto conto negli ultimi 12 mesi: compariranno qui, mese per mese.</Trans>
            </p>
          ) : (
            <div className="space-y-4">
              <NetChart months={data.months} label={t`Netto degli ultimi 12 mesi`} />
              <StatementsTable data={data} />
            </div>
          )
        }
      </ResourceView>
    </div>
  )
}
