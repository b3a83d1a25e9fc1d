/** Storing, listing and deleting a user's files: the row in `media`, the bytes in the media storage. */
import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { Media, MediaCollection } from '../../../contracts/media/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { publishPictureRemoved, publishPictureStored } from './events.ts'
import type { MediaStorage } from './storage.ts'
import { media, type MediaRow } from './tables.ts'

/** The public address of a stored file: its random name, so files cannot be walked by id. */
export const mediaUrl = (row: Pick<MediaRow, 'path'>) => `/media/${row.path}`

export function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    collection: row.collection,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    name: row.name,
    url: mediaUrl(row),
    created_at: row.created_at.toISOString(),
  }
}

/** The collections a profile shows as its picture (SPEC.md §3 Profile avatar/cover), one per user. */
const PICTURES: Partial<Record<MediaCollection, 'avatar' | 'cover'>> = { avatar: 'avatar', cover: 'cover' }

export interface NewFile {
  collection: MediaCollection
  mime: 'image/webp' | 'application/pdf'
  data: Buffer
  width: number | null
  height: number | null
  name: string
}

/**
 * Writes the file, then its row; an avatar or cover replaces the user's previous one (row and
 * file) and becomes the profile's picture.
 */
export async function storeFile(
  db: Db,
  storage: MediaStorage,
  ownerId: number,
  file: NewFile,
): Promise<MediaRow> {
  const name = `${randomUUID()}.${file.mime === 'image/webp' ? 'webp' : 'pdf'}`
  await storage.put(name, file.data, file.mime)
  const picture = PICTURES[file.collection]
  let replaced: MediaRow[] = []
  let row: MediaRow
  try {
    row = await db.transaction(async (tx) => {
      if (picture) {
        replaced = await tx
          .delete(media)
          .where(and(eq(media.owner_id, ownerId), eq(media.collection, file.collection)))
          .returning()
      }
      const [inserted] = await tx
        .insert(media)
        .values({
          owner_id: ownerId,
          collection: file.collection,
          mime: file.mime,
          size: file.data.length,
          width: file.width,
          height: file.height,
          name: file.name,
          path: name,
        })
        .returning()
      // profiles shows it as the profile's picture, in this transaction (its subscribers.ts)
      if (picture) await publishPictureStored(tx, { user_id: ownerId, picture, url: mediaUrl(inserted) })
      return inserted
    })
  } catch (error) {
    await storage.remove(name)
    throw error
  }
  // Only once the new row is committed: a failure above leaves the previous picture in place.
  await Promise.all(replaced.map((old) => storage.remove(old.path)))
  return row
}

export async function listFiles(db: Db, ownerId: number): Promise<MediaRow[]> {
  return db.select().from(media).where(eq(media.owner_id, ownerId)).orderBy(desc(media.id))
}

export async function fileOwner(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ owner: media.owner_id }).from(media).where(eq(media.id, id))
  return row?.owner ?? null
}

export async function findByName(db: Db, name: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.path, name))
  return row
}

/** Deletes the row and the file; the profile no longer shows a picture that is gone. */
export async function deleteFile(db: Db, storage: MediaStorage, id: number): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(media).where(eq(media.id, id)).returning()
    const picture = deleted && PICTURES[deleted.collection]
    if (picture)
      await publishPictureRemoved(tx, { user_id: deleted.owner_id, picture, url: mediaUrl(deleted) })
    return deleted
  })
  if (row) await storage.remove(row.path)
}
