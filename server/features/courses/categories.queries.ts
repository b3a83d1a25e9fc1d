import { asc } from 'drizzle-orm'
import type { Category } from '../../../contracts/courses/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { categories } from './tables.ts'

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id))
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: { it: row.name_it, en: row.name_en } }))
}
