/**
 * The sentence a notification shows, in the reader's language, and where it leads (SPEC.md §3,
 * issue 35). Nobody lists the types here (issue 33): each area declares its notifications in
 * contracts/<area>/notifications.ts (type, payload, link) and writes their texts in
 * src/features/<area>/notification-texts.ts; both are collected from the folders. A type no area
 * declares (an old row) still reads as a notification, never as a code, and leads nowhere.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { notificationsFromModules, type NotificationDestination } from '../../../contracts/core/notifications'
import type { Notification } from '../../../contracts/notifications/schemas'
import {
  notificationTextInput,
  type AreaNotificationTexts,
  type NotificationText,
} from '../../shared/lib/notification-texts'

export const notificationRegistry = notificationsFromModules(
  import.meta.glob('../../../contracts/*/notifications.ts', { eager: true }),
)

/**
 * The texts by slug_type, from the modules of src/features/<area>/notification-texts.ts (each
 * default-exports one defineNotificationTexts, or a list of them).
 */
export function notificationTextsFromModules(
  modules: Record<string, unknown>,
): Map<string, NotificationText> {
  const texts = new Map<string, NotificationText>()
  for (const [source, module] of Object.entries(modules)) {
    const declared = (module as { default?: unknown } | null)?.default
    const sets = (Array.isArray(declared) ? declared : [declared]) as (AreaNotificationTexts | undefined)[]
    for (const set of sets) {
      if (!set?.declarations || !set.texts)
        throw new Error(`${source} must export default defineNotificationTexts(declarations, { … })`)
      for (const [key, declaration] of Object.entries(set.declarations)) {
        const text = set.texts[key]
        if (!text) throw new Error(`${source} has no text for ${declaration.area}.${key}`)
        if (texts.has(declaration.type))
          throw new Error(`${source}: the text of '${declaration.type}' is written twice`)
        texts.set(declaration.type, text)
      }
    }
  }
  return texts
}

export const notificationTexts = notificationTextsFromModules(
  import.meta.glob('../*/notification-texts.ts', { eager: true }),
)

export function notificationText(i18n: I18n, notification: Notification): string {
  const text = notificationTexts.get(notification.slug_type)
  if (!text) return i18n._(msg`Hai una nuova notifica.`)
  return text(notificationTextInput(i18n, notification.data ?? {}))
}

/**
 * Where a notification leads (its area's declaration): a route, its parameters and maybe an
 * anchor; null for an undeclared type, a type that leads nowhere or data that lacks the subject.
 */
export function notificationLink(notification: Notification): NotificationDestination | null {
  return notificationRegistry.destination(notification)
}
