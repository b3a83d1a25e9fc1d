/** Factories of the social area (issue 17; beside it, issue 33): posts written straight into the table. */
import type { Db } from '../../core/db/index.ts'
import { posts } from './tables.ts'

export async function createPost(
  db: Db,
  userId: number,
  text = 'Un post di prova',
  options: Partial<typeof posts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(posts)
    .values({ user_id: userId, text, ...options })
    .returning()
  return row
}
