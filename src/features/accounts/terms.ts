import type { User } from '../../../contracts/accounts/schemas'

/** The user the guard chain stops at the terms step: logged in, terms or privacy not accepted. */
export function needsTermsAcceptance(
  user: Pick<User, 'terms_accepted' | 'privacy_accepted'> | null,
): boolean {
  return user !== null && !(user.terms_accepted && user.privacy_accepted)
}
