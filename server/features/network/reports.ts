/**
 * Closing reports on profiles, for the admins' area (issue 33: admin calls network's services, it
 * does not write network's tables): one report dismissed, or every open report on a user's
 * profile when an admin blocks or deactivates them.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { profileReports } from './tables.ts'

/** A database or a transaction on it. */
type Writer = Pick<Db, 'update'>

/** Closes the open report `id`; answers its id, or null when there is no such open report. */
export async function closeProfileReport(db: Writer, id: number): Promise<number | null> {
  const [closed] = await db
    .update(profileReports)
    .set({ status: 'closed' })
    .where(and(eq(profileReports.id, id), eq(profileReports.status, 'open')))
    .returning({ id: profileReports.id })
  return closed?.id ?? null
}

/** Closes the open reports on the user's profile (in the caller's transaction). */
export async function closeReportsOnProfile(tx: Writer, userId: number): Promise<void> {
  await tx
    .update(profileReports)
    .set({ status: 'closed' })
    .where(and(eq(profileReports.reported_id, userId), eq(profileReports.status, 'open')))
}
