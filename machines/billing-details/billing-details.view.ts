/** What /mysettings/billing's billing data form shows, from the billing-details machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { BillingInformation } from '../../contracts/accounts/schemas'
import { settingsFormView, type SettingsFormView } from '../settings-form/settings-form.view'
import type { billingDetailsMachine } from './billing-details.machine'

export interface BillingDetailsView extends SettingsFormView<BillingInformation> {
  /** The server's 422 by field, as the billing form reads it (a list per field, nested ones too). */
  serverErrors: Record<string, string[]>
}

export function billingDetailsView(snapshot: SnapshotFrom<typeof billingDetailsMachine>): BillingDetailsView {
  const view = settingsFormView<BillingInformation>(snapshot)
  return {
    ...view,
    serverErrors: Object.fromEntries(
      Object.entries(view.errors).map(([field, message]) => [field, message ? [message] : []]),
    ),
  }
}
