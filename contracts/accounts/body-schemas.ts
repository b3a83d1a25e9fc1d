/**
 * Every body schema of the accounts calls (SPEC.md §5) and the per-language sets the server
 * validates with. Body schemas come from `createAuthSchemas(t?)`: the SPA passes its Lingui
 * translator so field labels and messages follow the UI language; the server uses
 * `authSchemasFor(locale)`, which renders Italian or English without Lingui.
 */
import * as v from 'valibot'
import { LOCALES } from '../core/constants'
import {
  accountErrors,
  createTranslate,
  perLocale,
  validationMessages,
  validationMessagesEn,
  type Translate,
} from '../core/validation'
import { billingSchemas, hrFiscalDataSchema } from './billing-schemas'
import { createFieldRules, type FieldRules } from './field-rules'
import {
  PERSON_TYPES,
  PIN_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  PROVIDER_TOKEN_MAX_LENGTH,
} from './limits'
import { authMessagesEn } from './messages'

/** The translators the server uses; the English one knows the auth labels too. */
const translateAuthEn: Translate = createTranslate({ ...validationMessagesEn, ...authMessagesEn })

/** The calls that prove who someone is with a code, a PIN, a token or a new password. */
function codeBodies(rules: FieldRules) {
  const { r, L, invalid, max, requiredText, email, newPassword, confirmation, digits } = rules
  const { passwordPaths, samePasswords, mismatch } = rules
  return {
    PasswordAskResetBody: v.object({ email: email() }),

    PasswordVerifyPinBody: v.object({ email: email(), pin: digits(L.pin, PIN_LENGTH) }),

    /**
     * `reset_token`: the single-use grant of the PIN step; without it, the logged-in owner proves
     * who they are with `current_password`.
     */
    PasswordUpdateBody: v.pipe(
      v.object({
        password: newPassword(accountErrors.passwordUpdateNeedsBoth),
        password_confirmation: confirmation(accountErrors.passwordUpdateNeedsBoth),
        reset_token: v.optional(v.pipe(v.string(invalid(L.token)), max(L.token, TOKEN_MAX_LENGTH))),
        current_password: v.optional(
          v.pipe(v.string(invalid(L.password)), max(L.password, PASSWORD_MAX_LENGTH)),
        ),
      }),
      v.forward(v.partialCheck(passwordPaths, samePasswords, mismatch), ['password_confirmation']),
    ),

    OtpRequestBody: v.object({
      email: email(accountErrors.otpAskNeedsEmail),
      /** Unix time in seconds when the code was asked for. */
      // Optional first, so a missing timestamp gets the localized 'è richiesto' instead of valibot's key error.
      timestamp: v.pipe(
        v.optional(v.unknown(), null),
        r.required<unknown>(L.timestamp),
        v.number(invalid(L.timestamp)),
        v.integer(invalid(L.timestamp)),
        r.minValue<number>(L.timestamp, 0),
      ),
    }),

    /** The code step of a login on a new device while the account is locked. */
    LoginCodeBody: v.object({
      challenge_token: requiredText(L.token, TOKEN_MAX_LENGTH),
      otp: digits(L.otp, OTP_LENGTH),
    }),

    OtpVerifyBody: v.object({
      email: email(accountErrors.otpVerifyNeedsEmail),
      otp: digits(L.otp, OTP_LENGTH),
    }),

    EmailVerifyBody: v.object({ token: requiredText(L.token, TOKEN_MAX_LENGTH) }),
  }
}

/**
 * Every body schema of the accounts calls, with messages rendered by `t` (Lingui in the SPA). To
 * add one, add an entry to the object this returns: that is the only edit. Use it as
 * `authSchemas.X` (or `authSchemasFor(locale).X`), its type as `AuthBody<'X'>`, and in a
 * descriptor as `body: schemaOf(authSchemasFor, 'X')`.
 */
