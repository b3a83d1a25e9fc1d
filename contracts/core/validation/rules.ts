/**
 * The form rules of SPEC.md §5 as valibot check actions, usable in any `v.pipe(...)`:
 *
 *   const { required, email } = createRules((d, values) => i18n._({ ...d, values }))   // SPA, Lingui
 *   v.pipe(v.string(), required('Email'), email('Email'))
 *
 * Without a translator (the exported `rules`), messages follow the `lang` of the parse config:
 * `v.safeParse(schema, body, { lang: 'en' })` gives English, anything else the SPEC's Italian.
 * The field label may be a message descriptor, translated together with the message, so a label
 * follows a language switch.
 *
 * As in the SPA's original rule set, every rule but `required`, `confirmed`, `userConfirmPassword`
 * and `isNot` accepts an empty value (undefined, null, '', []): emptiness is `required`'s business,
 * so optional fields can carry format rules.
 */
import * as v from 'valibot'
import { ADULT_AGE } from '../constants'
import { dateKey, formatDate, parseDate } from './dates'
import {
  SDI_CODE_REGEX,
  hasCodiceFiscaleShape,
  isCodiceFiscale,
  isFiscalCode,
  isPartitaIva,
  isProvinceCode,
} from './fiscal'
import { validationMessages, type MessageDescriptor } from './messages'
import { translateFor, type Translate } from './translate'

export type FieldLabel = string | MessageDescriptor
export type Rule<TInput> = v.CheckAction<TInput, (issue: v.CheckIssue<TInput>) => string>
/** A value to compare with, or a getter read at validation time (another field of the form). */
export type Target<T> = T | (() => T)
export type DateLike = Date | string

export interface IsAdultOptions {
  /** Custom text instead of 'Devi essere maggiorenne'. */
  message?: FieldLabel
  /** The day age is measured at; defaults to now. */
  today?: () => Date
}

export interface Rules {
  required<TInput>(field: FieldLabel): Rule<TInput>
  email<TInput>(field: FieldLabel): Rule<TInput>
  min<TInput>(field: FieldLabel, n: number): Rule<TInput>
  max<TInput>(field: FieldLabel, n: number): Rule<TInput>
  length<TInput>(field: FieldLabel, n: number): Rule<TInput>
  minValue<TInput>(field: FieldLabel, n: number): Rule<TInput>
  maxValue<TInput>(field: FieldLabel, n: number): Rule<TInput>
  numeric<TInput>(field: FieldLabel): Rule<TInput>
  isNot<TInput>(field: FieldLabel, other: Target<unknown>): Rule<TInput>
  userConfirmPassword<TInput>(field: FieldLabel, password: Target<unknown>): Rule<TInput>
  confirmed<TInput>(field: FieldLabel, target: Target<unknown>): Rule<TInput>
  dateBefore<TInput>(field: FieldLabel, limit: Target<DateLike>): Rule<TInput>
  dateAfter<TInput>(field: FieldLabel, limit: Target<DateLike>): Rule<TInput>
  phoneNumber<TInput>(field: FieldLabel): Rule<TInput>
  /**
   * A person's codice fiscale: the SPEC's shape (omocodia letters allowed for digits) and the check
   * character; a wrong check character gets its own message.
   */
  codiceFiscale<TInput>(field: FieldLabel): Rule<TInput>
  /** A billing codice fiscale: a person's (as codiceFiscale) or a company's eleven digits (as partitaIva). */
  fiscalCode<TInput>(field: FieldLabel): Rule<TInput>
  /** Eleven digits with the right check digit. */
  partitaIva<TInput>(field: FieldLabel): Rule<TInput>
  /** The SDI recipient code: seven letters or digits. */
  sdiCode<TInput>(field: FieldLabel): Rule<TInput>
  /** An Italian province's sigla (MI, RM, …) or EE for abroad. */
  province<TInput>(field: FieldLabel): Rule<TInput>
  codiceRea<TInput>(field: FieldLabel): Rule<TInput>
  lt<TInput>(field: FieldLabel, n: number): Rule<TInput>
  lte<TInput>(field: FieldLabel, n: number): Rule<TInput>
  gt<TInput>(field: FieldLabel, n: number): Rule<TInput>
  gte<TInput>(field: FieldLabel, n: number): Rule<TInput>
  minWords<TInput>(field: FieldLabel, n: number): Rule<TInput>
  url<TInput>(field: FieldLabel): Rule<TInput>
  /**
   * No bidirectional controls (U+202A–202E embeddings and overrides, U+2066–2069 isolates,
   * U+200E/200F/061C marks): in a name or an address they make text read differently from what it
   * is ("\u202eadmin" shows as "nimda"), issue 32 item 11.
   */
  plainText<TInput>(field: FieldLabel): Rule<TInput>
  hasAllKeys<TInput>(field: FieldLabel, keys: readonly string[]): Rule<TInput>
  isAdult<TInput>(field: FieldLabel, options?: IsAdultOptions): Rule<TInput>
  /** Any other check, reported with the generic '{field} is not valid.' */
  custom<TInput>(field: FieldLabel, requirement: (input: TInput) => boolean): Rule<TInput>
  /**
   * Object-level twin of `confirmed` / `userConfirmPassword` for server schemas: checks that
   * `input[key] === input[targetKey]` and reports the issue on `key`.
   */
  sameAs<TInput extends Record<string, unknown>>(
    key: keyof TInput & string,
    targetKey: keyof TInput & string,
    field: FieldLabel,
    kind?: 'confirmed' | 'userConfirmPassword',
  ): v.BaseValidation<TInput, TInput, v.CheckIssue<TInput>>
}

