/**
 * Mentions (issue 17): `@slug` (a profile's address) or `@123` (a user id) in a post or a comment
 * notifies that person (`post.mention`), once per text, at most SOCIAL_LIMITS.mentionsMax people,
 * never the writer, and only people who may see the post (a mention does not open a post to
 * someone outside its audience).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { SOCIAL_NOTIFICATIONS as SLUG } from '../../../contracts/social/notifications.ts'
import { SOCIAL_LIMITS } from '../../../contracts/social/schemas.ts'
import type { FastifyInstance } from 'fastify'
import { users } from '../../core/db/tables.ts'
import { profileCardView } from '../profiles/index.ts'
import { inAudience } from './posts.queries.ts'

const card = profileCardView('person_card')

/** The handles written in a text, lower-cased and without repeats, in order. */
export function mentionedHandles(text: string): string[] {
  const handles = new Set<string>()
  for (const match of text.matchAll(/(?:^|[^\w@/.])@([a-z0-9][a-z0-9_-]{0,119})/gi)) {
    handles.add(match[1].toLowerCase())
    if (handles.size >= SOCIAL_LIMITS.mentionsMax) break
  }
  return [...handles]
}

export async function notifyMentions(
  app: FastifyInstance,
  writer: { id: number; first_name: string; last_name: string },
  post: { id: number; user_id: number },
  text: string,
  where: 'post' | 'comment',
): Promise<number[]> {
  const handles = mentionedHandles(text)
  if (handles.length === 0) return []
  const ids = handles.filter((handle) => /^\d{1,9}$/.test(handle)).map(Number)
  const slugs = handles.filter((handle) => !/^\d+$/.test(handle))
  const people = await app.db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .innerJoin(card, eq(card.user_id, users.id))
    .where(
      and(
        eq(users.status, 'active'),
        or(
          ids.length > 0 ? inArray(users.id, ids) : undefined,
          slugs.length > 0 ? inArray(sql`lower(${card.slug})`, slugs) : undefined,
        ),
      ),
    )
  const notified: number[] = []
  for (const person of people) {
    if (person.id === writer.id) continue
    if (!(await inAudience(app.db, person, post.user_id))) continue
    await app.notifications.send(person.id, SLUG.postMention, {
      name: `${writer.first_name} ${writer.last_name}`.trim(),
      user_id: writer.id,
      post_id: post.id,
      where,
    })
    notified.push(person.id)
  }
  return notified
}
