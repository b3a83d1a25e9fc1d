/**
 * Payloads of the ONBOARDING calls (SPEC.md §2 "Student onboarding", "General onboarding"; §7 phone
 * and interests sync; §9 phone prefix 0039): the wizard's progress as the server keeps it, the phone
 * one-time code and the interests chosen from the catalogue.
 *
 * The wizards' steps are in ./steps.ts, the fields' limits in ./limits.ts, the messages with their
 * English text in ./messages.ts; other contract areas use what ./index.ts offers.
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
import {
  ADDRESS_MAX_LENGTH,
  BILLING_MAX_LENGTH,
  FISCAL_TYPES,
  INPS_TYPES,
  RETENTION_TAX_RATES,
  VAT_RATES,
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FISCAL_CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PROVINCE_MAX_LENGTH,
  REA_CODE_MAX_LENGTH,
  UNIQUE_CODE_MAX_LENGTH,
  VAT_NUMBER_LENGTH,
  ZIP_LENGTH,
} from '../accounts'
import { apiMessage, inputRules } from '../core/input'
import { INTEREST_IDS } from './interests'
import { SKILL_IDS } from './skills'
import {
  BIO_MAX_LENGTH,
  BIO_MIN_WORDS,
  GENDERS,
  INTERESTS_MAX,
  INTERESTS_SEARCH_MAX_LENGTH,
  MISSION_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PAYOFF_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  REGION_MAX_LENGTH,
  SKILLS_MAX,
  SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
  SOCIAL_NETWORKS,
  URL_MAX_LENGTH,
} from './limits'
import { onboardingFieldLabels, onboardingMessages, onboardingMessagesEn } from './messages'
import { ALL_STEPS, ONBOARDING_FLOWS } from './steps'

const translateOnboardingEn: Translate = createTranslate({ ...validationMessagesEn, ...onboardingMessagesEn })

// ---------------------------------------------------------------------------------------------
// Bodies

/** What the onboarding bodies are built of: the rules and messages in the language of `t` (or the parse config). */
function onboardingBuilders(t?: Translate) {
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
  /**
   * 'Il campo {field} è richiesto' on each `key` unless `exempt` excuses it by the value of `depends`:
   * partial checks, so the form shows them even while other fields are still wrong. (Typed as no
   * items: TypeScript cannot type a spread of validations over computed keys.)
   */
  const requiredUnless = (
    depends: string,
    exempt: (value: unknown) => boolean,
    fields: ReadonlyArray<readonly [key: string, field: FieldLabel]>,
  ) =>
    fields.map(([key, field]) =>
      v.forward(
        v.partialCheck(
          [[depends], [key]] as const,
          (input: Record<string, unknown>) => exempt(input[depends]) || input[key] !== '',
          say(validationMessages.required, {}, field),
        ),
        [key] as never,
      ),
    ) as []
  /** Ids picked from a catalogue (interests, skills): at least one, at most `most`, all known. */
  const catalogueIds = (
    field: FieldLabel,
    known: ReadonlySet<number>,
    most: number,
    tooMany: MessageDescriptor,
    unknown: MessageDescriptor,
  ) =>
    v.pipe(
      v.optional(v.array(v.number(invalid(field)), invalid(field)), []),
      r.required<number[]>(field),
      v.maxLength(most, say(tooMany, { n: most })),
      v.check((ids) => ids.every((id) => known.has(id)), say(unknown)),
    )

  return { r, L, say, invalid, max, text, input, requiredUnless, catalogueIds }
}

type Builders = ReturnType<typeof onboardingBuilders>

