/*
 * /mysettings/billing's billing data (the checkout's own form, every field of SPEC.md §3): what the
 * invoices are made out to from now on; issued invoices keep their copy. One call saves it; every
 * field a 422 names is the form's (`fields: null`: the form shows its nested ones, hr_data.p_iva).
 * The definition is the settings forms' (../settings-form/settings-form.ts):
 *
 *   ┌ form ──────────────┐ form.submit ┌────────────┐ done: the billing data, emit saved ▶ form.saved
 *   │ editing   saved    │ ──────────▶ │ submitting │ error [isFieldRefusal]: by field ▶ form.invalid
 *   │ invalid   failed   │             └────────────┘ error: status, the server's message ▶ form.failed
 *   └────────────────────┘ form.invalid ▶ form.invalid; form.reset ▶ form.editing
 *     form.edit (anywhere): that field's message goes
 */
import { createSettingsFormMachine } from '../settings-form/settings-form'

export const billingDetailsMachine = createSettingsFormMachine('billingDetails')

export const billingDetailsInput = { fields: null }
