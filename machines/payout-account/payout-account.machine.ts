/*
 * A trainer's payout account on /mysettings/billing: the holder and the IBAN earnings are paid to
 * (PUT /api/settings/iban). The page checks what it can (both filled in, the IBAN's check digits),
 * the server checks again and answers 422 by field; the answer is the account as kept (the IBAN
 * masked). The definition is the settings forms' (../settings-form/settings-form.ts):
 *
 *   ┌ form ──────────────┐ form.submit ┌────────────┐ done: the account kept, emit saved ▶ form.saved
 *   │ editing   saved    │ ──────────▶ │ submitting │ error [isFieldRefusal]: by field ▶ form.invalid
 *   │ invalid   failed   │             └────────────┘ error: status, the server's message ▶ form.failed
 *   └────────────────────┘ form.invalid (the page's own checks) ▶ form.invalid; form.reset ▶ form.editing
 *     form.edit (anywhere): that field's message goes
 */
import { createSettingsFormMachine } from '../settings-form/settings-form'

export const payoutAccountMachine = createSettingsFormMachine('payoutAccount')

export const PAYOUT_FIELDS = ['holder', 'iban'] as const
export const payoutAccountInput = { fields: PAYOUT_FIELDS }
