/**
 * Payloads of the REFERRALS area (SPEC.md §2 /referrals, §3 User referral_code, §7 referral info):
 * the user's code and link, the people who signed up with it, and what each earned the user.
 */
import * as v from 'valibot'

/** What a referral earns: this share of the referred user's first paid order, once. */
export const REFERRAL_REWARD_PERCENT = 10

/** The reward for a first order of `amountCents`, rounded to the cent. */
export const referralRewardCents = (amountCents: number) =>
  Math.round((amountCents * REFERRAL_REWARD_PERCENT) / 100)

export const ReferredPerson = v.object({
  /** First name and the initial of the last name: enough to recognise a friend, no more. */
  name: v.string(),
  joined_at: v.string(),
  /** Null until their first paid order succeeds. */
  reward_cents: v.nullable(v.number()),
  rewarded_at: v.nullable(v.string()),
})
export type ReferredPerson = v.InferOutput<typeof ReferredPerson>

export const ReferralInfo = v.object({
  code: v.string(),
  /** The registration page with the code filled in, as a path on this site. */
  path: v.string(),
  reward_percent: v.number(),
  total_cents: v.number(),
  referred: v.array(ReferredPerson),
})
export type ReferralInfo = v.InferOutput<typeof ReferralInfo>
