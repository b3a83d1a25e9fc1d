/**
 * /extra-features: the extra features of SPEC.md §3 (chat, posts, diary, visibility to companies),
 * each with its price and a way to buy it, or a mark that the user has it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { buttonClasses } from '../../../shared/ui/button'
import { Price } from '../../../shared/ui/price'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useExtraFeatures } from '../actors'

export function ExtraFeaturesPage({ title }: PageProps) {
  const { t } = useLingui()
  const features = useExtraFeatures()
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6">
        <ResourceView
          resource={features}
          label={t`Funzionalità extra`}
          empty={
            <p>
              <Trans>Non ci sono funzionalità extra in vendita.</Trans>
            </p>
          }
        >
          {(items) => (
            <ul className="grid gap-4 sm:grid-cols-2">
              {items.map((feature) => (
                <li
                  key={feature.id}
                  className="rounded-lg border border-slate-200 bg-white p-4"
                  data-feature={feature.flag}
                >
                  <h2 className="text-lg font-semibold">{feature.title}</h2>
                  <p className="mt-1 text-sm text-slate-700">{feature.description}</p>
                  <p className="mt-2 font-semibold">
                    <Price cents={feature.price_cents} />
                  </p>
                  {feature.owned ? (
                    <p className="mt-3 text-sm font-semibold text-brand-800" data-testid="owned">
                      <Trans>Attiva</Trans>
                    </p>
                  ) : (
                    <RouteLink
                      name="buy-feature-id-billing-information"
                      params={{ id: feature.id }}
                      className={`mt-3 ${buttonClasses({})}`}
                    >
                      <Trans>Acquista {feature.title}</Trans>
                    </RouteLink>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ResourceView>
      </div>
    </div>
  )
}
