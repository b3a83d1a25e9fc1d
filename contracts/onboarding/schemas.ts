/**
 * Payloads of the ONBOARDING calls (SPEC.md §2 "Student onboarding", "General onboarding"; §7 phone
 * and interests sync; §9 phone prefix 0039): the wizard's progress as the server keeps it, the phone
 * one-time code and the interests chosen from the catalogue.
 *
 * The wizards' step orders (the server owns which steps are done; a step's URL opened out of order
 * sends the user to the first incomplete one):
 *
 *   student  phone-number → confirm-number → identity-confirmed → interests-select → /feed
 *   trainer  user-details → billing-information → biography → documents → social →
 *            interests-select → mission → skill-select → subscriptions → payment-methods →
 *            (payment-pending) → order-completed → profile-completed
 *   hr       hr-details → hr-social → billing-information → subscriptions → payment-methods →
 *            (payment-pending) → order-completed → profile-completed
 *
 * payment-pending is only a step while a bank transfer waits (SPEC.md §4 guard step 3), so it is
 * optional: the wizard passes over it after a card payment.
 *
 * Body schemas come from `createOnboardingSchemas(t?)` as in contracts/accounts: the SPA passes its
 * Lingui translator, the server `onboardingSchemasFor(locale)`.
 */
import * as v from 'valibot'
import { DEFAULT_PHONE_CODE, type Locale } from '../core/constants'
import {
  createRules,
  createTranslate,
  perLocale,
  translateFor,
  validationMessages,
  validationMessagesEn,
  type FieldLabel,
  type MessageDescriptor,
  type Translate,
} from '../core/validation'
import { OTP_LENGTH } from '../accounts/schemas'
import { apiMessage, inputRules } from '../core/input'
import { INTEREST_IDS } from './interests'

export const STUDENT_STEPS = [
  'phone-number',
  'confirm-number',
  'identity-confirmed',
  'interests-select',
] as const
export const TRAINER_STEPS = [
  'user-details',
  'billing-information',
  'biography',
  'documents',
  'social',
  'interests-select',
  'mission',
  'skill-select',
  'subscriptions',
  'payment-methods',
  'payment-pending',
  'order-completed',
  'profile-completed',
] as const
export const HR_STEPS = [
  'hr-details',
  'hr-social',
  'billing-information',
  'subscriptions',
  'payment-methods',
  'payment-pending',
  'order-completed',
  'profile-completed',
] as const

export const ONBOARDING_FLOWS = ['student', 'trainer', 'hr'] as const
export type OnboardingFlow = (typeof ONBOARDING_FLOWS)[number]
export type StudentStep = (typeof STUDENT_STEPS)[number]
export type GeneralStep = (typeof TRAINER_STEPS)[number] | (typeof HR_STEPS)[number]
export type OnboardingStep = StudentStep | GeneralStep

export const FLOW_STEPS: Record<OnboardingFlow, readonly OnboardingStep[]> = {
  student: STUDENT_STEPS,
  trainer: TRAINER_STEPS,
  hr: HR_STEPS,
}
/** Steps the wizard may pass over. */
export const OPTIONAL_STEPS: ReadonlySet<OnboardingStep> = new Set<OnboardingStep>(['payment-pending'])
export const ALL_STEPS = [...new Set<OnboardingStep>([...STUDENT_STEPS, ...TRAINER_STEPS, ...HR_STEPS])]

/** The route name of a step: the student's live under /onboarding-student, the others under /onboarding. */
export function stepRouteName(flow: OnboardingFlow, step: OnboardingStep): string {
  return flow === 'student' ? `onboarding-student-index-${step}` : `onboarding-index-${step}`
}

/** The step a route name shows, if it is one of the flow's steps. */
export function stepOfRoute(flow: OnboardingFlow, routeName: string | undefined): OnboardingStep | undefined {
  return FLOW_STEPS[flow].find((step) => stepRouteName(flow, step) === routeName)
}

// ---------------------------------------------------------------------------------------------
// Limits

