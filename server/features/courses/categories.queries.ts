import { asc } from 'drizzle-orm'
import type { Category } from '../../../contracts/courses/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import { categories } from './tables.ts'

/** Read on every catalogue and home page: built once per database (see preparedQuery). */
const categoriesInOrder = preparedQuery((db) =>
  db
    .select({
      id: categories.id,
      slug: categories.slug,
      name_it: categories.name_it,
      name_en: categories.name_en,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id))
    .prepare('categories_in_order'),
)

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await categoriesInOrder(db).execute()
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: { it: row.name_it, en: row.name_en } }))
}
