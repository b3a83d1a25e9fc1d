/** Referrals (issue 19): someone the user invited made a first payment, and the user earned a reward. */
import * as v from 'valibot'
import { defineNotifications, linkTo } from '../core/notifications'

export const REFERRAL_NOTIFICATIONS = defineNotifications('referrals', {
  referralReward: {
    type: 'referral_reward',
    data: v.strictObject({ referrer_id: v.number(), name: v.string(), amount_cents: v.number() }),
    link: linkTo('referrals'),
  },
})

export default REFERRAL_NOTIFICATIONS