/** Seconds before another phone code may be asked for (the countdown the confirm step shows). */
export const PHONE_RESEND_SECONDS = 60
export const PHONE_CODE_TTL_MINUTES = 10
export const PHONE_MAX_ATTEMPTS = 5
export const PHONE_CODE_MAX_LENGTH = 6
/** Longest input the phone field takes (spaces included); the phone rule allows 10 digits. */
export const PHONE_MAX_LENGTH = 20
/** More interests than this say nothing about a person. */
export const INTERESTS_MAX = 10
export const INTERESTS_SEARCH_MAX_LENGTH = 100

// ---------------------------------------------------------------------------------------------
// Messages

export const onboardingFieldLabels = {
  phoneCode: /*i18n*/ { id: 'onboarding.field.phone_code', message: 'Prefisso' },
  phone: /*i18n*/ { id: 'onboarding.field.phone', message: 'Numero di telefono' },
  otp: /*i18n*/ { id: 'onboarding.field.otp', message: 'Codice' },
  interests: /*i18n*/ { id: 'onboarding.field.interests', message: 'Interessi' },
} as const satisfies Record<string, MessageDescriptor>

export const onboardingMessages = {
  phoneCodeInvalid: /*i18n*/ {
    id: 'onboarding.phone_code.invalid',
    message: 'Il prefisso deve iniziare con 00 seguito da 1 a 4 cifre (per esempio 0039).',
  },
  interestsMax: /*i18n*/ {
    id: 'onboarding.interests.max',
    message: 'Puoi scegliere al massimo {n} interessi.',
  },
  interestUnknown: /*i18n*/ {
    id: 'onboarding.interests.unknown',
    message: 'Uno degli interessi scelti non esiste più: aggiorna la pagina.',
  },
} as const satisfies Record<string, MessageDescriptor>

type OnboardingMessageId =
  | (typeof onboardingFieldLabels)[keyof typeof onboardingFieldLabels]['id']
  | (typeof onboardingMessages)[keyof typeof onboardingMessages]['id']

/** English text of every message above, for the server (the SPA reads locales/en). */
export const onboardingMessagesEn = {
  'onboarding.field.phone_code': 'Prefix',
  'onboarding.field.phone': 'Phone number',
  'onboarding.field.otp': 'Code',
  'onboarding.field.interests': 'Interests',
  'onboarding.phone_code.invalid': 'The prefix must be 00 followed by 1 to 4 digits (for example 0039).',
  'onboarding.interests.max': 'You can choose at most {n} interests.',
  'onboarding.interests.unknown': 'One of the chosen interests no longer exists: reload the page.',
} as const satisfies Record<OnboardingMessageId, string>

const translateOnboardingEn: Translate = createTranslate({ ...validationMessagesEn, ...onboardingMessagesEn })

// ---------------------------------------------------------------------------------------------
// Bodies

