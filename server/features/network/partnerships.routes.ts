/**
 * Partnerships by the other person's user id (issue 16; SPEC.md §4 "Partnership actions by target
 * id: request, accept, reject, cancel, terminate"). The other side is notified at each step.
 *
 *   none ──request──▶ pending ──accept (target)──▶ accepted ──terminate (either)──▶ terminated
 *                        │ reject (target) ─▶ rejected
 *                        └ cancel (requester) ─▶ cancelled
 *
 * Each action reads the pair's live row under FOR UPDATE, so two answers to one request cannot
 * both win. Refusals: no live partnership with that person 404 (a third party never reaches
 * someone else's pair), the wrong side of a pending request 403 (accepting or rejecting one's own,
 * cancelling one asked of you), the wrong state 409 (asking twice, terminating a pending one,
 * cancelling an accepted one).
 */
import { NETWORK_NOTIFICATIONS as SLUG } from '../../../contracts/network/notifications.ts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Locale } from '../../../contracts/core/constants.ts'
import {
  acceptPartnership,
  cancelPartnership,
  listPartnerships,
  listUserPartners,
  rejectPartnership,
  requestPartnership,
  terminatePartnership,
} from '../../../contracts/network/endpoints.ts'
import type { PartnershipAction, PartnershipStatus } from '../../../contracts/network/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden, HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { say } from './messages.ts'
import { livePartnership, standingOf, toPartnershipStatus, type PartnershipRow } from './network.queries.ts'
import { activePerson, actorData, card, countAll, isActive, personColumns, toPerson } from './people.ts'
import { partnerships } from './tables.ts'

const conflict = (message: string) => new HttpError(409, message)

/** The notification the other side gets after each action. */
const NOTIFICATION: Record<PartnershipAction, string> = {
  request: SLUG.partnershipRequest.type,
  accept: SLUG.partnershipAccepted.type,
  reject: SLUG.partnershipRejected.type,
  cancel: SLUG.partnershipCancelled.type,
  terminate: SLUG.partnershipTerminated.type,
}

/** Postgres' unique_violation: a concurrent request took the pair first. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause))

/**
 * The change an action makes to the pair's live row, or the refusal. Pure: the transitions and
 * their refusals in one place.
 */
export function decide(
  action: PartnershipAction,
  row: PartnershipRow | null,
  me: number,
  locale: Locale,
): { status: 'pending' | 'accepted' | 'rejected' | 'cancelled' | 'terminated' } {
  const standing = standingOf(row, me)
  if (action === 'request') {
    if (standing === 'pending_sent') throw conflict(say('alreadyAsked', locale))
    if (standing === 'pending_received') throw conflict(say('askedYou', locale))
    if (standing === 'accepted') throw conflict(say('alreadyPartners', locale))
    return { status: 'pending' }
  }
  if (standing === 'none') throw notFound(say('partnershipMissing', locale))
  switch (action) {
    case 'accept':
    case 'reject':
      if (standing === 'pending_sent') throw forbidden(say('ownRequest', locale))
      if (standing === 'accepted') throw conflict(say('notPending', locale))
      return { status: action === 'accept' ? 'accepted' : 'rejected' }
    case 'cancel':
      if (standing === 'pending_received') throw forbidden(say('notOwnRequest', locale))
      if (standing === 'accepted') throw conflict(say('notPending', locale))
      return { status: 'cancelled' }
    case 'terminate':
      if (standing !== 'accepted') throw conflict(say('notAccepted', locale))
      return { status: 'terminated' }
  }
}

async function act(
  db: Db,
  action: PartnershipAction,
  me: number,
  other: number,
  locale: Locale,
): Promise<PartnershipRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const row = await livePartnership(tx as unknown as Db, me, other, true)
      const { status } = decide(action, row, me, locale)
      const now = new Date()
      if (action === 'request') {
        const [created] = await tx
          .insert(partnerships)
          .values({ requester_id: me, target_id: other })
          .returning()
        return created
      }
      const [updated] = await tx
        .update(partnerships)
        .set({
          status,
          updated_at: now,
          ...(action === 'terminate' ? { ended_at: now } : { responded_at: now }),
        })
        .where(eq(partnerships.id, row!.id))
        .returning()
      return status === 'accepted' ? updated : null
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(say('alreadyAsked', locale))
    throw error
  }
}

export const partnershipRoutes: FastifyPluginAsync = async (app) => {
  const handler =
    (action: PartnershipAction) =>
    async ({ params, request }: { params: { id: number }; request: FastifyRequest }) => {
      const me = currentUser(request)
      const locale = requestLocale(request)
      if (params.id === me.id) throw forbidden(say('partnerSelf', locale))
      await activePerson(app.db, params.id, locale)
      const row = await act(app.db, action, me.id, params.id, locale)
      const actor = await activePerson(app.db, me.id, locale)
      await app.notifications.send(params.id, NOTIFICATION[action], actorData(actor))
      const data: PartnershipStatus = toPartnershipStatus(row, me.id, params.id)
      return { data }
    }

  route(app, requestPartnership, handler('request'))
  route(app, acceptPartnership, handler('accept'))
  route(app, rejectPartnership, handler('reject'))
  route(app, cancelPartnership, handler('cancel'))
  route(app, terminatePartnership, handler('terminate'))

  // The other person of each row, seen from `me`.
  const otherOf = (me: number) =>
    sql`case when ${partnerships.requester_id} = ${me} then ${partnerships.target_id} else ${partnerships.requester_id} end`

  route(app, listPartnerships, async ({ query, request }) => {
    const me = currentUser(request).id
    const mine =
      query.state === 'sent'
        ? and(eq(partnerships.requester_id, me), eq(partnerships.status, 'pending'))
        : query.state === 'received'
          ? and(eq(partnerships.target_id, me), eq(partnerships.status, 'pending'))
          : and(
              sql`(${partnerships.requester_id} = ${me} or ${partnerships.target_id} = ${me})`,
              eq(partnerships.status, 'accepted'),
            )
    const where = and(mine, isActive)
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select({ row: partnerships, person: personColumns })
        .from(partnerships)
        .innerJoin(users, eq(users.id, otherOf(me)))
        .innerJoin(card, eq(card.user_id, users.id))
        .where(where)
        .orderBy(desc(partnerships.updated_at), desc(partnerships.id))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db
        .select({ total: countAll })
        .from(partnerships)
        .innerJoin(users, eq(users.id, otherOf(me)))
        .where(where),
    ])
    return paginated(
      rows.map(({ row, person }) => ({
        id: row.id,
        standing: standingOf(row, me),
        person: toPerson(person),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      })),
      query,
      total,
    )
  })

  route(app, listUserPartners, async ({ params, query, request }) => {
    await activePerson(app.db, params.id, requestLocale(request))
    const where = and(
      sql`(${partnerships.requester_id} = ${params.id} or ${partnerships.target_id} = ${params.id})`,
      eq(partnerships.status, 'accepted'),
      isActive,
    )
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select(personColumns)
        .from(partnerships)
        .innerJoin(users, eq(users.id, otherOf(params.id)))
        .innerJoin(card, eq(card.user_id, users.id))
        .where(where)
        .orderBy(desc(partnerships.updated_at), desc(partnerships.id))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db
        .select({ total: countAll })
        .from(partnerships)
        .innerJoin(users, eq(users.id, otherOf(params.id)))
        .where(where),
    ])
    return paginated(rows.map(toPerson), query, total)
  })
}
