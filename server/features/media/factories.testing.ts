/**
 * Factories of the media area's rows, for tests (issue 33: factories beside their area): a file
 * row in a user's media (the bytes are not written: only the row is read).
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../../core/db/index.ts'
import { media } from './tables.ts'

/** A PDF row in the user's `cv` collection (an `avatar` row for a WebP, a wrong CV's type). */
export async function createCv(
  db: Db,
  ownerId: number,
  mime: 'application/pdf' | 'image/webp' = 'application/pdf',
) {
  const [row] = await db
    .insert(media)
    .values({
      owner_id: ownerId,
      collection: mime === 'application/pdf' ? 'cv' : 'avatar',
      mime,
      size: 1234,
      name: 'cv.pdf',
      path: `${randomBytes(8).toString('hex')}.pdf`,
    })
    .returning()
  return row
}
