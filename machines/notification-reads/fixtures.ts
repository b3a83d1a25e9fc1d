import type { Notification } from '../../contracts/notifications/schemas'

/** The page opened at 10:00 on 1 March 2025. */
export const OPENED_AT = Date.parse('2025-03-01T10:00:00Z')

export const notification = (id: number, createdAt: string, readAt: string | null = null): Notification => ({
  id,
  slug_type: 'new_follower',
  data: { name: 'Giulia Bianchi', user_id: 7, slug: 'giulia-bianchi' },
  read_at: readAt,
  created_at: createdAt,
})

export const older = notification(1, '2025-03-01T09:00:00Z')
export const newer = notification(2, '2025-03-01T09:30:00Z')
/** Pushed after the page opened. */
export const pushed = notification(3, '2025-03-01T10:05:00Z')

/** When the reader asked for each mark. */
export const ASKED_AT = '2025-03-01T10:10:00.000Z'
export const SERVER_READ_AT = '2025-03-01T10:10:01.000Z'
