/** What the trainer's payout account form shows, from the payout-account machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { PayoutAccount } from '../../contracts/settings/schemas'
import { settingsFormView, type SettingsFormView } from '../settings-form/settings-form.view'
import type { payoutAccountMachine } from './payout-account.machine'

export interface PayoutAccountView extends SettingsFormView<PayoutAccount> {
  /** The account earnings go to: the one saved last, else the one the page loaded (none yet: null). */
  account: PayoutAccount | null
  errors: { holder?: string; iban?: string }
}

export function payoutAccountView(
  snapshot: SnapshotFrom<typeof payoutAccountMachine>,
  loaded: PayoutAccount | null,
): PayoutAccountView {
  const view = settingsFormView<PayoutAccount>(snapshot)
  const saved = snapshot.context.output as PayoutAccount | undefined
  return {
    ...view,
    errors: { holder: view.errors.holder, iban: view.errors.iban },
    account: saved ?? loaded,
  }
}
