/**
 * A post's image (issue 17), through the media pipeline as the studio's covers: the type is read
 * from the bytes, sharp fits it within SOCIAL_LIMITS.imageBox and re-encodes it as WebP (nothing of
 * the original file, EXIF or GPS, is kept), the storage keeps it under a random name served at
 * /media/posts/:name. Only the post's author attaches or removes it; a replaced image's file goes.
 */
import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import sharp from 'sharp'
import { deletePostImage, uploadPostImage } from '../../../contracts/social/endpoints.ts'
import { SOCIAL_LIMITS } from '../../../contracts/social/schemas.ts'
import { forbidden, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { serveImmutableWebp, sniff, storageFor } from '../media/index.ts'
import { readOneFile } from '../../core/http/one-file.ts'
import { say } from './messages.ts'
import { loadPost, visiblePostRow } from './posts.queries.ts'
import { posts } from './tables.ts'

const PREFIX = '/media/posts/'
const STORED = /^post-[0-9a-f-]{36}\.webp$/

/** Removes a post's stored image file, if it has one of ours (after the post is deleted). */
export async function removeStoredImage(app: Parameters<FastifyPluginAsync>[0], imageUrl: string | null) {
  const old = imageUrl?.startsWith(PREFIX) ? imageUrl.slice(PREFIX.length) : null
  if (old && STORED.test(old)) await storageFor(app.config).remove(old)
}

export const imageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: SOCIAL_LIMITS.imageMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  })
  const storage = storageFor(app.config)

  async function ownPost(request: FastifyRequest, id: number) {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const { post } = await visiblePostRow(app.db, me, id, locale)
    if (post.user_id !== me.id) throw forbidden(say('notYourPost', locale))
    return { me, locale, post }
  }

  /** Points the post at `name` (or none), then removes the file it pointed at before. */
  async function setImage(id: number, name: string | null, before: string | null) {
    await app.db
      .update(posts)
      .set({ image_url: name && `${PREFIX}${name}` })
      .where(eq(posts.id, id))
    const old = before?.startsWith(PREFIX) ? before.slice(PREFIX.length) : null
    if (old && STORED.test(old)) await storage.remove(old)
  }

  route(app, uploadPostImage, async ({ params, request }) => {
    const { me, locale, post } = await ownPost(request, params.id)
    const refuse = (key: 'imageMissing' | 'imageTooBig' | 'imageType') =>
      validationError({ file: [say(key, locale, { mb: SOCIAL_LIMITS.imageMaxBytes / 1024 / 1024 })] }, locale)
    const file = await readOneFile(request, (reason) =>
      refuse(reason === 'tooBig' ? 'imageTooBig' : 'imageMissing'),
    )
    const type = sniff(file.data)
    if (type === null || type === 'pdf') throw refuse('imageType')
    let image: Buffer
    try {
      image = await sharp(file.data, { limitInputPixels: 60_000_000, failOn: 'error' })
        .rotate()
        .resize(SOCIAL_LIMITS.imageBox, SOCIAL_LIMITS.imageBox, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer()
    } catch {
      throw refuse('imageType')
    }
    const name = `post-${randomUUID()}.webp`
    await storage.put(name, image, 'image/webp')
    try {
      await setImage(post.id, name, post.image_url)
    } catch (error) {
      await storage.remove(name)
      throw error
    }
    return { data: await loadPost(app.db, me, post.id, locale) }
  })

  route(app, deletePostImage, async ({ params, request }) => {
    const { me, locale, post } = await ownPost(request, params.id)
    await setImage(post.id, null, post.image_url)
    return { data: await loadPost(app.db, me, post.id, locale) }
  })

  serveImmutableWebp(app, storage, '/media/posts', STORED)
}
