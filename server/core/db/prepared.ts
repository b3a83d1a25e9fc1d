/**
 * Queries built once per database instead of on every call. Building a Drizzle query (walking its
 * SQL chunks, naming columns, mapping the selection) costs more than a small indexed read on
 * PostgreSQL: on GET /api/public/categories it was a fifth of the server's CPU. A prepared query
 * keeps the SQL text and the row mapping; PostgreSQL's own statement cache (postgres.js prepares
 * by default) does the rest. Keyed by the Drizzle handle, since tests open many databases.
 *
 *   const categoriesInOrder = preparedQuery((db) => db.select().from(categories).orderBy(…).prepare('categories_in_order'))
 *   const rows = await categoriesInOrder(db).execute()
 */
import type { Db } from './index.ts'

export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
