/**
 * How the network refers to people: a PersonRef (user id, slug, name, avatar) from users and
 * profiles, and who counts at all. A blocked or deactivated account disappears from every list and
 * cannot be followed, partnered or recommended (status other than 'active').
 */
import { and, eq, sql } from 'drizzle-orm'
import type { PersonRef } from '../../../contracts/core/person.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { notFound } from '../../core/http/errors.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { profileCardView } from '../profiles/index.ts'
import { say } from './messages.ts'

/** Profiles' card of each person (slug, avatar, competences), joined on `card.user_id`. */
export const card = profileCardView('person_card')

/** The columns a PersonRef is built from (select them with a join on `card`). */
export const personColumns = {
  id: users.id,
  slug: card.slug,
  first_name: users.first_name,
  last_name: users.last_name,
  avatar_url: card.avatar_url,
}

export type PersonRow = {
  id: number
  slug: string
  first_name: string
  last_name: string
  avatar_url: string | null
}

export const toPerson = (row: PersonRow): PersonRef => ({
  id: row.id,
  slug: row.slug,
  full_name: `${row.first_name} ${row.last_name}`,
  avatar_url: row.avatar_url,
})

export const isActive = eq(users.status, 'active')

/** An active person by user id, or 404 in the caller's language. */
export async function activePerson(db: Db, userId: number, locale: Locale) {
  const [row] = await db
    .select({ ...personColumns, role: users.role, competences: card.competences })
    .from(users)
    .innerJoin(card, eq(card.user_id, users.id))
    .where(and(eq(users.id, userId), isActive))
  if (!row) throw notFound(say('userMissing', locale))
  return row
}

/** What a notification to the other side carries: who did it, and where their profile is. */
export const actorData = (person: PersonRow) => ({
  name: `${person.first_name} ${person.last_name}`,
  user_id: person.id,
  slug: person.slug,
})

/** `count(*)` as a number. */
export const countAll = sql<number>`count(*)::int`
