/**
 * Query and path inputs every area shares: the rules for parameters that arrive as text (a single
 * value, a whole number, a bounded length), the paginated lists' `PageQuery`, and their messages.
 * The messages go back to the caller in the 422 envelope, so they say what to send instead of what
 * went wrong inside the parser. Areas build their own inputs from `inputRules(t)`.
 */
import * as v from 'valibot'
import { DEFAULT_PAGE_SIZE, SEARCH_TEXT_MAX, type Locale } from './constants'
import {
  createTranslate,
  interpolate,
  perLocale,
  translateIt,
  type MessageDescriptor,
  type Translate,
} from './validation'

/**
 * Placeholders: {field} the name of the query or path parameter (what the caller typed, so it is
 * not translated), {n} a number. The ids predate the move to contracts/core and stay as they are,
 * since the catalogs are keyed by them.
 */
export const inputMessages = {
  singleValue: /*i18n*/ {
    id: 'public.input.single_value',
    message: 'Il campo {field} deve avere un solo valore.',
  },
  wholeNumber: /*i18n*/ {
    id: 'public.input.whole_number',
    message: 'Il campo {field} deve essere un numero intero.',
  },
  minValue: /*i18n*/ { id: 'public.input.min_value', message: 'Il campo {field} deve essere almeno {n}.' },
  maxValue: /*i18n*/ {
    id: 'public.input.max_value',
    message: 'Il campo {field} non può essere maggiore di {n}.',
  },
  maxLength: /*i18n*/ {
    id: 'public.input.max_length',
    message: 'Il campo {field} non può contenere più di {n, plural, one {# carattere} other {# caratteri}}.',
  },
  categorySlug: /*i18n*/ {
    id: 'public.input.category_slug',
    message: 'Il campo {field} deve essere lo slug di una categoria.',
  },
} as const satisfies Record<string, MessageDescriptor>

type InputMessageId = (typeof inputMessages)[keyof typeof inputMessages]['id']

/** English text of every message above, by Lingui id (the same texts are in locales/en). */
export const inputMessagesEn = {
  'public.input.single_value': 'The {field} field must be a single value.',
  'public.input.whole_number': 'The {field} field must be a whole number.',
  'public.input.min_value': 'The {field} field must be at least {n}.',
  'public.input.max_value': 'The {field} field must not be greater than {n}.',
  'public.input.max_length':
    'The {field} field must not be longer than {n, plural, one {# character} other {# characters}}.',
  'public.input.category_slug': 'The {field} field must be a category slug.',
} as const satisfies Record<InputMessageId, string>

/** The largest page a list serves. */
export const MAX_PAGE_SIZE = 100

/** The English translator of the messages above; anything else gets the Italian source text. */
export const translateInputEn: Translate = createTranslate(inputMessagesEn)
const translateInputFor = (locale: string | undefined): Translate =>
  locale === 'en' ? translateInputEn : translateIt

/**
 * The building blocks of text inputs, with messages rendered by `t` (Lingui in the SPA). Without
 * `t` each message follows the `lang` of the parse config, Italian by default.
 */
export function inputRules(t?: Translate) {
  const say =
    (descriptor: MessageDescriptor, field: string, n?: number) =>
    (issue: { lang?: string }): string =>
      (t ?? translateInputFor(issue.lang))(descriptor, n === undefined ? { field } : { field, n })
  const m = inputMessages

  /** A query or path parameter given once, as text (`?a=1&a=2` arrives as an array). */
  const single = (field: string) => v.string(say(m.singleValue, field))

  /**
   * A positive whole number sent as text, e.g. a page or an id. No more digits than the largest
   * safe integer has: a longer one is out of range anyway, so it gets the same message.
   */
  const positiveInteger = (field: string, max = Number.MAX_SAFE_INTEGER) =>
    v.pipe(
      single(field),
      v.regex(/^\d+$/, say(m.wholeNumber, field)),
      v.maxLength(String(Number.MAX_SAFE_INTEGER).length, say(m.maxValue, field, max)),
      v.toNumber(say(m.wholeNumber, field)),
      v.minValue(1, say(m.minValue, field, 1)),
      v.maxValue(max, say(m.maxValue, field, max)),
    )

  /** Text of at most `n` characters. */
  const maxLength = (field: string, n: number) =>
    v.maxLength<string, number, ReturnType<typeof say>>(n, say(m.maxLength, field, n))

  return { say, single, positiveInteger, maxLength, messages: m }
}

/** The shared input schemas, with messages rendered by `t` (see inputRules). */
export function createInputSchemas(t?: Translate) {
  const { positiveInteger } = inputRules(t)

  /** Query of every paginated list: `page` (from 1) and `perPage` (default 10, SPEC.md §3, at most 100). */
  const PageQuery = v.object({
    page: v.optional(positiveInteger('page'), '1'),
    perPage: v.optional(positiveInteger('perPage', MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
  })

  return { PageQuery }
}

export type InputSchemas = ReturnType<typeof createInputSchemas>

/** The shared input schemas speaking one language: what the server validates with. */
export const inputSchemasFor = perLocale(createInputSchemas, translateInputEn)

/** The language-of-the-parse-config variants (`{ lang: 'en' }`), handy for types and tests. */
export const { PageQuery } = createInputSchemas()
export type PageQuery = v.InferOutput<typeof PageQuery>

/**
 * A message only the API speaks (about a path parameter no form fills in), in both languages and
 * outside the Lingui catalogs: it follows the `lang` of the parse, Italian by default.
 */
export const apiMessage =
  (text: Record<Locale, string>, values: Record<string, unknown> = {}) =>
  (issue: { lang?: string }): string =>
    interpolate(issue.lang === 'en' ? text.en : text.it, values)

/**
 * A text an API input takes, trimmed, with its messages in both languages: required or not, at most
 * `max` characters (for inputs only the API checks; the SPA's forms say the same through Lingui).
 */
export const apiText = (field: string, max: number, required: boolean) =>
  v.pipe(
    v.string(apiMessage({ it: `${field} è un testo.`, en: `${field} is a text.` })),
    v.trim(),
    v.check(
      (value: string) => !required || value.length > 0,
      apiMessage({ it: `Scrivi ${field}.`, en: `Write the ${field}.` }),
    ),
    v.maxLength(
      max,
      apiMessage(
        { it: `${field}: al massimo {max} caratteri.`, en: `${field}: at most {max} characters.` },
        { max },
      ),
    ),
  )

/** An optional search text of a list's query (`?q=`, `?place=`): one value, trimmed, bounded. */
export const searchText = (field: string) =>
  v.optional(
    v.pipe(
      inputRules().single(field),
      v.trim(),
      v.maxLength(
        SEARCH_TEXT_MAX,
        apiMessage(
          { it: `${field}: al massimo {max} caratteri.`, en: `${field}: at most {max} characters.` },
          { max: SEARCH_TEXT_MAX },
        ),
      ),
    ),
  )
