/**
 * The referral program (issue 19, /referrals): the user's code and the link to register with it,
 * everyone who signed up with it (named by first name and initial), and what each one's first
 * paid order earned (subscribers.ts credits it when payments publishes order.paid).
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { getReferralInfo } from '../../../contracts/referrals/endpoints.ts'
import { REFERRAL_REWARD_PERCENT } from '../../../contracts/referrals/schemas.ts'
import { users } from '../../core/db/tables.ts'
import { route } from '../../core/http/route.ts'
import { referralRewards } from './tables.ts'

/** The most people listed; the total counts them all. */
const LISTED = 200

export const referralRoutes: FastifyPluginAsync = async (app) => {
  route(app, getReferralInfo, async ({ request }) => {
    const me = request.user!
    const rows = await app.db
      .select({
        first_name: users.first_name,
        last_name: users.last_name,
        joined_at: users.created_at,
        reward_cents: referralRewards.amount_cents,
        rewarded_at: referralRewards.created_at,
      })
      .from(users)
      .leftJoin(
        referralRewards,
        and(eq(referralRewards.referred_id, users.id), eq(referralRewards.referrer_id, me.id)),
      )
      .where(eq(users.referred_by_id, me.id))
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(LISTED)
    const [own] = await app.db.select({ code: users.referral_code }).from(users).where(eq(users.id, me.id))
    const earned = await app.db
      .select({ amount: referralRewards.amount_cents })
      .from(referralRewards)
      .where(eq(referralRewards.referrer_id, me.id))
    return {
      data: {
        code: own.code,
        path: `/register?ref=${encodeURIComponent(own.code)}`,
        reward_percent: REFERRAL_REWARD_PERCENT,
        total_cents: earned.reduce((sum, row) => sum + row.amount, 0),
        referred: rows.map((row) => ({
          name: `${row.first_name} ${row.last_name.slice(0, 1)}.`.trim(),
          joined_at: row.joined_at.toISOString(),
          reward_cents: row.reward_cents,
          rewarded_at: row.rewarded_at?.toISOString() ?? null,
        })),
      },
    }
  })
}
