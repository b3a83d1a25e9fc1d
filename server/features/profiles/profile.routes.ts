/** GET /api/profile/me: the logged-in user's own profile summary, with its completion percentage. */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { getOwnProfile } from '../../../contracts/profiles/endpoints.ts'
import { toOwnProfile } from './own-profile.ts'
import { profiles } from './tables.ts'
import { notFound } from '../../core/http/errors.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'

export const profileRoutes: FastifyPluginAsync = async (app) => {
  route(app, getOwnProfile, async ({ request }) => {
    const user = currentUser(request)
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.user_id, user.id))
    if (!profile) throw notFound('Profile not found.')
    return { data: toOwnProfile(profile, user) }
  })
}
