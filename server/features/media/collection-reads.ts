/**
 * How other areas read a person's files by collection (issue 33: reads go through the owner's face):
 * a read view of who owns which file in which collection, to count or filter inside their own SQL
 * (a subquery built without a db; PostgreSQL inlines it, so the plan is the one of the table it
 * replaces), and a profile's documents (certificates, CVs, master's), newest first.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import { media } from './tables.ts'

const qb = new QueryBuilder()

/** Who owns which file in which collection (avatar, cover, certificates, cv, master…). */
export const mediaCollectionView = <A extends string = 'media_collection'>(as: A = 'media_collection' as A) =>
  qb.select({ id: media.id, owner_id: media.owner_id, collection: media.collection }).from(media).as(as)

/** Built once (core/db/prepared.ts): every visit of a public profile reads them. */
const documentsOf = preparedQuery((db) =>
  db
    .select()
    .from(media)
    .where(
      and(
        eq(media.owner_id, sql.placeholder('userId')),
        inArray(media.collection, ['certificates', 'cv', 'master']),
      ),
    )
    .orderBy(desc(media.id))
    .prepare('profile_media_lists'),
)

/** A person's certificates, CVs and master's files, newest first (toMedia gives each as others see it). */
export const profileDocumentRowsOf = (db: Db, userId: number) => documentsOf(db).execute({ userId })
