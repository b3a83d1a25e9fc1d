/**
 * The video calls of every upload target (targets.ts), once: its state, a retry after a failed
 * processing, its removal (videoTargetRoutes, which the studio mounts for a course's presentation
 * video and profiles for a profile's); and a lesson's video as the studio sees it (SPEC.md §4
 * "Video upload: init, upload, complete, transcoding status check"): its state, starting an upload
 * from the API (init answers the tus URL), completing (the last byte already does it), a retry.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Endpoint } from '../../../../contracts/core/endpoint.ts'
import {
  completeLessonVideo,
  getLessonVideo,
  initLessonVideo,
  retryLessonVideo,
} from '../../../../contracts/studio/endpoints.ts'
import type { VideoState } from '../../../../contracts/studio/schemas.ts'
import { HttpError, notFound } from '../../../core/http/errors.ts'
import { requestLocale } from '../../../core/http/locale.ts'
import { route, type RouteHandler, type RouteOptions } from '../../../core/http/route.ts'
import { currentUser } from '../../../core/plugins/auth.ts'
import { say } from '../messages.ts'
import { removePackage, requireVideoState, retryUpload } from './processing.ts'
import { uploadTargetHandler, type UploadKind } from './targets.ts'
import { createUploadFor, finishUpload, tooBig, UPLOADS_PATH } from './uploads.ts'
import { dropUploads, latestUpload } from './video-state.ts'

/** The :id of a route, when it can be one. */
function idParam(request: FastifyRequest): number | null {
  const id = Number((request.params as { id?: string }).id)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/** The owner check of a target's routes: who owns the `kind` its :id names (null: none, 404). */
export const ownedTarget = (kind: UploadKind): RouteOptions => ({
  owner: (request) => {
    const id = idParam(request)
    return id === null ? null : uploadTargetHandler(kind).owner(request.server.db, id)
  },
})

type TargetCall = (id: number, request: FastifyRequest) => Promise<{ data: VideoState }>
/** A handler of an `{ id }` endpoint answering the target's video state. */
const byId =
  (call: TargetCall): RouteHandler<Endpoint> =>
  async ({ params, request }) =>
    (await call(Number((params as unknown as { id: number | string }).id), request)) as never

/**
 * GET (the state), POST …/retry (a failed upload processed again, 409 when none failed) and,
 * with `remove`, DELETE (the video and its uploads gone, 404 when the target is) of `kind`'s video,
 * for the target's owner and admins.
 */
export function videoTargetRoutes(
  kind: UploadKind,
  endpoints: { get: Endpoint; retry: Endpoint; remove?: Endpoint },
): FastifyPluginAsync {
  return async (app) => {
    const owned = ownedTarget(kind)
    const state = (id: number, request: FastifyRequest) =>
      requireVideoState(app, { kind, id }, requestLocale(request), currentUser(request).id)

    route(app, endpoints.get, byId(state), owned)

    route(
      app,
      endpoints.retry,
      byId(async (id, request) => {
        await retryUpload(app, await latestUpload(app.db, { kind, id }), requestLocale(request))
        return state(id, request)
      }),
      owned,
    )

    const { remove } = endpoints
    if (!remove) return
    const handler = uploadTargetHandler(kind)
    if (!handler.clear) throw new Error(`upload target "${kind}" cannot be removed (no clear)`)
    route(
      app,
      remove,
      byId(async (id, request) => {
        const before = await handler.playing(app.db, id)
        if (before === undefined) throw notFound()
        await app.db.transaction(async (tx) => {
          await handler.clear!(tx, id)
          await dropUploads(tx, { kind, id })
        })
        await removePackage(app, before)
        return state(id, request)
      }),
      owned,
    )
  }
}

export const lessonVideoUploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(videoTargetRoutes('lesson', { get: getLessonVideo, retry: retryLessonVideo }))
  const owned = ownedTarget('lesson')

  route(
    app,
    initLessonVideo,
    async ({ params, body, request, reply }) => {
      const locale = requestLocale(request)
      if (body.size > app.config.uploadMaxBytes) throw new HttpError(413, tooBig(app, locale))
      const owner = await uploadTargetHandler('lesson').owner(app.db, params.id)
      if (owner === null) throw notFound()
      const id = await createUploadFor(
        app,
        app.videoUploads.store,
        {
          userId: owner,
          target: { kind: 'lesson', id: params.id },
          fileName: body.file_name,
          title: body.title ?? null,
          size: body.size,
        },
        locale,
      )
      reply.code(201)
      return { data: { upload_id: id, upload_url: `${UPLOADS_PATH}/${id}` } }
    },
    owned,
  )

  route(
    app,
    completeLessonVideo,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      const target = { kind: 'lesson' as const, id: params.id }
      const upload = await latestUpload(app.db, target)
      if (!upload) {
        // a lesson that is gone answers 404, one with nothing uploaded 409
        await requireVideoState(app, target, locale)
        throw new HttpError(409, say('notFinished', locale))
      }
      if (upload.status === 'uploading') {
        const stored = await app.videoUploads.store.datastore.getUpload(upload.id).catch(() => null)
        if (!stored || stored.size === undefined || stored.offset < stored.size)
          throw new HttpError(409, say('notFinished', locale))
        await finishUpload(app, upload.id)
      }
      return requireVideoState(app, target, locale, currentUser(request).id)
    },
    owned,
  )
}
