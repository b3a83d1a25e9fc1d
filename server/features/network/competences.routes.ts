/**
 * Confirmations of someone's competences by others (issue 16; SPEC.md §4 "toggles:
 * competence-confirm", §7 competences toggle-confirm/{a}/{b} and confirmed/{a}/{b}, where a is the
 * profile owner's user id and b the competence as their profile lists it). Profiles keep
 * competences as text, so a confirmation is keyed by (owner, competence text, confirmer): a
 * competence the owner removes keeps its confirmations, which count again if it comes back.
 */
import { NETWORK_NOTIFICATIONS as SLUG } from '../../../contracts/network/notifications.ts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  getCompetenceConfirmers,
  listCompetenceConfirmations,
  toggleCompetenceConfirm,
} from '../../../contracts/network/endpoints.ts'
import { NETWORK_LIMITS, type CompetenceConfirmation } from '../../../contracts/network/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { say } from './messages.ts'
import { activePerson, actorData, card, isActive, personColumns, toPerson } from './people.ts'
import { competenceConfirmations as confirmations } from './tables.ts'

/** Each of the owner's competences with its count of (active) confirmers and the caller's own. */
async function confirmationsOf(
  db: Db,
  ownerId: number,
  competences: string[],
  me: number | null,
): Promise<CompetenceConfirmation[]> {
  if (competences.length === 0) return []
  const rows = await db
    .select({
      competence: confirmations.competence,
      count: sql<number>`count(*)::int`,
      mine: sql<boolean>`coalesce(bool_or(${confirmations.confirmer_id} = ${me ?? 0}), false)`,
    })
    .from(confirmations)
    .innerJoin(users, eq(users.id, confirmations.confirmer_id))
    .where(and(eq(confirmations.owner_id, ownerId), isActive))
    .groupBy(confirmations.competence)
  const byCompetence = new Map(rows.map((row) => [row.competence, row]))
  return competences.map((competence) => ({
    competence,
    count: byCompetence.get(competence)?.count ?? 0,
    confirmed: byCompetence.get(competence)?.mine ?? false,
  }))
}

export const competenceRoutes: FastifyPluginAsync = async (app) => {
  /** The owner, when they list the competence; 404 otherwise. */
  const listed = async (ownerId: number, competence: string, locale: 'it' | 'en') => {
    const owner = await activePerson(app.db, ownerId, locale)
    if (!owner.competences.includes(competence)) throw notFound(say('competenceMissing', locale))
    return owner
  }

  route(app, listCompetenceConfirmations, async ({ params, request }) => {
    const owner = await activePerson(app.db, params.id, requestLocale(request))
    return { data: await confirmationsOf(app.db, owner.id, owner.competences, request.user?.id ?? null) }
  })

  route(app, toggleCompetenceConfirm, async ({ params, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    if (params.id === me.id) throw forbidden(say('confirmSelf', locale))
    await listed(params.id, params.competence, locale)
    const key = and(
      eq(confirmations.owner_id, params.id),
      eq(confirmations.competence, params.competence),
      eq(confirmations.confirmer_id, me.id),
    )
    const removed = await app.db.delete(confirmations).where(key).returning({ id: confirmations.owner_id })
    if (removed.length === 0) {
      const inserted = await app.db
        .insert(confirmations)
        .values({ owner_id: params.id, competence: params.competence, confirmer_id: me.id })
        .onConflictDoNothing()
        .returning({ id: confirmations.owner_id })
      if (inserted.length > 0) {
        const actor = await activePerson(app.db, me.id, locale)
        await app.notifications.send(params.id, SLUG.competenceConfirmed, {
          ...actorData(actor),
          competence: params.competence,
        })
      }
    }
    const [data] = await confirmationsOf(app.db, params.id, [params.competence], me.id)
    return { data }
  })

  route(app, getCompetenceConfirmers, async ({ params, request }) => {
    await listed(params.id, params.competence, requestLocale(request))
    const [summary] = await confirmationsOf(app.db, params.id, [params.competence], request.user?.id ?? null)
    const rows = await app.db
      .select(personColumns)
      .from(confirmations)
      .innerJoin(users, eq(users.id, confirmations.confirmer_id))
      .innerJoin(card, eq(card.user_id, users.id))
      .where(
        and(eq(confirmations.owner_id, params.id), eq(confirmations.competence, params.competence), isActive),
      )
      .orderBy(desc(confirmations.created_at), desc(users.id))
      .limit(NETWORK_LIMITS.confirmersShown)
    return { data: { ...summary, confirmers: rows.map(toPerson) } }
  })
}
