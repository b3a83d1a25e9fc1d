/** The referral program's call (SPEC.md §7 "referral info"). */
import { data, endpoint } from '../core/endpoint'
import { ReferralInfo } from './schemas'

export const getReferralInfo = endpoint({
  method: 'GET',
  path: '/api/referrals',
  auth: 'user',
  tag: 'referrals',
  summary: "The user's referral code and link, who signed up with it, and the rewards earned",
  response: data(ReferralInfo),
})
