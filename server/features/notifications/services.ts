/**
 * The notifications area's services, visible to every area: the embedded Pusher-protocol server
 * (`app.realtime`, unless PUSHER_HOST points at Pusher Channels or Soketi; on PostgreSQL it fans
 * events out to every process with LISTEN/NOTIFY) and `app.notifications`,
 * through which any area notifies a user (an admin's block, a payment's outcome, …) of a type it
 * declares in contracts/<area>/notifications.ts (declarations.ts collects them).
 */
import { defineServices } from '../../core/areas.ts'
import { notificationRegistry } from './declarations.ts'
import { createNotifier, createPublisher, type Notifier } from './notifications.ts'
import { PostgresFanout } from './realtime/postgres-fanout.ts'
import { realtimePlugin } from './realtime/realtime.plugin.ts'

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifier
  }
}

export default defineServices(async (app) => {
  const { pusher } = app.config
  if (!pusher.host && !app.hasDecorator('realtime')) {
    // Several API processes (and `npm run worker`) share one PostgreSQL: events cross between them
    // with LISTEN/NOTIFY. PGlite is one process (the DATA_DIR lock), so its hub is the whole world.
    const { database } = app
    const fanout =
      database.kind === 'postgres' && database.url
        ? new PostgresFanout(database.url, { log: app.log })
        : undefined
    await app.register(realtimePlugin, {
      appId: pusher.appId,
      key: pusher.key,
      secret: pusher.secret,
      fanout,
    })
  }
  if (!app.hasDecorator('notifications')) {
    const realtime = app.hasDecorator('realtime') ? app.realtime : undefined
    app.decorate(
      'notifications',
      createNotifier(
        app.db,
        createPublisher(pusher, realtime),
        app.log,
        await notificationRegistry(),
        realtime && realtime.endSessions,
      ),
    )
  }
})
