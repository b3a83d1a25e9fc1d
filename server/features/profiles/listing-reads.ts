/**
 * How other areas read a member's profile inside their own SQL (issue 33): the directories, the
 * search, the catalogue's trainer, job listings' owners and applicants, HR's students. A read view
 * is a subquery built without a db, selecting only what others may read; PostgreSQL inlines it, so
 * a join on it plans as the join on the table it replaces (the same indexes: search_doc's GIN,
 * profiles_reviews_idx for the trainers' order).
 */
import { eq } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { profiles } from './tables.ts'

const qb = new QueryBuilder()

/**
 * A member's profile as others may read it beside the member's name: the public card (address,
 * avatar, payoff, bio, place, lists), the trainer's figures, who may see it and the search's
 * document; not the street address, birth date, shipping data, social links or hidden sections.
 * Join it on `user_id`. Its alias is `profiles` unless told otherwise, so members.ts's filters
 * (matchesText, matchesPlace, countMatching) read it as they read the table.
 */
const memberProfileSelect = () =>
  qb
    .select({
      user_id: profiles.user_id,
      slug: profiles.slug,
      avatar_url: profiles.avatar_url,
      payoff: profiles.payoff,
      bio: profiles.bio,
      gender: profiles.gender,
      city: profiles.city,
      province: profiles.province,
      region: profiles.region,
      competences: profiles.competences,
      interests: profiles.interests,
      skills: profiles.skills,
      average_reviews: profiles.average_reviews,
      review_number: profiles.review_number,
      is_public: profiles.is_public,
      hr_visible: profiles.hr_visible,
      search_doc: profiles.search_doc,
    })
    .from(profiles)

export const memberProfileView = (as = 'profiles') => memberProfileSelect().as(as)

/**
 * The same read as SQL text, `(select … from "profiles")`, for statements written as text (the
 * network's suggestions and trending people, which the bench EXPLAINs as they run).
 */
export const memberProfilesSql = (): string => `(${memberProfileSelect().toSQL().sql})`

/** The gender a person gave on their profile (null: none, or no profile), so a sentence about them agrees. */
export async function genderOf(db: Pick<Db, 'select'>, userId: number): Promise<string | null> {
  const [profile] = await db
    .select({ gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
  return profile?.gender ?? null
}
