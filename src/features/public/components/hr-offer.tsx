/**
 * What /hr tells an HR user (issue 18): what they can do on Aula, and the subscription plans as the
 * payments area lists them (GET /api/subscriptions, public; the resource actor of hr-actors.ts), with
 * a way to start.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useIntervalLabel } from '../../../shared/checkout/interval-label'
import { usePlanFeatureLabel } from '../../../shared/lib/plan-features'
import { RouteLink } from '../../../shared/lib/routing'
import { Icon } from '../../../shared/ui/icon'
import { Price } from '../../../shared/ui/price'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useHrPlans } from '../hr-actors'

export function HrOffer() {
  const { t } = useLingui()
  const plans = useHrPlans()
  const intervalLabel = useIntervalLabel()
  const featureLabel = usePlanFeatureLabel()
  const abilities = [
    t`Pubblica offerte di lavoro con stipendio, sede, contratto e scadenza.`,
    t`Segui i candidati in una pipeline: inviata, vista, in rosa, scartata, assunto; con note solo tue ed export CSV.`,
    t`Cerca tra gli studenti che hanno scelto di farsi trovare, per competenze e città, e invitali a candidarsi.`,
    t`Forma il tuo team con i corsi dei formatori di Aula.`,
  ]
  return (
    <div className="space-y-10">
      <section aria-labelledby="hr-can" className="space-y-3">
        <h2 id="hr-can" className="text-xl font-semibold text-slate-900">
          <Trans>Cosa puoi fare con Aula</Trans>
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {abilities.map((text) => (
            <li
              key={text}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800"
            >
              <Icon type="check" size="sm" className="mt-0.5 shrink-0 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
        <RouteLink name="register-hr" className="inline-block font-semibold text-brand-800 underline">
          <Trans>Registrati come HR</Trans>
        </RouteLink>
      </section>
      <section aria-labelledby="hr-plans" className="space-y-3">
        <h2 id="hr-plans" className="text-xl font-semibold text-slate-900">
          <Trans>I piani</Trans>
        </h2>
        <ResourceView
          resource={plans}
          label={t`I piani`}
          empty={<Trans>Al momento non ci sono piani in vendita.</Trans>}
        >
          {(list) => (
            <ul className="grid gap-4 md:grid-cols-3">
              {list.map((plan) => (
                <li
                  key={plan.id}
                  className={`rounded-xl border bg-white p-5 ${plan.suggested ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'}`}
                >
                  <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                  <p className="mt-1 text-2xl font-bold text-slate-900">
                    <Price
                      cents={
                        plan.promo_active && plan.stripe_promo_price !== null
                          ? plan.stripe_promo_price
                          : plan.price
                      }
                    />{' '}
                    <span className="text-sm font-normal text-slate-700">
                      {intervalLabel(plan.interval, plan.intervalCount)}
                    </span>
                  </p>
                  {plan.description && <p className="mt-2 text-sm text-slate-700">{plan.description}</p>}
                  {plan.features.length > 0 && (
                    <ul className="mt-3 space-y-1 text-sm text-slate-800">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <Icon type="check" size="xs" className="mt-1 shrink-0 text-brand-700" />
                          {featureLabel(feature)}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ResourceView>
      </section>
    </div>
  )
}
