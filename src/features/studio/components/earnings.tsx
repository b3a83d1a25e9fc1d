/**
 * The trainer's earnings on the studio's home page: totals, the monthly statements (a chart of the
 * last 12 months' net with the same figures as a table, each month's PDF and CSV), each course's
 * sales, and the latest orders.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { LOCALE_TAGS } from '../../../../contracts/core/constants'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useEarnings } from '../earnings-actors'
import { StatementsSection } from './earnings-statements'

/** Euros in the reader's language, zero included (formatPrice says "free" for 0). */
const money = (cents: number, locale: string) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale === 'en' ? 'en' : 'it'], {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)

export function EarningsSection() {
  const { t, i18n } = useLingui()
  const earnings = useEarnings()
  const locale = i18n.locale
  return (
    <section aria-labelledby="earnings" className="space-y-4">
      <h2 id="earnings" className="text-lg font-semibold text-slate-900">
        <Trans>I tuoi guadagni</Trans>
      </h2>
      <ResourceView resource={earnings} label={t`I tuoi guadagni`}>
        {(data) => (
          <div className="space-y-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">
                  <Trans>Incassato in totale</Trans>
                </dt>
                <dd className="text-2xl font-semibold text-slate-900">{money(data.total_cents, locale)}</dd>
              </div>
              <div className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">
                  <Trans>Vendite</Trans>
                </dt>
                <dd className="text-2xl font-semibold text-slate-900">{data.sales}</dd>
              </div>
            </dl>
            {/* refunds can leave months to show even when no sale stands */}
            <StatementsSection quietWhenEmpty={data.sales === 0} />
            {data.sales === 0 ? (
              <p className="text-slate-700">
                <Trans>Nessuna vendita finora: quando qualcuno compra un tuo corso, la vedrai qui.</Trans>
              </p>
            ) : (
              <>
                <table className="w-full text-left text-sm">
                  <caption className="mb-2 text-left font-semibold text-slate-900">
                    <Trans>Per corso</Trans>
                  </caption>
                  <thead>
                    <tr className="border-b border-slate-200">
                      <th scope="col" className="py-2">
                        <Trans>Corso</Trans>
                      </th>
                      <th scope="col" className="py-2 text-right">
                        <Trans>Vendite</Trans>
                      </th>
                      <th scope="col" className="py-2 text-right">
                        <Trans>Incasso</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.courses.map((course) => (
                      <tr key={course.id} className="border-b border-slate-100">
                        <td className="py-1">{course.title}</td>
                        <td className="py-1 text-right">{course.sales}</td>
                        <td className="py-1 text-right">{money(course.total_cents, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <div className="space-y-2">
                  <h3 className="font-semibold text-slate-900">
                    <Trans>Ultimi ordini</Trans>
                  </h3>
                  <ul className="divide-y divide-slate-100 text-sm">
                    {data.latest.map((order) => (
                      <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
                        <span>
                          {order.course_title} · {order.buyer}
                        </span>
                        <span className="text-slate-700">
                          {new Date(order.paid_at).toLocaleDateString(locale)} ·{' '}
                          {money(order.amount_cents, locale)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            )}
          </div>
        )}
      </ResourceView>
    </section>
  )
}
