/**
 * A fingerprint of everything a database holds: per table, the row count and a SHA-256 of its rows.
 * The seed test compares it with the fingerprint of the demo data as it was when the seeds were
 * split per area, so moving seed code between areas can never change a single value unnoticed.
 *
 * Left out, because they differ on every run: `users.password` (scrypt with a random salt; the seed
 * test checks the demo password separately), timestamps the database filled in with now() (equal to
 * the initialising transaction's time, recorded as app_meta.updated_at) and app_meta itself.
 */
import { createHash } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../core/db/index.ts'

export type Fingerprint = Record<string, { rows: number; sha256: string }>

const VOLATILE_COLUMNS: Record<string, string[]> = { users: ['password'] }

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
async function query<T>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as T[] | { rows: T[] }
  return Array.isArray(result) ? result : result.rows
}

export async function fingerprint(db: Db): Promise<Fingerprint> {
  return db.transaction(async (tx) => {
    // Timestamps become text in the session's time zone: pin it, so PGlite and PostgreSQL agree.
    await tx.execute(sql`set local timezone to 'UTC'`)
    const tables = await query<{ name: string }>(
      tx,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'app_meta'
          order by table_name`,
    )
    const [{ now }] = await query<{ now: string | null }>(
      tx,
      sql`select (select to_jsonb(updated_at) #>> '{}' from app_meta where key = 'initialized_at') as now`,
    )
    const result: Fingerprint = {}
    for (const { name } of tables) {
      const rows = (
        await query<{ row: string }>(
          tx,
          sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} as t`,
        )
      ).map(({ row }) => {
        const values = JSON.parse(row) as Record<string, unknown>
        for (const column of VOLATILE_COLUMNS[name] ?? []) delete values[column]
        for (const [column, value] of Object.entries(values)) if (value === now) values[column] = 'now()'
        return JSON.stringify(values)
      })
      rows.sort()
      const hash = createHash('sha256')
      for (const row of rows) hash.update(row).update('\n')
      result[name] = { rows: rows.length, sha256: hash.digest('hex').slice(0, 16) }
    }
    return result
  })
}
