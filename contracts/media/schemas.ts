/**
 * Uploaded files (SPEC.md §3 Profile avatar/cover/cv, §7 media): the collections a file goes
 * into, what each accepts and how big, and the stored file as the API answers it.
 */
import * as v from 'valibot'

/** master: a master's diploma or similar qualification (SPEC.md §3 Profile media master), as PDF. */
export const MEDIA_COLLECTIONS = ['avatar', 'cover', 'cv', 'certificates', 'master'] as const
export type MediaCollection = (typeof MEDIA_COLLECTIONS)[number]

/** Images are checked from their bytes, re-encoded and stored as WebP; documents as PDF, as sent. */
export const IMAGE_COLLECTIONS: ReadonlySet<MediaCollection> = new Set<MediaCollection>(['avatar', 'cover'])

/** Size limit of one upload, images and PDFs alike. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024

/** The box each image collection is cover-cropped to. */
export const IMAGE_SIZES = {
  avatar: { width: 512, height: 512 },
  cover: { width: 1600, height: 400 },
} as const satisfies Partial<Record<MediaCollection, { width: number; height: number }>>

/** What the file input offers (the server checks the bytes whatever the browser says). */
export const ACCEPT: Record<MediaCollection, string> = {
  avatar: 'image/jpeg,image/png,image/webp',
  cover: 'image/jpeg,image/png,image/webp',
  cv: 'application/pdf',
  certificates: 'application/pdf',
  master: 'application/pdf',
}

export const Media = v.object({
  id: v.number(),
  collection: v.picklist(MEDIA_COLLECTIONS),
  mime: v.picklist(['image/webp', 'application/pdf']),
  size: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  /** The original file name (documents), for the list the user sees. */
  name: v.string(),
  url: v.string(),
  created_at: v.string(),
})
export type Media = v.InferOutput<typeof Media>

export const MediaIdParams = v.object({
  id: v.pipe(
    v.string('The media id must be a number.'),
    v.regex(/^\d{1,9}$/, 'The media id must be a number.'),
    v.transform(Number),
  ),
})
