/**
 * POST /api/admin/users/:id/block: the account is marked blocked (the auth plugin already refuses
 * a blocked user's tokens), every token is revoked, and `user_blocked` is sent, so the user's open
 * tabs log out at once (SPEC.md §4: user_blocked forces logout).
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { blockUser } from '../../../contracts/admin/endpoints.ts'
import { NOTIFICATION_SLUG_TYPES } from '../../../contracts/notifications/schemas.ts'
import { revokeUserTokens } from '../../core/auth/bearer-tokens.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden, notFound } from '../../core/http/errors.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'

export const adminUserRoutes: FastifyPluginAsync = async (app) => {
  route(app, blockUser, async ({ params, request }) => {
    if (params.id === currentUser(request).id) throw forbidden('You cannot block your own account.')
    const [user] = await app.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.id, params.id))
      .returning({ id: users.id })
    if (!user) throw notFound('No user has this id.')
    await revokeUserTokens(app.db, user.id)
    await app.notifications.send(user.id, NOTIFICATION_SLUG_TYPES.userBlocked)
    return { data: { id: user.id, status: 'blocked' as const } }
  })
}
