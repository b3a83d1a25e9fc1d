/**
 * GET /api/feed/url-preview (SPEC.md §7 "posts … url preview"): the composer asks for a link's
 * preview while the author writes; the answer is cached in link_previews (a day when fetched, an
 * hour when refused), so a post's preview is read from the cache when the feed shows it and
 * publishing never fetches anything. The fetch and its guard: link-preview.ts.
 *
 * The og:image goes through the media pipeline: fetched through the same guard, re-encoded as a
 * WebP thumbnail, stored under a name made of its bytes' hash and served from our origin at
 * /media/previews/:name. link_previews.image_url keeps only that local address, so a reader's
 * browser never asks the linked site for anything (which would hand it the reader's address). An
 * image that cannot be had (refused, too big, not an image, undecodable) leaves the preview
 * without image; it never fails the preview, nor a post.
 */
import { createHash } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { getUrlPreview } from '../../../contracts/social/endpoints.ts'
import type { LinkPreview } from '../../../contracts/social/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { enforce } from '../../core/rate-limit.ts'
import { type MediaStorage, serveImmutableWebp, storageFor } from '../media/index.ts'
import { LIMITS } from './limits.ts'
import {
  fetchLinkPreview,
  fetchPreviewImage,
  localPreviewImage,
  PREVIEW_IMAGE_PREFIX as PREFIX,
  PREVIEW_IMAGE_STORED as STORED,
  type PreviewOptions,
} from './link-preview.ts'
import { linkPreviews } from './tables.ts'

const FRESH_MS = { ok: 24 * 3600_000, failed: 3600_000 } as const

let testOptions: PreviewOptions = {}

/**
 * TESTS ONLY: lets a test open the guard to its loopback fixture server (and fake DNS). Call
 * with {} to close it again. Nothing in production calls it.
 */
export function setPreviewOptionsForTests(options: PreviewOptions): void {
  testOptions = options
}

/** Fetches the og:image through the guard and stores our copy; its local address, or null. */
async function storeImage(storage: MediaStorage, remote: string | null, options: PreviewOptions) {
  if (!remote) return null
  try {
    const image = await fetchPreviewImage(remote, options)
    const name = `preview-${createHash('sha256').update(image).digest('hex')}.webp`
    await storage.put(name, image, 'image/webp')
    return `${PREFIX}${name}`
  } catch {
    return null
  }
}

/** The cached or freshly fetched preview of `url`, or null when it is refused. */
export async function previewOf(
  db: Db,
  storage: MediaStorage,
  url: string,
  options: PreviewOptions,
): Promise<LinkPreview | null> {
  const [cached] = await db.select().from(linkPreviews).where(eq(linkPreviews.url, url))
  if (cached && Date.now() - cached.fetched_at.getTime() < FRESH_MS[cached.status]) {
    return cached.status === 'ok'
      ? {
          url,
          title: cached.title,
          description: cached.description,
          image_url: localPreviewImage(cached.image_url),
        }
      : null
  }
  let preview: LinkPreview | null = null
  try {
    preview = await fetchLinkPreview(url, options)
    preview = { ...preview, image_url: await storeImage(storage, preview.image_url, options) }
  } catch {
    preview = null
  }
  const row = {
    status: preview ? ('ok' as const) : ('failed' as const),
    title: preview?.title ?? null,
    description: preview?.description ?? null,
    image_url: preview?.image_url ?? null,
    fetched_at: new Date(),
  }
  await db
    .insert(linkPreviews)
    .values({ url, ...row })
    .onConflictDoUpdate({ target: linkPreviews.url, set: row })
  // A refreshed preview whose image changed: the old copy goes unless another link shares it
  // (names are the bytes' hash, so two pages with the same image share one file).
  const old = localPreviewImage(cached?.image_url ?? null)
  if (old && old !== row.image_url) {
    const [shared] = await db
      .select({ url: linkPreviews.url })
      .from(linkPreviews)
      .where(and(eq(linkPreviews.image_url, old), ne(linkPreviews.url, url)))
      .limit(1)
    if (!shared) await storage.remove(old.slice(PREFIX.length))
  }
  return preview
}

export const previewRoutes: FastifyPluginAsync = async (app) => {
  const storage = storageFor(app.config)
  route(
    app,
    getUrlPreview,
    async ({ query }) => ({ data: await previewOf(app.db, storage, query.url, testOptions) }),
    {
      before: (request) =>
        enforce(app.db, [LIMITS.previewsPerUser(currentUser(request).id)], requestLocale(request)),
    },
  )

  serveImmutableWebp(app, storage, '/media/previews', STORED)
}
