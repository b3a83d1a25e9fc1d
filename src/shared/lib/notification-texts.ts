/**
 * How an area writes the sentences of the notifications it declares (issue 33): its
 * src/features/<area>/notification-texts.ts default-exports `defineNotificationTexts(declarations,
 * { key: (input) => i18n._(msg`…`) })`, one text per declaration of contracts/<area>/notifications.ts
 * (the compiler asks for every key). src/features/notifications collects the files with
 * `import.meta.glob`, so a new area adds its own without editing a central list.
 *
 * A text reads the data as stored: a row written before a field existed still reads as a sentence.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AreaNotifications, StoredData } from '../../../contracts/core/notifications'

export interface NotificationTextInput {
  i18n: I18n
  data: StoredData
  /** `data.name` (who did it), or «Qualcuno». */
  name: string
  /** `data.title` (the course, the listing, …), or a dash. */
  title: string
}

export type NotificationText = (input: NotificationTextInput) => string

export interface AreaNotificationTexts {
  declarations: AreaNotifications
  /** By declaration key. */
  texts: Readonly<Record<string, NotificationText>>
}

export function defineNotificationTexts<A extends AreaNotifications>(
  declarations: A,
  texts: { readonly [K in keyof A]: NotificationText },
): AreaNotificationTexts {
  return { declarations, texts }
}

/** A stored string worth showing (trimmed of nothing, cut at 200 characters), or `otherwise`. */
export const storedText = (value: unknown, otherwise: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 200) : otherwise

/** A stored amount in cents, when it is one. */
export const storedCents = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/** Euros from cents in the reader's format (59,00 € / €59.00). */
export const euros = (i18n: I18n, cents: number): string =>
  i18n.number(cents / 100, { style: 'currency', currency: 'EUR' })

/** What every text gets besides the data: who did it and what it is about, with their fallbacks. */
export function notificationTextInput(i18n: I18n, data: StoredData): NotificationTextInput {
  return {
    i18n,
    data,
    name: storedText(data.name, i18n._(msg`Qualcuno`)),
    title: storedText(data.title, '—'),
  }
}
