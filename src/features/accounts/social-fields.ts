/** The sign-in providers and what a provider cannot tell about a new account (types only: the doors use them). */
import type { HrFiscalData } from '../../../contracts/accounts/schemas'

export type SocialProvider = 'facebook' | 'google'

/** The consents, and the fiscal data of an HR user. */
export interface SocialRegisterFields {
  terms_accepted: boolean
  privacy_accepted: boolean
  newsletter_accepted: boolean
  referral_code: string | null
  fiscal_data?: HrFiscalData
}
