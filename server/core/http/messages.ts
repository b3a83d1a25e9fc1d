/**
 * The core's own messages (input guard, 422 summaries, 429), in both languages, and the helper every
 * area uses for its messages.ts: `createMessages({ key: { it, en } })` gives `say(key, locale, values)`
 * and `sayIssue(key)` (a valibot message that speaks the `lang` of the parse).
 */
import type { Locale } from '../../../contracts/core/constants.ts'
import { format } from '../../../contracts/core/icu.ts'

export type MessageTable = Record<string, Record<Locale, string>>

export function createMessages<T extends MessageTable>(table: T) {
  function say(key: keyof T, locale: Locale, values: Record<string, string | number> = {}): string {
    return format(table[key][locale], values, locale)
  }
  const sayIssue =
    (key: keyof T, values: Record<string, string | number> = {}) =>
    (issue: { lang?: string }): string =>
      say(key, issue.lang === 'en' ? 'en' : 'it', values)
  return { table, say, sayIssue }
}

export const coreMessages = createMessages({
  nulCharacter: {
    it: 'Il campo {field} contiene un carattere non ammesso (NUL).',
    en: 'The {field} field contains a character that is not allowed (NUL).',
  },
  loneSurrogate: {
    it: 'Il campo {field} contiene un carattere Unicode non valido.',
    en: 'The {field} field contains an invalid Unicode character.',
  },
  tooDeep: {
    it: 'Il corpo della richiesta è annidato troppo in profondità (al massimo {max} livelli).',
    en: 'The request body is nested too deeply (at most {max} levels).',
  },
  bodyNotObject: {
    it: 'Il corpo della richiesta deve essere un oggetto JSON.',
    en: 'The request body must be a JSON object.',
  },
  // A field a schema refuses without a message of its own (SPEC.md §5's generic default).
  invalidField: { it: 'Il campo {field} non è valido.', en: '{field} is not valid.' },
  // The summary of a 422 (Laravel's ' (and N more errors)'), after the first problem.
  invalidData: { it: 'I dati inviati non sono validi.', en: 'The given data was invalid.' },
  moreErrors: {
    it: '{count, plural, one { (e un altro errore)} other { (e altri # errori)}}',
    en: '{count, plural, one { (and # more error)} other { (and # more errors)}}',
  },
  // A 429 from any area's rate limits (server/core/rate-limit.ts).
  tooManyAttempts: {
    it: 'Troppi tentativi. Riprova tra {seconds, plural, one {# secondo} other {# secondi}}.',
    en: 'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
})