export function createOnboardingSchemas(t?: Translate) {
  const b = onboardingBuilders(t)
  const { r, L, say, invalid, max, text, input, catalogueIds } = b
  return {
    /** PUT /api/phone/send: the number without international prefix (SPEC.md §5 phoneNumber). */
    PhoneSendBody: v.object({
      phone_code: v.pipe(
        v.optional(v.string(invalid(L.phoneCode)), DEFAULT_PHONE_CODE),
        v.trim(),
        max(L.phoneCode, BILLING_MAX_LENGTH.phone_code),
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
      interests: catalogueIds(
        L.interests,
        INTEREST_IDS,
        INTERESTS_MAX,
        onboardingMessages.interestsMax,
        onboardingMessages.interestUnknown,
      ),
    }),

    InterestsQuery: v.object({
      search: v.optional(
        v.pipe(input.single('search'), v.trim(), input.maxLength('search', INTERESTS_SEARCH_MAX_LENGTH)),
      ),
    }),

    SlugQuery: v.object({
      slug: v.pipe(input.single('slug'), v.trim(), input.maxLength('slug', SLUG_MAX_LENGTH)),
    }),

    /** Steps with nothing to save (identity-confirmed, profile-completed). */
    StepDoneBody: v.object({}),

    ...generalStepSchemas(b),
  }
}

/** The fields the general steps share (texts, a choice, a zip, a link, a partita IVA). */
function stepFields({ r, max, text }: Builders) {
  const requiredText = (field: FieldLabel, n: number) =>
    v.pipe(text(field), v.trim(), r.required<string>(field), max(field, n))
  const optionalText = (field: FieldLabel, n: number) => v.pipe(text(field), v.trim(), max(field, n))
  const choice = <T extends readonly string[]>(field: FieldLabel, options: T) =>
    v.pipe(
      text(field),
      r.required<string>(field),
      r.custom<string>(field, (value) => options.includes(value)),
    ) as unknown as v.GenericSchema<string, T[number]>
  const zip = (field: FieldLabel) =>
    v.pipe(
      text(field),
      v.trim(),
      r.required<string>(field),
      r.numeric<string>(field),
      r.length<string>(field, ZIP_LENGTH),
    )
  const url = (field: FieldLabel) =>
    v.pipe(text(field), v.trim(), max(field, URL_MAX_LENGTH), r.url<string>(field))
  const vatNumber = (field: FieldLabel) =>
    v.pipe(
      text(field),
      v.trim(),
      max(field, VAT_NUMBER_LENGTH),
      r.numeric<string>(field),
      r.length<string>(field, VAT_NUMBER_LENGTH),
      r.partitaIva<string>(field),
    )
  return { requiredText, optionalText, choice, zip, url, vatNumber }
}

/** The billing step: a person's or a company's fiscal data and where the invoices go. */
function billingStepBody(b: Builders) {
  const { r, L, say, invalid, text, max, requiredUnless } = b
  const { requiredText, optionalText, zip, vatNumber } = stepFields(b)
  return v.pipe(
    v.object({
      type: v.optional(v.picklist(['fisica', 'giuridica'], invalid(L.personType)), 'fisica'),
      first_name: optionalText(L.firstName, NAME_MAX_LENGTH),
      last_name: optionalText(L.lastName, NAME_MAX_LENGTH),
      fiscal_name: optionalText(L.fiscalName, 200),
      fiscal_code: v.pipe(
        text(L.fiscalCode),
        v.trim(),
        v.toUpperCase(),
        max(L.fiscalCode, FISCAL_CODE_MAX_LENGTH),
        // The one fiscal rule set: a person's code with its check character, a company's eleven digits.
        r.fiscalCode<string>(L.fiscalCode),
      ),
      p_iva: vatNumber(L.vatNumber),
      unique_id: v.pipe(
        text(L.sdi),
        v.trim(),
        v.toUpperCase(),
        max(L.sdi, UNIQUE_CODE_MAX_LENGTH),
        r.sdiCode<string>(L.sdi),
      ),
      pec: v.pipe(text(L.pec), v.trim(), max(L.pec, EMAIL_MAX_LENGTH), r.email<string>(L.pec)),
      address: requiredText(L.address, ADDRESS_MAX_LENGTH),
      address_number: requiredText(L.addressNumber, BILLING_MAX_LENGTH.address_number),
      city: requiredText(L.city, CITY_MAX_LENGTH),
      province: v.pipe(
        requiredText(L.province, PROVINCE_MAX_LENGTH),
        v.toUpperCase(),
        r.province<string>(L.province),
      ),
      zip: zip(L.zip),
      fiscal_type: v.optional(
        v.pipe(
          text(L.fiscalType),
          r.custom<string>(L.fiscalType, (x) => x === '' || (FISCAL_TYPES as readonly string[]).includes(x)),
        ),
        '',
      ),
      inps: v.optional(
        v.pipe(
          text(L.inps),
          r.custom<string>(L.inps, (x) => x === '' || (INPS_TYPES as readonly string[]).includes(x)),
        ),
        '',
      ),
      vat: v.optional(
        v.pipe(
          text(L.vat),
          r.custom<string>(L.vat, (x) => x === '' || (VAT_RATES as readonly string[]).includes(x)),
        ),
        '',
      ),
      retention_tax: v.optional(
        v.pipe(
          text(L.retentionTax),
          r.custom<string>(
            L.retentionTax,
            (x) => x === '' || (RETENTION_TAX_RATES as readonly string[]).includes(x),
          ),
        ),
        '',
      ),
    }),
    // A person: name and a real codice fiscale; a company: its name and a real partita IVA.
    ...requiredUnless('type', (type) => type === 'giuridica', [
      ['first_name', L.firstName],
      ['last_name', L.lastName],
      ['fiscal_code', L.fiscalCode],
    ]),
    ...requiredUnless('type', (type) => type !== 'giuridica', [
      ['fiscal_name', L.fiscalName],
      ['p_iva', L.vatNumber],
    ]),
    // SDI code or PEC: either receives the electronic invoices; a company needs one of them.
    v.forward(
      v.partialCheck(
        [['unique_id'], ['pec'], ['type'], ['p_iva']],
        (input: { unique_id: string; pec: string; type: string; p_iva: string }) =>
          (input.type !== 'giuridica' && input.p_iva === '') || input.unique_id !== '' || input.pec !== '',
        say(onboardingMessages.sdiOrPec),
      ),
      ['unique_id'],
    ),
  )
}

/** The trainer's and HR's steps saved by PUT /api/onboarding/steps/:step. */
function generalStepSchemas(b: Builders) {
  const { r, L, say, invalid, max, text, requiredUnless, catalogueIds } = b
  const { requiredText, optionalText, choice, zip, url, vatNumber } = stepFields(b)
  const yes = v.optional(v.boolean(invalid('same_residency')), true)
  const address = {
    address: requiredText(L.address, ADDRESS_MAX_LENGTH),
    address_number: requiredText(L.addressNumber, BILLING_MAX_LENGTH.address_number),
    city: requiredText(L.city, CITY_MAX_LENGTH),
    province: requiredText(L.province, PROVINCE_MAX_LENGTH),
    region: requiredText(L.region, REGION_MAX_LENGTH),
    zip: zip(L.zip),
  }
  const shipping = {
    shipping_address: optionalText(L.address, ADDRESS_MAX_LENGTH),
    shipping_address_number: optionalText(L.addressNumber, BILLING_MAX_LENGTH.address_number),
    shipping_city: optionalText(L.city, CITY_MAX_LENGTH),
    shipping_province: optionalText(L.province, PROVINCE_MAX_LENGTH),
    shipping_region: optionalText(L.region, REGION_MAX_LENGTH),
    shipping_zip: v.pipe(
      text(L.zip),
      v.trim(),
      r.numeric<string>(L.zip),
      r.length<string>(L.zip, ZIP_LENGTH),
    ),
  }
  type ShippingKey = keyof typeof shipping
  const shippingLabels: Record<ShippingKey, FieldLabel> = {
    shipping_address: L.address,
    shipping_address_number: L.addressNumber,
    shipping_city: L.city,
    shipping_province: L.province,
    shipping_region: L.region,
    shipping_zip: L.zip,
  }
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, url(network === 'website' ? L.website : network)]),
  ) as Record<(typeof SOCIAL_NETWORKS)[number], ReturnType<typeof url>>
  return {
    UserDetailsBody: v.pipe(
      v.object({
        first_name: v.pipe(requiredText(L.firstName, NAME_MAX_LENGTH), r.plainText<string>(L.firstName)),
        last_name: v.pipe(requiredText(L.lastName, NAME_MAX_LENGTH), r.plainText<string>(L.lastName)),
        nickname: v.pipe(optionalText(L.nickname, NICKNAME_MAX_LENGTH), r.plainText<string>(L.nickname)),
        slug: v.pipe(
          text(L.slug),
          v.trim(),
          v.toLowerCase(),
          r.required<string>(L.slug),
          max(L.slug, SLUG_MAX_LENGTH),
          v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, say(onboardingMessages.slugFormat)),
          v.minLength(SLUG_MIN_LENGTH, say(onboardingMessages.slugFormat)),
        ),
        birth_date: v.pipe(
          text(L.birthDate),
          v.trim(),
          r.required<string>(L.birthDate),
          r.isAdult<string>(L.birthDate),
        ),
        gender: choice(L.gender, GENDERS),
        ...address,
        same_residency: yes,
        ...shipping,
      }),
      // A shipping address of its own only when it differs from the residence.
      ...requiredUnless('same_residency', (same) => same === true, Object.entries(shippingLabels)),
    ),

    BillingStepBody: billingStepBody(b),

    BiographyBody: v.object({
      bio: v.pipe(
        text(L.bio),
        v.trim(),
        r.required<string>(L.bio),
        r.minWords<string>(L.bio, BIO_MIN_WORDS),
        max(L.bio, BIO_MAX_LENGTH),
      ),
    }),

    MissionBody: v.object({
      mission: requiredText(L.mission, MISSION_MAX_LENGTH),
      payoff: requiredText(L.payoff, PAYOFF_MAX_LENGTH),
    }),

    SocialBody: v.object(social),

    SkillsBody: v.object({
      skills: catalogueIds(
        L.skills,
        SKILL_IDS,
        SKILLS_MAX,
        onboardingMessages.skillsMax,
        onboardingMessages.skillUnknown,
      ),
    }),

    HrDetailsBody: v.object({
      ragione_sociale: requiredText(L.companyName, 200),
      p_iva: v.pipe(vatNumber(L.vatNumber), r.required<string>(L.vatNumber)),
      codice_rea: v.pipe(
        text(L.reaCode),
        v.trim(),
        v.toUpperCase(),
        max(L.reaCode, REA_CODE_MAX_LENGTH),
        r.codiceRea<string>(L.reaCode),
      ),
    }),
  }
}

export type OnboardingSchemas = ReturnType<typeof createOnboardingSchemas>
export type OnboardingSchemaName = keyof OnboardingSchemas
export type OnboardingBody<K extends OnboardingSchemaName> = v.InferOutput<OnboardingSchemas[K]>

export const onboardingSchemasFor = perLocale(createOnboardingSchemas, translateOnboardingEn)
export const onboardingSchemas: OnboardingSchemas = createOnboardingSchemas()

/** A step's form, checked against the step's own schema by the server (see completeOnboardingStep). */
export const StepBody = v.pipe(
  v.record(v.string(), v.unknown()),
  v.description('The fields of the step: UserDetailsBody, BillingStepBody, BiographyBody, …'),
)

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
