/** GET /api/profile/me: the logged-in user's own profile summary, with its completion percentage. */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { OwnProfile } from '../../../contracts/accounts/schemas.ts'
import { toOwnProfile } from '../accounts/accounts.ts'
import { profiles } from '../../core/db/schema.ts'
import { notFound } from '../../core/http/errors.ts'
import { currentUser } from '../accounts/session.routes.ts'

export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/profile/me',
    { config: { access: 'user' } },
    async (request): Promise<{ data: OwnProfile }> => {
      const user = currentUser(request)
      const [profile] = await app.db.select().from(profiles).where(eq(profiles.user_id, user.id))
      if (!profile) throw notFound('Profile not found.')
      return { data: toOwnProfile(profile, user) }
    },
  )
}
