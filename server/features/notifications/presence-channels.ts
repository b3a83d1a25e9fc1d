/**
 * Presence channels the product offers, each declared by the area it belongs to: the area says who
 * may join (`definePresenceChannel('presence-course.', mayJoin)`), and POST /api/broadcasting/auth
 * signs the member it joins as — the caller's own id and name, never what the client claims.
 */
import type { Db } from '../../core/db/index.ts'
import type { UserRow } from '../../core/db/tables.ts'
import type { PresenceMember } from './realtime/channel-hub.ts'

/** Whether the user may be present on the channel `${prefix}${id}` (false for an unknown id too). */
export type MayJoin = (db: Db, user: UserRow, id: number) => Promise<boolean>

const channels = new Map<string, MayJoin>()

/** Declares the presence channels `${prefix}{id}`: prefix like 'presence-course.'. */
export function definePresenceChannel(prefix: `presence-${string}.`, mayJoin: MayJoin): void {
  channels.set(prefix, mayJoin)
}

/** The member the user joins a presence channel as, or null when the channel is unknown or closed to them. */
export async function presenceMember(
  db: Db,
  user: UserRow,
  channelName: string,
): Promise<PresenceMember | null> {
  const dot = channelName.lastIndexOf('.')
  const mayJoin = channels.get(channelName.slice(0, dot + 1))
  const id = channelName.slice(dot + 1)
  if (!mayJoin || !/^[1-9]\d{0,8}$/.test(id)) return null
  if (!(await mayJoin(db, user, Number(id)))) return null
  return { user_id: String(user.id), user_info: { name: `${user.first_name} ${user.last_name}`.trim() } }
}
