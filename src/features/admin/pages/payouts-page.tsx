/**
 * /dev/admin/payouts (issue 36, trainer statements): what to pay each trainer for a month — their
 * net after the platform fee and the month's refunds, the ritenuta d'acconto withheld, the payout,
 * and the IBAN to pay it to (a warning where a trainer has not given one). The month is in the URL
 * (`?month=YYYY-MM`, the current one by default), chosen with a month field or the previous and
 * next month's links.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { FIRST_STATEMENT_MONTH, monthOf, type Payout } from '../../../../contracts/statements/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatAmount } from '../../../shared/lib/format'
import {
  RouteLink,
  useNavigate,
  useQueryParams,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { usePayouts } from '../actors'
import { AdminFrame } from '../components/admin-frame'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const fieldClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number)
  return new Date(Date.UTC(year, index - 1 + delta, 1)).toISOString().slice(0, 7)
}

const monthName = (month: string, locale: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

export function PayoutsPage({ title }: PageProps) {
  return (
    <AdminFrame
      title={title}
      lead={
        <Trans>
          Quanto pagare a ogni formatore per un mese: il netto delle vendite meno i rimborsi, la ritenuta
          d'acconto da versare e l'IBAN.
        </Trans>
      }
    >
      <Payouts />
    </AdminFrame>
  )
}

function Payouts() {
  const { t } = useLingui()
  const locale = useLocale()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const asked = useQueryParams().get('month') ?? ''
  const current = monthOf(new Date())
  const valid = MONTH.test(asked) && asked >= FIRST_STATEMENT_MONTH && asked <= current
  const month = valid ? asked : current
  const payouts = usePayouts({ month })
  const name = monthName(month, locale)
  const link = (target: string) => withQuery(url('dev-admin-payouts'), { month: target })

  return (
    <div className="space-y-4">
      <form
        action={url('dev-admin-payouts')}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          const chosen = String(new FormData(event.currentTarget).get('month') ?? '')
          navigate(link(chosen))
        }}
      >
        <div className="sm:w-56">
          <label htmlFor="payouts-month" className="block text-sm font-medium text-slate-800">
            <Trans>Mese (AAAA-MM)</Trans>
          </label>
          <input
            id="payouts-month"
            name="month"
            type="month"
            key={month}
            defaultValue={month}
            min={FIRST_STATEMENT_MONTH}
            max={current}
            pattern="\d{4}-\d{2}"
            className={fieldClass}
          />
        </div>
        <Button type="submit">
          <Trans>Mostra</Trans>
        </Button>
      </form>
      {asked !== '' && !valid && (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>
            «{asked}» non è un mese valido (AAAA-MM, fino al mese corrente): ecco il mese corrente.
          </Trans>
        </p>
      )}
      <nav aria-label={t`Altri mesi`} className="flex flex-wrap justify-between gap-2 text-sm">
        <RouteLink
          name="dev-admin-payouts"
          query={{ month: shiftMonth(month, -1) }}
          className="font-medium text-brand-800 underline"
        >
          <Trans>← Mese precedente</Trans>
        </RouteLink>
        {month < current && (
          <RouteLink
            name="dev-admin-payouts"
            query={{ month: shiftMonth(month, 1) }}
            className="font-medium text-brand-800 underline"
          >
            <Trans>Mese successivo →</Trans>
          </RouteLink>
        )}
      </nav>
      <ResourceView
        resource={payouts}
        label={t`Pagamenti di ${name}`}
        skeleton={
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        }
      >
        {(data) =>
          data.payouts.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              <Trans>Nessun pagamento per {name}: nessun formatore ha vendite o rimborsi nel mese.</Trans>
            </p>
          ) : (
            <div className="space-y-3">
              <TotalLine
                count={data.payouts.length}
                total={formatAmount(data.total_cents, locale)}
                name={name}
              />
              <ul className="space-y-3" aria-label={t`Pagamenti di ${name}`}>
                {data.payouts.map((payout) => (
                  <PayoutRow key={payout.trainer.id} payout={payout} />
                ))}
              </ul>
            </div>
          )
        }
      </ResourceView>
    </div>
  )
}

function TotalLine({ count, total, name }: { count: number; total: string; name: string }) {
  return (
    <p className="font-semibold text-slate-900">
      <Plural
        value={count}
        one={`Totale da pagare per ${name}: ${total} a # formatore`}
        other={`Totale da pagare per ${name}: ${total} a # formatori`}
      />
    </p>
  )
}

function PayoutRow({ payout }: { payout: Payout }) {
  const locale = useLocale()
  const euro = (cents: number) => formatAmount(cents, locale)
  const { trainer, account } = payout
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={trainer.name}
      data-payout={trainer.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold text-slate-900">{trainer.name}</p>
          <p className="text-sm text-slate-700">{trainer.email}</p>
        </div>
        <p className="text-lg font-semibold text-slate-900">{euro(payout.payout_cents)}</p>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-800">
          <Trans>Movimenti</Trans>
        </dt>
        <dd className="text-slate-700">
          <Plural value={payout.sales} one="# vendita" other="# vendite" />
          {payout.refunds > 0 && (
            <>
              {' · '}
              <Plural value={payout.refunds} one="# rimborso" other="# rimborsi" />
            </>
          )}
        </dd>
        <dt className="font-medium text-slate-800">
          <Trans>Netto</Trans>
        </dt>
        <dd className="text-slate-700">{euro(payout.net_cents)}</dd>
        <dt className="font-medium text-slate-800">
          <Trans>Ritenuta d'acconto</Trans>
        </dt>
        <dd className="text-slate-700">{euro(payout.ritenuta_cents)}</dd>
        <dt className="font-medium text-slate-800">
          <Trans>IBAN</Trans>
        </dt>
        <dd className="text-slate-700 [overflow-wrap:anywhere]">
          {account ? (
            <>
              <span className="font-mono">{account.iban}</span> · {account.holder}
            </>
          ) : (
            <span className="font-medium text-amber-900">
              <Trans>IBAN mancante: chiedilo al formatore prima di pagare.</Trans>
            </span>
          )}
        </dd>
      </dl>
    </li>
  )
}