export function createOnboardingSchemas(t?: Translate) {
  const r = createRules(t)
  const L = onboardingFieldLabels
  const label = (tr: Translate, field: FieldLabel) => (typeof field === 'string' ? field : tr(field))
  const say =
    (descriptor: MessageDescriptor, values: Record<string, unknown> = {}, field?: FieldLabel) =>
    (issue: { lang?: string }): string => {
      const tr = t ?? translateFor(issue.lang)
      return tr(descriptor, field === undefined ? values : { ...values, field: label(tr, field) })
    }
  const invalid = (field: FieldLabel) => say(validationMessages.invalid, {}, field)
  const max = (field: FieldLabel, n: number) =>
    v.maxLength<string, number, (issue: { lang?: string }) => string>(
      n,
      say(validationMessages.max, { n }, field),
    )
  const text = (field: FieldLabel) => v.optional(v.string(invalid(field)), '')
  const input = inputRules(t)

  return {
    /** PUT /api/phone/send: the number without international prefix (SPEC.md §5 phoneNumber). */
    PhoneSendBody: v.object({
      phone_code: v.pipe(
        v.optional(v.string(invalid(L.phoneCode)), DEFAULT_PHONE_CODE),
        v.trim(),
        max(L.phoneCode, 6),
        r.required<string>(L.phoneCode),
        v.regex(/^00\d{1,4}$/, say(onboardingMessages.phoneCodeInvalid)),
      ),
      phone: v.pipe(
        text(L.phone),
        // People type spaces between the groups of digits.
        v.transform((value) => value.replace(/[\s.-]/g, '')),
        r.required<string>(L.phone),
        r.phoneNumber<string>(L.phone),
        max(L.phone, PHONE_MAX_LENGTH),
      ),
    }),

    /** POST /api/phone/validate-otp: the 6-digit code of the SMS. */
    PhoneValidateBody: v.object({
      otp: v.pipe(
        text(L.otp),
        v.trim(),
        r.required<string>(L.otp),
        r.numeric<string>(L.otp),
        r.length<string>(L.otp, OTP_LENGTH),
        max(L.otp, OTP_LENGTH),
      ),
    }),

    /** POST /api/interests/sync: ids from the catalogue (contracts/onboarding/interests.ts). */
    InterestsSyncBody: v.object({
      interests: v.pipe(
        v.optional(v.array(v.number(invalid(L.interests)), invalid(L.interests)), []),
        r.required<number[]>(L.interests),
        v.maxLength(INTERESTS_MAX, say(onboardingMessages.interestsMax, { n: INTERESTS_MAX })),
        v.check((ids) => ids.every((id) => INTEREST_IDS.has(id)), say(onboardingMessages.interestUnknown)),
      ),
    }),

    InterestsQuery: v.object({
      search: v.optional(
        v.pipe(input.single('search'), v.trim(), input.maxLength('search', INTERESTS_SEARCH_MAX_LENGTH)),
      ),
    }),

    /** PUT /api/onboarding/steps/:step for a step that only needs to be seen (identity-confirmed). */
    StepDoneBody: v.object({}),
  }
}

export type OnboardingSchemas = ReturnType<typeof createOnboardingSchemas>
export type OnboardingSchemaName = keyof OnboardingSchemas
export type OnboardingBody<K extends OnboardingSchemaName> = v.InferOutput<OnboardingSchemas[K]>

export const onboardingSchemasFor = perLocale(createOnboardingSchemas, translateOnboardingEn)
export const onboardingSchemas: OnboardingSchemas = createOnboardingSchemas()

export const StepParams = v.object({
  step: v.picklist(
    ALL_STEPS,
    apiMessage({ it: 'Passo della procedura sconosciuto.', en: 'Unknown onboarding step.' }),
  ),
})

// ---------------------------------------------------------------------------------------------
// Answers

export const PhoneCodeSent = v.object({
  phone_code: v.string(),
  phone: v.string(),
  expires_at: v.string(),
  /** When another code may be asked for (the confirm step's countdown). */
  resend_at: v.string(),
})
export type PhoneCodeSent = v.InferOutput<typeof PhoneCodeSent>

export const PhoneVerified = v.object({ phone_verified: v.literal(true) })

export const Interest = v.object({ id: v.number(), name: v.string() })
export type Interest = v.InferOutput<typeof Interest>

export const InterestsAnswer = v.object({ interests: v.array(Interest) })

/** GET /api/onboarding: where the user's wizard stands, as the server keeps it. */
export const OnboardingProgress = v.object({
  flow: v.picklist(ONBOARDING_FLOWS),
  steps: v.array(v.picklist(ALL_STEPS)),
  optional: v.array(v.picklist(ALL_STEPS)),
  completed: v.array(v.picklist(ALL_STEPS)),
  /** The first step not completed (null once every step is). */
  current: v.nullable(v.picklist(ALL_STEPS)),
  /** What each step saved, by step name, to fill its form again. */
  data: v.record(v.string(), v.record(v.string(), v.unknown())),
})
export type OnboardingProgress = v.InferOutput<typeof OnboardingProgress>

export type { Locale }
