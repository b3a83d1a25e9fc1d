/**
 * Who may download a stored document (issue 32), decided by rules the areas that show documents
 * register here (issue 33: media does not read its users' tables). A document (a CV, a certificate,
 * a diploma) goes to its owner and admins; to anyone a registered grant lets in (jobs: a CV sent
 * with an application reaches the listing's owner); else as the owner's documents are shown
 * (profiles: the profile's media section: to everyone on a public profile, to logged-in users on a
 * private one, to nobody when the account is gone, blocked or deactivated or the section is
 * hidden). With no shelf registered, documents reach their owner and admins only.
 */
import type { Db } from '../../core/db/index.ts'
import type { MediaRow } from './tables.ts'

/** Whether `viewerId` may read the document whatever its owner's documents show. */
export type DocumentGrant = (db: Db, fileId: number, viewerId: number) => Promise<boolean>

/** To whom `ownerId`'s documents are shown: everyone, logged-in users, nobody. */
export type DocumentShelf = (db: Db, ownerId: number) => Promise<'public' | 'members' | 'hidden'>

const grants = new Map<string, DocumentGrant>()
let shelf: DocumentShelf | null = null

/** Adds the grant `name` (again is the same as once: every app built in a process shares it). */
export function registerDocumentGrant(name: string, grant: DocumentGrant): void {
  grants.set(name, grant)
}

/** Says where documents are shown (one area does: the one showing them, profiles). */
export function registerDocumentShelf(rule: DocumentShelf): void {
  shelf = rule
}

/**
 * Whether `viewer` may download `file`: 'ok'; 'login' for a visitor who would see it logged in;
 * 'none' otherwise.
 */
export async function documentSight(
  db: Db,
  file: Pick<MediaRow, 'id' | 'owner_id'>,
  viewer: { id: number; roles: readonly string[] } | null,
): Promise<'ok' | 'login' | 'none'> {
  const ownerId = file.owner_id
  if (viewer && (viewer.id === ownerId || viewer.roles.includes('admin'))) return 'ok'
  if (viewer) {
    for (const grant of grants.values()) if (await grant(db, file.id, viewer.id)) return 'ok'
  }
  const shown = shelf ? await shelf(db, ownerId) : 'hidden'
  if (shown === 'hidden') return 'none'
  return viewer || shown === 'public' ? 'ok' : 'login'
}
