/**
 * A referred user's first paid order earns whoever referred them a reward (issue 19), written when
 * payments publishes `order.paid` (core/domain-events.ts; issue 33), in the order's transaction:
 * the unique key on the referred user makes it once, whichever order commits first. The referrer
 * is told once the transaction has committed.
 */
import { eq } from 'drizzle-orm'
import { referralRewardCents } from '../../../contracts/referrals/schemas.ts'
import { REFERRAL_NOTIFICATIONS } from '../../../contracts/referrals/notifications.ts'
import { defineSubscribers } from '../../core/domain-events.ts'
import { users } from '../../core/db/tables.ts'
import { referralRewards } from './tables.ts'

export default defineSubscribers({
  'order.paid': async (order, { tx, notify }) => {
    if (order.amount_cents <= 0) return
    const [buyer] = await tx
      .select({ referrer: users.referred_by_id, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(eq(users.id, order.user_id))
    if (!buyer?.referrer) return
    const [reward] = await tx
      .insert(referralRewards)
      .values({
        referrer_id: buyer.referrer,
        referred_id: order.user_id,
        order_id: order.order_id,
        amount_cents: referralRewardCents(order.amount_cents),
      })
      .onConflictDoNothing()
      .returning()
    if (!reward) return
    notify(buyer.referrer, REFERRAL_NOTIFICATIONS.referralReward.type, {
      referrer_id: buyer.referrer,
      name: `${buyer.first_name} ${buyer.last_name.slice(0, 1)}.`,
      amount_cents: reward.amount_cents,
    })
  },
})
