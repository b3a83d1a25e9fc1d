/**
 * The building blocks of the accounts' body schemas (SPEC.md §5): text, names, e-mail, passwords,
 * codes and the role, each speaking through `t` (Lingui in the SPA; the parse config's language
 * on the server). body-schemas.ts and billing-schemas.ts assemble the bodies from them.
 */
import * as v from 'valibot'
import {
  accountErrors,
  createRules,
  translateFor,
  validationMessages,
  type FieldLabel,
  type MessageDescriptor,
  type Translate,
} from '../core/validation'
import { authFieldLabels } from './messages'
import {
  REGISTER_ROLES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from './limits'

/** The rules every accounts body is built from, with messages rendered by `t`. */
export function createFieldRules(t?: Translate) {
  const r = createRules(t)
  const L = authFieldLabels
  const label = (tr: Translate, field: FieldLabel) => (typeof field === 'string' ? field : tr(field))
  const say =
    (descriptor: MessageDescriptor, field?: FieldLabel) =>
    (issue: { lang?: string }): string => {
      const tr = t ?? translateFor(issue.lang)
      return tr(descriptor, field === undefined ? {} : { field: label(tr, field) })
    }
  const invalid = (field: FieldLabel) => say(validationMessages.invalid, field)
  /**
   * 'Il campo {field} non può contenere più di {n} caratteri', as valibot's own maxLength action
   * (not a custom check) so that the bound is visible to the OpenAPI document and to the tests.
   */
  const max = (field: FieldLabel, n: number) =>
    v.maxLength<string, number, (issue: { lang?: string }) => string>(n, (issue) => {
      const tr = t ?? translateFor(issue.lang)
      return tr(validationMessages.max, { field: label(tr, field), n })
    })

  // A missing text field reads as empty, so it gets 'Il campo … è richiesto' rather than a type error.
  const text = (field: FieldLabel) => v.optional(v.string(invalid(field)), '')
  const requiredText = (field: FieldLabel, n: number) =>
    v.pipe(text(field), v.trim(), max(field, n), r.required<string>(field))
  /** A person's name: no characters that turn its text around (issue 32 item 11). */
  const name = (field: FieldLabel) => v.pipe(requiredText(field, NAME_MAX_LENGTH), r.plainText<string>(field))
  const optionalText = (field: FieldLabel, n: number) =>
    v.optional(v.pipe(v.string(invalid(field)), max(field, n)))
  // The §5 account errors replace the type error when a call omits the field altogether: they say
  // what the call is missing, while an empty field still gets the form's 'è richiesto'.
  const stringOr = (field: FieldLabel, missing?: string) =>
    missing === undefined
      ? text(field)
      : v.pipe(
          v.optional(v.unknown(), null),
          v.check((input) => typeof input === 'string', missing),
          v.string(),
        )
  const email = (missing?: string) =>
    v.pipe(
      stringOr(L.email, missing),
      v.trim(),
      r.required<string>(L.email),
      max(L.email, EMAIL_MAX_LENGTH),
      r.email<string>(L.email),
    )
  const newPassword = (missing?: string) =>
    v.pipe(
      stringOr(L.password, missing),
      r.required<string>(L.password),
      r.min<string>(L.password, PASSWORD_MIN_LENGTH),
      max(L.password, PASSWORD_MAX_LENGTH),
    )
  const confirmation = (missing?: string) =>
    v.pipe(
      stringOr(L.passwordConfirmation, missing),
      r.required<string>(L.passwordConfirmation),
      max(L.passwordConfirmation, PASSWORD_MAX_LENGTH),
    )
  // Reported on password_confirmation, and even while other fields are still wrong (partialCheck),
  // so the form shows it as soon as both passwords are filled in.
  const passwordPaths = [['password'], ['password_confirmation']] as const
  const samePasswords = (input: { password: string; password_confirmation: string }) =>
    input.password === input.password_confirmation
  const mismatch = say(validationMessages.userConfirmPassword, L.passwordConfirmation)
  const accepted = (field: FieldLabel) =>
    v.pipe(v.optional(v.boolean(invalid(field)), false), r.required<boolean>(field))
  const digits = (field: FieldLabel, n: number) =>
    v.pipe(
      text(field),
      v.trim(),
      r.required<string>(field),
      r.numeric<string>(field),
      r.length<string>(field, n),
      max(field, n),
    )

  const role = v.pipe(
    v.optional(v.unknown(), null),
    v.check((input) => !Array.isArray(input), accountErrors.registerSingleRole),
    r.required<unknown>(L.role),
    // An array already has its own message above.
    r.custom<unknown>(
      L.role,
      (input) => Array.isArray(input) || (REGISTER_ROLES as readonly unknown[]).includes(input),
    ),
    v.picklist(REGISTER_ROLES),
  )

  return {
    r,
    L,
    say,
    invalid,
    max,
    text,
    requiredText,
    name,
    optionalText,
    email,
    newPassword,
    confirmation,
    passwordPaths,
    samePasswords,
    mismatch,
    accepted,
    digits,
    role,
  }
}

export type FieldRules = ReturnType<typeof createFieldRules>
