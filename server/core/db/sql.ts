import { getTableName, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * "table"."column", always. Drizzle leaves columns unqualified in a query without joins, and
 * inside a correlated subquery an unqualified "id" silently means the inner table's id.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}

/** Text taken literally inside a LIKE pattern: `%`, `_` and the escape character itself escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`)
