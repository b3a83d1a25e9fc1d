/** Typed calls of the social area's pages: for now the referral program's. */
import { getReferralInfo } from '../../../contracts/referrals/endpoints'
import { call } from '../../shared/api'

export const fetchReferralInfo = (_params: object, signal: AbortSignal | undefined) =>
  call(getReferralInfo, {}, { signal })
