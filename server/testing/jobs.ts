/** Factories of the jobs area (issue 18): a CV in a user's media, HR users with a company. */
import { randomBytes } from 'node:crypto'
import type { Db } from '../core/db/index.ts'
import { media } from '../features/media/tables.ts'
import { createCompany, createUser, type CreatedUser, type UserOptions } from './factories.ts'

/** A PDF row in the user's `cv` collection (the bytes are not written: only the row is read). */
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

/** An HR user with their company. */
export async function createRecruiter(
  db: Db,
  options: UserOptions = {},
): Promise<CreatedUser & { companyId: number }> {
  const created = await createUser(db, { role: 'hr', ...options })
  const company = await createCompany(db, { owner: created.user.id })
  return { ...created, companyId: company.id }
}
