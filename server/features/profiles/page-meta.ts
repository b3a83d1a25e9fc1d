/** A public profile page carries the person's name, payoff and avatar; an unknown slug is a 404. */
import { eq } from 'drizzle-orm'
import { users } from '../../core/db/tables.ts'
import { definePageMeta, type PageMetaResolver } from '../../core/page-meta.ts'
import { profiles } from './tables.ts'

/** Longest profile slug a URL may carry (slugs are made from names, which are at most 100 characters). */
const SLUG_MAX_LENGTH = 255

const publicProfile: PageMetaResolver = async ({ app, params }) => {
  if (params.id.length > SLUG_MAX_LENGTH) return null
  const [profile] = await app.db
    .select({
      first_name: users.first_name,
      last_name: users.last_name,
      payoff: profiles.payoff,
      bio: profiles.bio,
      avatar_url: profiles.avatar_url,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(eq(profiles.slug, params.id))
    .limit(1)
  if (!profile) return null
  return {
    title: `${profile.first_name} ${profile.last_name}`.trim(),
    description: profile.payoff || profile.bio,
    image: profile.avatar_url,
  }
}

export default definePageMeta({ id: publicProfile, 's-id': publicProfile })