export function createAuthSchemas(t?: Translate) {
  const rules = createFieldRules(t)
  const {
    r,
    L,
    say,
    invalid,
    max,
    text,
    requiredText,
    name,
    email,
    newPassword,
    confirmation,
    passwordPaths,
    samePasswords,
    mismatch,
    accepted,
    role,
  } = rules
  const HrFiscalData = hrFiscalDataSchema(rules)
  const { billingFields, hrData } = billingSchemas(rules)
  const terms = { terms_accepted: accepted(L.terms), privacy_accepted: accepted(L.privacy) }
  const referralCode = v.nullish(
    v.pipe(v.string(invalid(L.referralCode)), max(L.referralCode, REFERRAL_CODE_MAX_LENGTH)),
  )
  /** What a Facebook or Google SDK gave the SPA: an access token or an ID token. */
  const providerToken = requiredText(L.token, PROVIDER_TOKEN_MAX_LENGTH)

  return {
    HrFiscalData,

    RegisterBody: v.pipe(
      v.object({
        email: email(),
        first_name: name(L.firstName),
        last_name: name(L.lastName),
        newsletter_accepted: v.optional(v.boolean(invalid(L.newsletter)), false),
        password: newPassword(),
        password_confirmation: confirmation(),
        referral_code: referralCode,
        privacy_accepted: accepted(L.privacy),
        role,
        terms_accepted: accepted(L.terms),
        fiscal_data: v.optional(HrFiscalData),
      }),
      v.forward(v.partialCheck(passwordPaths, samePasswords, mismatch), ['password_confirmation']),
      v.forward(
        v.partialCheck(
          [['role'], ['fiscal_data']],
          (input) => input.role !== 'hr' || input.fiscal_data !== undefined,
          say(validationMessages.required, L.fiscalData),
        ),
        ['fiscal_data'],
      ),
    ),

    LoginBody: v.object({
      email: email(),
      password: v.pipe(
        text(L.password),
        r.required<string>(L.password),
        max(L.password, PASSWORD_MAX_LENGTH),
      ),
    }),

    ...codeBodies(rules),

    /** Deleting the account, proved with the password. */
    AccountDeletionBody: v.object({
      current_password: v.optional(
        v.pipe(v.string(invalid(L.password)), max(L.password, PASSWORD_MAX_LENGTH)),
      ),
    }),

    /** A new address for the account: confirmed by a link sent to it, proved with the password. */
    EmailChangeBody: v.object({
      email: email(),
      current_password: v.optional(
        v.pipe(v.string(invalid(L.password)), max(L.password, PASSWORD_MAX_LENGTH)),
      ),
    }),

    MeUpdateBody: v.object({
      first_name: name(L.firstName),
      last_name: name(L.lastName),
      newsletter_accepted: v.optional(v.boolean(invalid(L.newsletter))),
      locale: v.optional(v.picklist(LOCALES, invalid(L.locale))),
    }),

    TermsBody: v.object(terms),

    InvoiceDataBody: v.object({
      ...billingFields,
      type: v.optional(v.picklist(PERSON_TYPES, invalid(L.personType))),
      /** HR users only: their company's name, partita IVA and REA code (ignored for other roles). */
      hr_data: v.optional(hrData),
    }),

    /** An HR user's company data, on its own (the onboarding's hr-details step checks the same). */
    HrDataBody: hrData,

    SocialLoginBody: v.object({ token: providerToken }),

    /**
     * What a provider cannot tell about a new account. `fiscal_data` (HrFiscalData) is checked
     * only when the role in the path is hr, and ignored otherwise.
     */
    SocialRegisterBody: v.object({
      ...terms,
      newsletter_accepted: v.optional(v.boolean(invalid(L.newsletter)), false),
      referral_code: referralCode,
      fiscal_data: v.optional(
        v.pipe(v.unknown(), v.description('HrFiscalData: required for the hr role, ignored for the others')),
      ),
      token: providerToken,
    }),
  }
}

export type AuthSchemas = ReturnType<typeof createAuthSchemas>
export type AuthSchemaName = keyof AuthSchemas
/** The validated payload of one body schema: `AuthBody<'LoginBody'>`. */
export type AuthBody<K extends AuthSchemaName> = v.InferOutput<AuthSchemas[K]>

/** The body schemas speaking one language, labels included: what the server validates with. */
export const authSchemasFor = perLocale(createAuthSchemas, translateAuthEn)

/** The language-of-the-parse-config variants (`{ lang: 'en' }`), handy for the machines and tests. */
export const authSchemas: AuthSchemas = createAuthSchemas()

// Named exports of the schemas that machines/ and src/ imported before `authSchemas` existed.
// New schemas need none of these: use `authSchemas.X` and `AuthBody<'X'>`.
export const {
  HrFiscalData,
  RegisterBody,
  LoginBody,
  PasswordAskResetBody,
  PasswordVerifyPinBody,
  PasswordUpdateBody,
  TermsBody,
} = authSchemas
export type HrFiscalData = AuthBody<'HrFiscalData'>
export type RegisterBody = AuthBody<'RegisterBody'>
export type LoginBody = AuthBody<'LoginBody'>
export type TermsBody = AuthBody<'TermsBody'>
