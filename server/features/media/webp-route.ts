/**
 * The route of stored WebP images whose names are never rewritten (random or the bytes' hash):
 * course covers, post images, profile items' images, link previews. One helper (issue 33: it was
 * copied four times): any cache may keep such a file a year.
 */
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../core/http/errors.ts'
import type { MediaStorage } from './storage.ts'

/** GET `<prefix>/:name`: the image stored under a name matching `stored`; 404 for any other name. */
export function serveImmutableWebp(
  app: FastifyInstance,
  storage: MediaStorage,
  prefix: string,
  stored: RegExp,
): void {
  app.get<{ Params: { name: string } }>(`${prefix}/:name`, async (request, reply) => {
    const { name } = request.params
    const body = stored.test(name) ? await storage.get(name) : null
    if (!body) throw notFound()
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body)
  })
}