/** Unicode's bidirectional formatting characters (UAX #9 §2): embeddings, overrides, isolates, marks. */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

export const PHONE_NUMBER_REGEX = /^3\d{8,9}$/
export const CODICE_FISCALE_REGEX = /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/i
export const CODICE_REA_REGEX = /^[A-Z]{2}-\d{6,7}$/

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

function resolve<T>(target: Target<T>): T {
  return typeof target === 'function' ? (target as () => T)() : target
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  // Italian users type decimals with a comma.
  const n = Number(value.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2'))
  return Number.isFinite(n) ? n : null
}

function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length
  return Array.from(String(value)).length
}

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false
  // People paste social links without the scheme ('linkedin.com/in/…'); accept them as https.
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`
  try {
    const parsed = new URL(candidate)
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && /\.[a-z]{2,}$/i.test(parsed.hostname)
    )
  } catch {
    return false
  }
}

function hasKeys(value: unknown, keys: readonly string[]): boolean {
  if (Array.isArray(value)) return value.every((item) => hasKeys(item, keys))
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return keys.every((key) => key in record && !isEmptyValue(record[key]))
}

const label = (tr: Translate, field: FieldLabel) => (typeof field === 'string' ? field : tr(field))

/** The builders every rule is made of; their messages go through `t`, or the parse config's language. */
function ruleBuilders(t?: Translate) {
  const pick = (lang: string | undefined) => t ?? translateFor(lang)

  // The message is built when the issue is raised, so a language switch applies to the next run.
  function rule<TInput>(
    requirement: (input: unknown) => boolean,
    render: (tr: Translate, input: unknown) => string,
    { skipEmpty = true } = {},
  ): Rule<TInput> {
    return v.check<TInput, (issue: v.CheckIssue<TInput>) => string>(
      (input) => (skipEmpty && isEmptyValue(input)) || requirement(input),
      (issue) => render(pick(issue.lang), issue.input),
    )
  }

  function simple<TInput>(
    field: FieldLabel,
    descriptor: MessageDescriptor,
    requirement: (input: unknown) => boolean,
    values: Record<string, unknown> = {},
  ): Rule<TInput> {
    return rule<TInput>(requirement, (tr) => tr(descriptor, { field: label(tr, field), ...values }))
  }

  function numberRule<TInput>(
    field: FieldLabel,
    descriptor: MessageDescriptor,
    n: number,
    compare: (value: number) => boolean,
  ): Rule<TInput> {
    return simple<TInput>(
      field,
      descriptor,
      (input) => {
        const value = toNumber(input)
        return value !== null && compare(value)
      },
      { n },
    )
  }

  function dateRule<TInput>(
    field: FieldLabel,
    descriptor: MessageDescriptor,
    limit: Target<DateLike>,
    compare: (value: number, limit: number) => boolean,
  ): Rule<TInput> {
    const limitDate = () => {
      const parsed = parseDate(resolve(limit))
      if (!parsed) throw new Error(`Invalid date limit: ${String(resolve(limit))}`)
      return parsed
    }
    return rule<TInput>(
      (input) => {
        const value = parseDate(input)
        return value !== null && compare(dateKey(value), dateKey(limitDate()))
      },
      (tr, input) =>
        parseDate(input) === null
          ? tr(validationMessages.invalid, { field: label(tr, field) })
          : tr(descriptor, { field: label(tr, field), date: formatDate(limitDate()) }),
    )
  }

  return { pick, rule, simple, numberRule, dateRule }
}

/** Rules whose messages go through `t`, or through the parse config's language when `t` is omitted. */
export function createRules(t?: Translate): Rules {
  const { pick, rule, simple, numberRule, dateRule } = ruleBuilders(t)
  const m = validationMessages
  return {
    required: (field) =>
      rule(
        (input) => {
          if (isEmptyValue(input) || input === false) return false
          return typeof input !== 'string' || input.trim() !== ''
        },
        (tr) => tr(m.required, { field: label(tr, field) }),
        { skipEmpty: false },
      ),
    email: (field) =>
      simple(field, m.email, (input) => typeof input === 'string' && v.EMAIL_REGEX.test(input)),
    min: (field, n) => simple(field, m.min, (input) => lengthOf(input) >= n, { n }),
    max: (field, n) => simple(field, m.max, (input) => lengthOf(input) <= n, { n }),
    length: (field, n) => simple(field, m.length, (input) => lengthOf(input) === n, { n }),
    minValue: (field, n) => numberRule(field, m.minValue, n, (value) => value >= n),
    maxValue: (field, n) => numberRule(field, m.maxValue, n, (value) => value <= n),
    numeric: (field) => simple(field, m.numeric, (input) => /^\d+$/.test(String(input))),
    isNot: (field, other) =>
      rule(
        (input) => input !== resolve(other),
        (tr) => tr(m.isNot, { field: label(tr, field) }),
        { skipEmpty: false },
      ),
    userConfirmPassword: (field, password) =>
      rule(
        (input) => input === resolve(password),
        (tr) => tr(m.userConfirmPassword, { field: label(tr, field) }),
        { skipEmpty: false },
      ),
    confirmed: (field, target) =>
      rule(
        (input) => input === resolve(target),
        (tr) => tr(m.confirmed, { field: label(tr, field) }),
        { skipEmpty: false },
      ),
    dateBefore: (field, limit) => dateRule(field, m.dateBefore, limit, (value, max) => value <= max),
    dateAfter: (field, limit) => dateRule(field, m.dateAfter, limit, (value, min) => value >= min),
    phoneNumber: (field) => simple(field, m.phoneNumber, (input) => PHONE_NUMBER_REGEX.test(String(input))),
    codiceFiscale: (field) =>
      rule(
        (input) => typeof input === 'string' && isCodiceFiscale(input),
        (tr, input) =>
          tr(
            typeof input === 'string' && hasCodiceFiscaleShape(input)
              ? m.codiceFiscaleCheck
              : m.codiceFiscale,
            {
              field: label(tr, field),
            },
          ),
      ),
    fiscalCode: (field) =>
      rule(
        (input) => typeof input === 'string' && isFiscalCode(input),
        (tr, input) => {
          const text = typeof input === 'string' ? input.trim() : ''
          const shaped = /^\d{11}$/.test(text) || hasCodiceFiscaleShape(text)
          const descriptor = !shaped
            ? m.codiceFiscale
            : /^\d{11}$/.test(text)
              ? m.partitaIvaCheck
              : m.codiceFiscaleCheck
          return tr(descriptor, { field: label(tr, field) })
        },
      ),
    partitaIva: (field) =>
      rule(
        (input) => typeof input === 'string' && isPartitaIva(input),
        (tr, input) =>
          tr(typeof input === 'string' && /^\d{11}$/.test(input.trim()) ? m.partitaIvaCheck : m.partitaIva, {
            field: label(tr, field),
          }),
      ),
    sdiCode: (field) =>
      simple(field, m.sdiCode, (input) => typeof input === 'string' && SDI_CODE_REGEX.test(input.trim())),
    province: (field) =>
      simple(field, m.province, (input) => typeof input === 'string' && isProvinceCode(input)),
    codiceRea: (field) =>
      simple(field, m.codiceRea, (input) => typeof input === 'string' && CODICE_REA_REGEX.test(input)),
    lt: (field, n) => numberRule(field, m.lt, n, (value) => value < n),
    lte: (field, n) => numberRule(field, m.lte, n, (value) => value <= n),
    gt: (field, n) => numberRule(field, m.gt, n, (value) => value > n),
    gte: (field, n) => numberRule(field, m.gte, n, (value) => value >= n),
    minWords: (field, n) =>
      simple(field, m.minWords, (input) => String(input).trim().split(/\s+/).filter(Boolean).length >= n),
    url: (field) => simple(field, m.url, isUrl),
    plainText: (field) => simple(field, m.plainText, (input) => !BIDI_CONTROLS.test(String(input))),
    hasAllKeys: (field, keys) => simple(field, m.hasAllKeys, (input) => hasKeys(input, keys)),
    isAdult: (field, options = {}) => {
      const today = options.today ?? (() => new Date())
      return rule(
        (input) => {
          const birth = parseDate(input)
          const now = parseDate(today())
          return birth !== null && now !== null && dateKey(birth) + ADULT_AGE * 10_000 <= dateKey(now)
        },
        (tr, input) => {
          if (parseDate(input) === null) return tr(m.invalid, { field: label(tr, field) })
          return options.message === undefined ? tr(m.isAdult) : label(tr, options.message)
        },
      )
    },
    custom: <TInput>(field: FieldLabel, requirement: (input: TInput) => boolean) =>
      rule<TInput>(
        (input) => requirement(input as TInput),
        (tr) => tr(m.invalid, { field: label(tr, field) }),
      ),
    sameAs: <TInput extends Record<string, unknown>>(
      key: keyof TInput & string,
      targetKey: keyof TInput & string,
      field: FieldLabel,
      kind: 'confirmed' | 'userConfirmPassword' = 'confirmed',
    ) =>
      v.forward<TInput, v.CheckIssue<TInput>, [string]>(
        v.check<TInput, (issue: v.CheckIssue<TInput>) => string>(
          (input) => input[key] === input[targetKey],
          (issue) => {
            const tr = pick(issue.lang)
            return tr(m[kind], { field: label(tr, field) })
          },
        ),
        [key] as never,
      ),
  }
}

/** Rules that speak the language of the parse config (`{ lang: 'en' }`), Italian by default. */
export const rules: Rules = createRules()
