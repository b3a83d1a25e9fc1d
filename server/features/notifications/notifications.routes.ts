/**
 * GET /api/config, POST /api/broadcasting/auth and the user's notifications (SPEC.md §3, §7, §9),
 * plus POST /api/dev/notify outside production (DESIGN.md §6).
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { parse as parseForm } from 'node:querystring'
import {
  authorizeChannel,
  countUnreadNotifications,
  devNotify,
  getRuntimeConfig,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsApiMessages,
  type RealtimeConfig,
} from '../../../contracts/notifications/endpoints.ts'
import { notificationDataIssue } from '../../../contracts/core/notifications.ts'
import { interpolate } from '../../../contracts/core/validation/translate.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden, notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import {
  countUnread,
  listNotifications as listUserNotifications,
  markAllRead,
  markRead,
  notificationOwner,
  wireChannel,
} from './notifications.ts'
import { notificationRegistry } from './declarations.ts'
import { presenceMember } from './presence-channels.ts'
import { channelSignature } from './realtime/protocol.ts'

const AUTH_ENDPOINT = '/api/broadcasting/auth'

/**
 * Where the SPA connects. The embedded server shares the API's origin, so the answer follows the
 * request (its host, port and scheme) rather than a configured URL that a proxy may rewrite.
 */
function realtimeConfig(request: FastifyRequest): RealtimeConfig {
  const { pusher, appEnv } = request.server.config
  if (pusher.host) {
    return {
      key: pusher.key,
      cluster: pusher.cluster,
      // Pusher Channels itself: pusher-js finds ws-CLUSTER.pusher.com from the cluster.
      wsHost: pusher.host.endsWith('.pusher.com') ? null : pusher.host,
      wsPort: pusher.host.endsWith('.pusher.com') ? null : (pusher.port ?? null),
      forceTLS: pusher.useTLS,
      authEndpoint: AUTH_ENDPOINT,
    }
  }
  const secure = request.protocol === 'https' || appEnv === 'production'
  const port = request.port ?? (secure ? 443 : 80)
  return {
    key: pusher.key,
    cluster: pusher.cluster,
    wsHost: request.hostname,
    wsPort: port,
    forceTLS: secure,
    authEndpoint: AUTH_ENDPOINT,
  }
}

const idOf = (request: FastifyRequest) => {
  const raw = (request.params as { id?: string }).id ?? ''
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  // pusher-js's default authoriser posts a form; the product's own sends JSON (SPEC.md §7).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, parseForm(body as string)),
  )

  route(app, getRuntimeConfig, ({ request, reply }) => {
    void reply.header('cache-control', 'no-cache')
    const { paymentProvider, stripe } = app.config
    return {
      data: {
        realtime: realtimeConfig(request),
        // Read from the configuration, as the payments area chooses its provider by it too.
        payments: { provider: paymentProvider, stripe_publishable_key: stripe?.publishableKey ?? null },
      },
    }
  })

  route(app, authorizeChannel, async ({ body: { socketId, channelName }, request }) => {
    const user = currentUser(request)
    // Pusher Channels or Soketi: the same signatures with the shared secret, as their SDK makes them.
    const { key, secret } = app.config.pusher
    // The only private channel is the user's own notifications (DESIGN.md §5).
    // The socket belongs to this session: it closes when the session's token is revoked.
    const owner = { userId: user.id, tokenId: user.tokenId }
    if (channelName === wireChannel(user.id)) {
      if (app.hasDecorator('realtime'))
        return app.realtime.authorizeChannel(socketId, channelName, undefined, owner)
      return { auth: channelSignature(key, secret, socketId, channelName) }
    }
    // Presence channels are declared by their areas (presence-channels.ts); an unknown id is
    // refused like a closed one, so the answer tells nothing about what exists.
    const member = channelName.startsWith('presence-')
      ? await presenceMember(app.db, user, channelName)
      : null
    if (!member) throw forbidden('You may not subscribe to this channel.')
    if (app.hasDecorator('realtime'))
      return app.realtime.authorizeChannel(socketId, channelName, member, owner)
    const channelData = JSON.stringify(member)
    return {
      auth: channelSignature(key, secret, socketId, channelName, channelData),
      channel_data: channelData,
    }
  })

  route(app, listNotifications, async ({ query: { before, ...page }, request }) => {
    const { items, total } = await listUserNotifications(app.db, currentUser(request).id, page, before)
    return paginated(items, page, total)
  })

  route(app, countUnreadNotifications, async ({ request }) => ({
    data: { count: await countUnread(app.db, currentUser(request).id) },
  }))

  route(
    app,
    markNotificationRead,
    async ({ params }) => {
      const notification = await markRead(app.db, params.id)
      if (!notification) throw notFound()
      return { data: notification }
    },
    {
      owner: (request) => {
        const id = idOf(request)
        return id === null ? null : notificationOwner(app.db, id)
      },
    },
  )

  route(app, markAllNotificationsRead, async ({ request }) => {
    await markAllRead(app.db, currentUser(request).id)
    return { data: { count: 0 } }
  })

  if (app.config.appEnv !== 'production') {
    route(app, devNotify, async ({ body, request }) => {
      const [user] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()))
      if (!user) throw notFound('No user has this e-mail address.')
      // only what an area declares, with the payload it declares: what app.notifications.send takes
      const locale = requestLocale(request)
      const declaration = (await notificationRegistry()).byType(body.slug_type)
      const m = notificationsApiMessages
      if (!declaration) throw validationError({ slug_type: [m.undeclaredType[locale]] }, locale)
      const issue = notificationDataIssue(declaration, body.data)
      if (issue !== null)
        throw validationError({ data: [interpolate(m.undeclaredData[locale], { issue })] }, locale)
      return { data: await app.notifications.send(user.id, declaration, body.data) }
    })
  }
}
