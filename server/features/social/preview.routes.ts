/**
 * GET /api/feed/url-preview (SPEC.md §7 "posts … url preview"): the composer asks for a link's
 * preview while the author writes; the answer is cached in link_previews (a day when fetched, an
 * hour when refused), so a post's preview is read from the cache when the feed shows it and
 * publishing never fetches anything. The fetch and its guard: link-preview.ts.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { getUrlPreview } from '../../../contracts/social/endpoints.ts'
import type { LinkPreview } from '../../../contracts/social/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { enforce } from '../../core/rate-limit.ts'
import { LIMITS } from './limits.ts'
import { fetchLinkPreview, type PreviewOptions } from './link-preview.ts'
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

/** The cached or freshly fetched preview of `url`, or null when it is refused. */
export async function previewOf(db: Db, url: string, options: PreviewOptions): Promise<LinkPreview | null> {
  const [cached] = await db.select().from(linkPreviews).where(eq(linkPreviews.url, url))
  if (cached && Date.now() - cached.fetched_at.getTime() < FRESH_MS[cached.status]) {
    return cached.status === 'ok'
      ? { url, title: cached.title, description: cached.description, image_url: cached.image_url }
      : null
  }
  let preview: LinkPreview | null = null
  try {
    preview = await fetchLinkPreview(url, options)
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
  return preview
}

export const previewRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    getUrlPreview,
    async ({ query }) => ({ data: await previewOf(app.db, query.url, testOptions) }),
    {
      before: (request) =>
        enforce(app.db, [LIMITS.previewsPerUser(currentUser(request).id)], requestLocale(request)),
    },
  )
}
