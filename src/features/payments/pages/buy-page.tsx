/**
 * /buy/course/{id}/… and /buy/feature/{id}/… (SPEC.md §2 "Purchase flow"): the three steps of one
 * purchase, driven by the purchase machine through src/shared/checkout. The URL follows the
 * machine's step (replaced, so Back does not walk through steps the machine left); Back or a link
 * to another step asks the machine, which goes there only when it may. Reloading any step, a
 * second tab or the return from 3-D Secure resumes the order the server holds.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductType } from '../../../../contracts/payments/schemas'
import { CheckoutSteps, useCheckout } from '../../../shared/checkout'
import { RouteLink, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { useRouteStep } from '../../../shared/lib/use-route-step'

const STEPS = ['billing-information', 'payment-methods', 'order-completed'] as const
type Step = (typeof STEPS)[number]

function stepOf(routeName: string): Step {
  return STEPS.find((step) => routeName.endsWith(step)) ?? 'payment-methods'
}

export function BuyPage({ route, params, title }: PageProps) {
  const kind: Exclude<ProductType, 'subscription'> = route.name.startsWith('buy-feature')
    ? 'feature'
    : 'course'
  const id = Number(params.id)
  return <Checkout key={`${kind}-${id}`} kind={kind} id={id} routeStep={stepOf(route.name)} title={title} />
}

function Checkout({
  kind,
  id,
  routeStep,
  title,
}: {
  kind: 'course' | 'feature'
  id: number
  routeStep: Step
  title: string
}) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const checkout = useCheckout({
    product: { type: kind, id },
    requiresBilling: true,
    allowsBankTransfer: kind === 'course',
  })
  const { view, send } = checkout
  useRouteStep(checkout, {
    step: view.step,
    routeStep,
    urlOf: (step) => url(`buy-${kind}-id-${step}`, { id }),
    // the machine completes the order itself: the URL cannot ask for it
    goTo: (step) =>
      step === 'order-completed' || step === 'payment-pending'
        ? undefined
        : { type: 'purchase.goToStep' as const, step },
    routeStepOf: (step) => (step === 'payment-pending' ? 'payment-methods' : step),
  })

  const productLink =
    kind === 'course' ? (
      view.slug ? (
        <RouteLink
          name="course-slug"
          params={{ slug: view.slug }}
          className="font-semibold text-brand-800 underline"
        >
          <Trans>Vai al corso</Trans>
        </RouteLink>
      ) : null
    ) : (
      <RouteLink name="extra-features" className="font-semibold text-brand-800 underline">
        <Trans>Vai alle funzionalità extra</Trans>
      </RouteLink>
    )

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <ol className="mt-4 flex gap-4 text-sm" aria-label={t`Passaggi dell'acquisto`}>
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={step === routeStep ? 'step' : undefined}
            className={step === routeStep ? 'font-semibold text-brand-800' : 'text-slate-600'}
          >
            {index + 1}.{' '}
            {step === 'billing-information'
              ? t`Dati di fatturazione`
              : step === 'payment-methods'
                ? t`Metodo di pagamento`
                : t`Ordine completato`}
          </li>
        ))}
      </ol>
      {view.title && (
        <p className="mt-4 text-slate-700">
          {routeStep === 'order-completed' ? (
            <Trans>Hai acquistato: {view.title}</Trans>
          ) : (
            <Trans>Stai acquistando: {view.title}</Trans>
          )}
        </p>
      )}
      <div className="mt-6">
        <CheckoutSteps
          checkout={checkout}
          productLink={productLink}
          onEditBilling={() => send({ type: 'purchase.goToStep', step: 'billing-information' })}
        />
      </div>
    </div>
  )
}
