/*
 * /mysettings/account's forms that save with one call, one actor each (the new phone number is
 * machines/phone-change): the account's data (name, language, newsletter), a new e-mail address
 * (the link is sent to it), a new password, and deleting the account, which asks first (the input's
 * `confirm`). The definition is the settings forms' (../settings-form/settings-form.ts):
 *
 *   ┌ form ──────────────┐ form.submit [asksFirst] ┌────────────┐ form.confirm ┌────────────┐
 *   │ editing   saved    │ ──────────────────────▶ │ confirming │ ───────────▶ │ submitting │
 *   │ invalid   failed   │ ◀── form.cancel ─────── └────────────┘              └────────────┘
 *   └────────────────────┘ ── form.submit ───────────────────────────────────────▶ ▲
 *     done: the answer, emit saved ▶ form.saved; error [isFieldRefusal]: by field ▶ form.invalid;
 *     error ▶ form.failed; form.invalid (the page's own checks) ▶ form.invalid; form.reset ▶ form.editing;
 *     form.edit (anywhere): that field's message goes
 */
import { createSettingsFormMachine } from '../settings-form/settings-form'

export const accountSettingsMachine = createSettingsFormMachine('accountSettings', { confirmable: true })

/** The fields of each form: a 422's message for one of them goes under it. */
export const ACCOUNT_FORM_FIELDS = {
  details: ['first_name', 'last_name', 'locale', 'newsletter_accepted'],
  email: ['email', 'current_password'],
  password: ['current_password', 'password', 'password_confirmation'],
  deletion: ['current_password'],
} as const

export type AccountForm = keyof typeof ACCOUNT_FORM_FIELDS

/** The machine's input for one of the page's forms: deleting the account asks first. */
export const accountFormInput = (form: AccountForm) => ({
  fields: ACCOUNT_FORM_FIELDS[form],
  confirm: form === 'deletion',
})
