/**
 * Where a member's documents (CVs, certificates, diplomas) are shown: the profile's media section
 * (docs/ARCHITECTURE.md "Profiles"), registered with media, which decides who downloads a document
 * (issue 33: media does not read the profiles table).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { registerDocumentShelf } from '../media/index.ts'
import { profiles } from './tables.ts'

/**
 * To whom `ownerId`'s documents are shown: nobody when the account is gone, blocked or deactivated
 * or the media section is hidden; else everyone on a public profile, logged-in users on another.
 */
export async function documentShelf(db: Db, ownerId: number): Promise<'public' | 'members' | 'hidden'> {
  const [profile] = await db
    .select({ is_public: profiles.is_public, hidden: profiles.hidden_sections, status: users.status })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(eq(profiles.user_id, ownerId))
  if (!profile || profile.status !== 'active' || (profile.hidden as string[]).includes('media'))
    return 'hidden'
  return profile.is_public ? 'public' : 'members'
}

export function registerProfileDocuments(): void {
  registerDocumentShelf(documentShelf)
}
