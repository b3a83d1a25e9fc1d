/** What the discount codes' table and form show, from the course-coupons machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { CourseCoupon } from '../../contracts/studio/schemas'
import type { courseCouponsMachine } from './course-coupons.machine'

export interface CourseCouponsView {
  coupons: CourseCoupon[]
  /** Ending a code failed. */
  endFailed: boolean
  /** The new code's messages by field (code, amount, valid_until, max_redemptions). */
  errors: Record<string, string>
  createFailed: boolean
  /** The code just created, for the success message. */
  created: string | null
  /** Creating: the create button waits. */
  creating: boolean
}

export function courseCouponsView(snapshot: SnapshotFrom<typeof courseCouponsMachine>): CourseCouponsView {
  const { coupons, endFailed, errors, createFailed, created } = snapshot.context
  return { coupons, endFailed, errors, createFailed, created, creating: snapshot.matches('creating') }
}
