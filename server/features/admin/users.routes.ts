/**
 * The accounts as admins handle them (issue 35): the users list (search by name, e-mail or slug,
 * filter by status, the latest admin action with its reason), and blocking, unblocking and
 * deactivating with a reason kept in admin_user_actions.
 *
 * Blocking marks the account blocked (the auth plugin already refuses a blocked user's tokens),
 * revokes every token and sends `user_blocked`, so the user's open tabs log out at once (SPEC.md
 * §4); the open reports on the user's profile, posts and comments are closed with it, since the
 * account and everything it wrote leave every list. Deactivating does the same with
 * `user_deactivated`; only unblocking gives the account back (a deactivated one stays so).
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  blockUser,
  deactivateUser,
  listUsers,
  unblockUser,
  type AdminUser,
  type AdminUserActionKind,
  type AdminUserStatus,
} from '../../../contracts/admin/endpoints.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { ACCOUNT_NOTIFICATIONS } from '../../../contracts/accounts/notifications.ts'
import { revokeUserTokens } from '../../core/auth/bearer-tokens.ts'
import type { Db } from '../../core/db/index.ts'
import { escapeLike } from '../../core/db/sql.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden, HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { closeReportsOnProfile } from '../network/index.ts'
import { profileCardView } from '../profiles/index.ts'
import { closeReportsOnContentOf } from '../social/index.ts'
import { say } from './messages.ts'
import { adminUserActions } from './tables.ts'

const conflict = (message: string) => new HttpError(409, message)

/** Closes the open reports on the user's profile and on their posts and comments. */
async function closeReportsOn(tx: Db, userId: number): Promise<void> {
  await closeReportsOnProfile(tx, userId)
  await closeReportsOnContentOf(tx, userId)
}

/** The latest action on each of the users, with the admin who took it. */
async function lastActions(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, AdminUser['last_action']>()
  const rows = await db
    .selectDistinctOn([adminUserActions.user_id], {
      user_id: adminUserActions.user_id,
      action: adminUserActions.action,
      reason: adminUserActions.reason,
      created_at: adminUserActions.created_at,
      admin_id: users.id,
      admin_first: users.first_name,
      admin_last: users.last_name,
    })
    .from(adminUserActions)
    .leftJoin(users, eq(users.id, adminUserActions.admin_id))
    .where(inArray(adminUserActions.user_id, userIds))
    .orderBy(adminUserActions.user_id, desc(adminUserActions.created_at), desc(adminUserActions.id))
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        action: row.action,
        reason: row.reason,
        by:
          row.admin_id === null
            ? null
            : { id: row.admin_id, full_name: `${row.admin_first} ${row.admin_last}`.trim() },
        created_at: row.created_at.toISOString(),
      },
    ]),
  )
}

const profile = profileCardView('profile')

export const adminUserRoutes: FastifyPluginAsync = async (app) => {
  route(app, listUsers, async ({ query }) => {
    const conditions: SQL[] = []
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`
      conditions.push(
        or(
          ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
          ilike(users.email, pattern),
          ilike(profile.slug, pattern),
        )!,
      )
    }
    if (query.status) conditions.push(eq(users.status, query.status))
    const where = conditions.length > 0 ? and(...conditions) : undefined
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          role: users.role,
          roles: users.roles,
          status: users.status,
          slug: profile.slug,
          created_at: users.created_at,
          last_login_at: users.last_login_at,
        })
        .from(users)
        .leftJoin(profile, eq(profile.user_id, users.id))
        .where(where)
        .orderBy(desc(users.created_at), desc(users.id))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .leftJoin(profile, eq(profile.user_id, users.id))
        .where(where),
    ])
    const actions = await lastActions(
      app.db,
      rows.map((row) => row.id),
    )
    return paginated(
      rows.map((row): AdminUser => ({
        ...row,
        full_name: `${row.first_name} ${row.last_name}`.trim(),
        status: row.status as AdminUserStatus,
        created_at: row.created_at.toISOString(),
        last_login_at: row.last_login_at?.toISOString() ?? null,
        last_action: actions.get(row.id) ?? null,
      })),
      query,
      total,
    )
  })

  /**
   * Moves the account to `status` in one transaction with the action's row (and `also`), then
   * ends its sessions and tells its open tabs when it leaves 'active'.
   */
  async function act(
    adminId: number,
    userId: number,
    locale: Locale,
    action: AdminUserActionKind,
    reason: string,
    allowed: (status: string) => string | null,
    also?: (tx: Db) => Promise<void>,
  ) {
    if (userId === adminId) throw forbidden(say('ownAccount', locale))
    const status: AdminUserStatus =
      action === 'blocked' ? 'blocked' : action === 'deactivated' ? 'deactivated' : 'active'
    await app.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
      if (!user) throw notFound(say('userMissing', locale))
      const refusal = allowed(user.status)
      if (refusal) throw conflict(refusal)
      await tx.update(users).set({ status }).where(eq(users.id, userId))
      await tx.insert(adminUserActions).values({ user_id: userId, admin_id: adminId, action, reason })
      await also?.(tx as unknown as Db)
    })
    if (status !== 'active') {
      await revokeUserTokens(app.db, userId)
      await app.notifications.send(
        userId,
        status === 'blocked' ? ACCOUNT_NOTIFICATIONS.userBlocked : ACCOUNT_NOTIFICATIONS.userDeactivated,
      )
    }
    return { data: { id: userId, status } }
  }

  route(app, blockUser, async ({ params, body, request }) => {
    const locale = requestLocale(request)
    return act(
      currentUser(request).id,
      params.id,
      locale,
      'blocked',
      body.reason,
      (status) => (status === 'deactivated' ? say('alreadyDeactivated', locale) : null),
      (tx) => closeReportsOn(tx, params.id),
    )
  })

  route(app, unblockUser, async ({ params, body, request }) => {
    const locale = requestLocale(request)
    return act(currentUser(request).id, params.id, locale, 'unblocked', body.reason, (status) =>
      status === 'blocked' ? null : say('notBlocked', locale),
    )
  })

  route(app, deactivateUser, async ({ params, body, request }) => {
    const locale = requestLocale(request)
    return act(currentUser(request).id, params.id, locale, 'deactivated', body.reason, (status) =>
      status === 'deactivated' ? say('alreadyDeactivated', locale) : null,
    )
  })
}
