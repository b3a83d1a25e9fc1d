/** The building blocks of the profile's inputs: labels in both languages, texts, addresses, years, dates. */
import * as v from 'valibot'
import { formatDate, interpolate, parseDate, rules } from '../core/validation'
import { apiMessage } from '../core/input'
import { PROFILE_LIMITS } from './person'

// ---------------------------------------------------------------------------------------------
// Input building blocks

/** The name a message gives each field, in both languages (SPEC.md §5: 'Il campo {field} è richiesto'). */
export const LABELS: Record<string, { it: string; en: string }> = {
  school_name: { it: 'Scuola', en: 'School' },
  degree: { it: 'Titolo di studio', en: 'Degree' },
  field: { it: 'Indirizzo di studio', en: 'Field of study' },
  start_date: { it: 'Data di inizio', en: 'Start date' },
  end_date: { it: 'Data di fine', en: 'End date' },
  description: { it: 'Descrizione', en: 'Description' },
  role: { it: 'Ruolo', en: 'Role' },
  company: { it: 'Azienda', en: 'Company' },
  city: { it: 'Città', en: 'City' },
  language: { it: 'Lingua', en: 'Language' },
  title: { it: 'Titolo', en: 'Title' },
  author: { it: 'Autore', en: 'Author' },
  year: { it: 'Anno', en: 'Year' },
  url: { it: 'Sito web', en: 'Website' },
  website: { it: 'Sito web', en: 'Website' },
  client: { it: 'Cliente', en: 'Client' },
  name: { it: 'Nome', en: 'Name' },
  sector: { it: 'Settore', en: 'Sector' },
  bio: { it: 'Biografia', en: 'Biography' },
  mission: { it: 'Missione', en: 'Mission' },
  presentation: { it: 'Presentazione', en: 'Introduction' },
  birth_date: { it: 'Data di nascita', en: 'Date of birth' },
  address: { it: 'Indirizzo', en: 'Address' },
  address_number: { it: 'Numero civico', en: 'Street number' },
  province: { it: 'Provincia', en: 'Province' },
  region: { it: 'Regione', en: 'Region' },
  zip: { it: 'CAP', en: 'Postcode' },
  competences: { it: 'Competenze', en: 'Competences' },
  skills: { it: 'Competenze principali', en: 'Main skills' },
}
export const label = (field: string) => LABELS[field] ?? { it: field, en: field }

/** A web address, with or without its scheme ('linkedin.com/in/…' is taken as https). */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false
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

export const text = (field: string, max: number, required: boolean) =>
  v.pipe(
    v.string(
      apiMessage({
        it: `Il campo ${label(field).it} è un testo.`,
        en: `The ${label(field).en} field is a text.`,
      }),
    ),
    v.trim(),
    v.check(
      (value: string) => !required || value.length > 0,
      apiMessage({
        it: `Il campo ${label(field).it} è richiesto`,
        en: `The ${label(field).en} field is required`,
      }),
    ),
    v.maxLength(
      max,
      apiMessage(
        {
          it: `Il campo ${label(field).it} può avere al massimo {max} caratteri.`,
          en: `The ${label(field).en} field may have at most {max} characters.`,
        },
        { max },
      ),
    ),
  )

export const optionalText = (field: string, max: number) => v.optional(text(field, max, false), '')

export const url = (field: string) =>
  v.optional(
    v.pipe(
      text(field, PROFILE_LIMITS.url, false),
      v.check(
        (value: string) => value === '' || isWebAddress(value),
        apiMessage({
          it: `Il campo ${label(field).it} non è uno URL valido`,
          en: `The ${label(field).en} field is not a valid URL`,
        }),
      ),
      v.transform((value: string) =>
        value === '' || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`,
      ),
    ),
    '',
  )

export const year = () =>
  v.optional(
    v.pipe(
      v.string(apiMessage({ it: 'Il campo Anno è un anno.', en: 'The Year field is a year.' })),
      v.trim(),
      v.check(
        (value: string) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1900),
        apiMessage({
          it: 'L’anno ha quattro cifre (ad esempio 2021).',
          en: 'The year has four digits (for example 2021).',
        }),
      ),
      v.check(
        (value: string) => value === '' || Number(value) <= new Date().getFullYear(),
        apiMessage({
          it: 'L’anno non può essere nel futuro.',
          en: 'The year cannot be in the future.',
        }),
      ),
    ),
    '',
  )

export const today = () => new Date()

/** A calendar date sent as YYYY-MM-DD (what a date input gives), not after today (SPEC.md §5 dateBefore). */
export const pastDate = (field: string, required: boolean) =>
  v.pipe(
    v.string(
      apiMessage({
        it: `Il campo ${label(field).it} è una data (AAAA-MM-GG).`,
        en: `The ${label(field).en} field is a date (YYYY-MM-DD).`,
      }),
    ),
    v.maxLength(
      32,
      apiMessage({
        it: `Il campo ${label(field).it} è una data (AAAA-MM-GG).`,
        en: `The ${label(field).en} field is a date (YYYY-MM-DD).`,
      }),
    ),
    v.trim(),
    v.check(
      (value: string) => !required || value !== '',
      apiMessage({
        it: `Il campo ${label(field).it} è richiesto`,
        en: `The ${label(field).en} field is required`,
      }),
    ),
    v.check(
      (value: string) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && parseDate(value) !== null),
      apiMessage({
        it: `Il campo ${label(field).it} è una data (AAAA-MM-GG).`,
        en: `The ${label(field).en} field is a date (YYYY-MM-DD).`,
      }),
    ),
    rules.dateBefore(label(field).it, today),
  )

/** SPEC.md §5 dateAfter on the end of a period: 'La data non può essere minore rispetto al {date}'. */
export type Period = Record<string, unknown> & { start_date: string; end_date: string | null }
export const endNotBeforeStart = <T extends Period>() =>
  v.forward<T, v.CheckIssue<T>, ['end_date']>(
    v.check(
      (period: T) => !period.end_date || !period.start_date || period.end_date >= period.start_date,
      (issue) => {
        const start = parseDate((issue.input as T).start_date)
        return interpolate(
          issue.lang === 'en'
            ? 'The date cannot be earlier than {date}'
            : 'La data non può essere minore rispetto al {date}',
          { date: start ? formatDate(start) : '' },
        )
      },
    ),
    ['end_date'] as never,
  )

export const schoolId = v.optional(
  v.nullable(
    v.pipe(
      v.number(apiMessage({ it: 'Scegli una scuola dall’elenco.', en: 'Choose a school from the list.' })),
      v.integer(apiMessage({ it: 'Scegli una scuola dall’elenco.', en: 'Choose a school from the list.' })),
      v.minValue(
        1,
        apiMessage({ it: 'Scegli una scuola dall’elenco.', en: 'Choose a school from the list.' }),
      ),
      v.maxValue(
        2_147_483_647,
        apiMessage({ it: 'Scegli una scuola dall’elenco.', en: 'Choose a school from the list.' }),
      ),
    ),
  ),
  null,
)
