/**
 * Recommendations (issue 16): one per author and recipient, written only for an accepted partner
 * (403 otherwise). Writing again rewrites it and it waits for acceptance again; the recipient
 * accepts it before it shows on their profile, and either side may remove it. The recipient is
 * notified of a new one, the author when it is accepted.
 */
import { NETWORK_NOTIFICATIONS as SLUG } from '../../../contracts/network/notifications.ts'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  acceptRecommendation,
  deleteRecommendation,
  listMyRecommendations,
  listProfileRecommendations,
  writeRecommendation,
} from '../../../contracts/network/endpoints.ts'
import { forbidden, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { say } from './messages.ts'
import {
  acceptedFor,
  countRecommendations,
  livePartnership,
  selectRecommendations,
} from './network.queries.ts'
import { activePerson, actorData } from './people.ts'
import { recommendations } from './tables.ts'

export const recommendationRoutes: FastifyPluginAsync = async (app) => {
  const one = async (id: number) => (await selectRecommendations(app.db, eq(recommendations.id, id)))[0]

  route(app, writeRecommendation, async ({ params, body, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    if (params.id === me.id) throw forbidden(say('recommendSelf', locale))
    await activePerson(app.db, params.id, locale)
    const live = await livePartnership(app.db, me.id, params.id)
    if (live?.status !== 'accepted') throw forbidden(say('recommendPartnersOnly', locale))
    const now = new Date()
    const [row] = await app.db
      .insert(recommendations)
      .values({ author_id: me.id, recipient_id: params.id, text: body.text })
      .onConflictDoUpdate({
        target: [recommendations.author_id, recommendations.recipient_id],
        set: { text: body.text, accepted_at: null, updated_at: now },
      })
      .returning({ id: recommendations.id })
    const actor = await activePerson(app.db, me.id, locale)
    await app.notifications.send(params.id, SLUG.recommendationReceived, actorData(actor))
    return { data: await one(row.id) }
  })

  route(app, acceptRecommendation, async ({ params, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const [row] = await app.db.select().from(recommendations).where(eq(recommendations.id, params.id))
    if (!row) throw notFound(say('recommendationMissing', locale))
    if (row.recipient_id !== me.id) throw forbidden(say('notRecipient', locale))
    const accepted = await app.db
      .update(recommendations)
      .set({ accepted_at: new Date() })
      .where(and(eq(recommendations.id, row.id), isNull(recommendations.accepted_at)))
      .returning({ id: recommendations.id })
    if (accepted.length > 0) {
      const actor = await activePerson(app.db, me.id, locale)
      await app.notifications.send(row.author_id, SLUG.recommendationAccepted, actorData(actor))
    }
    const data = await one(row.id)
    if (!data) throw notFound(say('recommendationMissing', locale))
    return { data }
  })

  route(app, deleteRecommendation, async ({ params, request, reply }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const [row] = await app.db.select().from(recommendations).where(eq(recommendations.id, params.id))
    if (!row) throw notFound(say('recommendationMissing', locale))
    if (row.recipient_id !== me.id && row.author_id !== me.id)
      throw forbidden(say('notYourRecommendation', locale))
    await app.db.delete(recommendations).where(eq(recommendations.id, row.id))
    return reply.code(204).send()
  })

  route(app, listMyRecommendations, async ({ query, request }) => {
    const me = currentUser(request).id
    const where = and(
      eq(recommendations.recipient_id, me),
      query.state === 'accepted'
        ? isNotNull(recommendations.accepted_at)
        : isNull(recommendations.accepted_at),
    )
    const [rows, total] = await Promise.all([
      selectRecommendations(app.db, where, { limit: query.perPage, offset: pageOffset(query) }),
      countRecommendations(app.db, where),
    ])
    return paginated(rows, query, total)
  })

  route(app, listProfileRecommendations, async ({ params, query, request }) => {
    await activePerson(app.db, params.id, requestLocale(request))
    const where = acceptedFor(params.id)
    const [rows, total] = await Promise.all([
      selectRecommendations(app.db, where, { limit: query.perPage, offset: pageOffset(query) }),
      countRecommendations(app.db, where),
    ])
    return paginated(rows, query, total)
  })
}
