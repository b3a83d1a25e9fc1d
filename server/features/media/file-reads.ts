/**
 * How other areas read the stored files (issue 33): a file's owner and kind (jobs checks that a CV
 * is the applicant's own PDF), and a read view to join files inside their own SQL (jobs lists the
 * applications with their CV). A read view is a subquery built without a db; PostgreSQL inlines
 * it, so a join on it plans as the join on the table it replaces.
 */
import { eq } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { media } from './tables.ts'

const qb = new QueryBuilder()

/** A stored file as others may read it: whose, what kind, its name and where it lies. Join it on `id`. */
export const mediaFileView = (as = 'media') =>
  qb
    .select({ id: media.id, owner_id: media.owner_id, mime: media.mime, name: media.name, path: media.path })
    .from(media)
    .as(as)

/** A stored file's owner and kind, or undefined when there is no such file. */
export async function mediaFileOf(
  db: Pick<Db, 'select'>,
  id: number,
): Promise<{ owner: number; mime: 'image/webp' | 'application/pdf' } | undefined> {
  const [file] = await db
    .select({ owner: media.owner_id, mime: media.mime })
    .from(media)
    .where(eq(media.id, id))
  return file
}
