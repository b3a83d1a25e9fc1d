/**
 * Closing reports on posts and comments, for the admins' area (issue 33: admin calls social's
 * services, it does not write social's tables): when an admin blocks or deactivates a user, the
 * open reports on their posts and comments are closed with it.
 */
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { contentReports, postComments, posts } from './tables.ts'

/** A database or a transaction on it. */
type Writer = Pick<Db, 'select' | 'update'>

/** Closes the open reports on the user's posts and comments (in the caller's transaction). */
export async function closeReportsOnContentOf(tx: Writer, userId: number): Promise<void> {
  await tx
    .update(contentReports)
    .set({ status: 'closed' })
    .where(
      and(
        eq(contentReports.status, 'open'),
        or(
          inArray(
            contentReports.post_id,
            tx.select({ id: posts.id }).from(posts).where(eq(posts.user_id, userId)),
          ),
          inArray(
            contentReports.comment_id,
            tx.select({ id: postComments.id }).from(postComments).where(eq(postComments.user_id, userId)),
          ),
        ),
      ),
    )
}
