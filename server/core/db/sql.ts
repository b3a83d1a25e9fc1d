import { getTableName, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from './index.ts'

/** The rows of a raw statement: PGlite answers { rows }, postgres-js the rows themselves. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[]
}

/**
 * "table"."column", always. Drizzle leaves columns unqualified in a query without joins, and
 * inside a correlated subquery an unqualified "id" silently means the inner table's id.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}

/** Text taken literally inside a LIKE pattern: `%`, `_` and the escape character itself escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`)
