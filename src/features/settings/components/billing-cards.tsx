/**
 * The part of /mysettings/billing about payments made (issue 36): the saved cards (the same list as
 * /mysettings/subscription, with removing and adding a card) and the way to the orders and their
 * receipts on /mypurchases.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { RouteLink } from '../../../shared/lib/routing'
import { SavedCards } from './saved-cards'
import { SettingsSection } from './settings-tabs'

export function BillingCardsAndOrders() {
  const { t } = useLingui()
  return (
    <>
      <SettingsSection id="billing-cards" title={t`Carte salvate`}>
        <SavedCards />
      </SettingsSection>
      <SettingsSection
        id="billing-orders"
        title={t`I tuoi ordini e ricevute`}
        lead={<Trans>Ogni acquisto con il suo numero d'ordine, il suo stato e la ricevuta in PDF.</Trans>}
      >
        <RouteLink name="mypurchases" className="text-sm font-semibold text-brand-800 underline">
          <Trans>Vai ai tuoi ordini e alle ricevute</Trans>
        </RouteLink>
      </SettingsSection>
    </>
  )
}
