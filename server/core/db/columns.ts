/**
 * Column builders every tables.ts uses, so ids and timestamps read (and migrate) the same in
 * every area; a reference to the owning user is `userRef()` in tables.ts. Only plain PostgreSQL types older than 15: the migrations run unchanged on
 * PGlite and PostgreSQL 15.
 */
import { integer, timestamp } from 'drizzle-orm/pg-core'

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
