/**
 * The login's e-mailed code step (issue 32 item 2) with its real calls, so the login page only reads
 * a challenge and sends the code. The session keeps a failed login as its status alone (its context
 * stays serialisable for traces), so the challenge the 202 carried is taken from the login call.
 */
import { errorStatus, type LoginChallenge } from '../../../contracts/accounts/schemas'
import { authenticateWithSession } from '../../session/session-actor'
import { loginWithCode, takeLoginChallenge } from './api'

/** The code step a failed login asks for (once), or null when it failed for another reason. */
export const loginChallengeOf = (error: unknown): LoginChallenge | null =>
  errorStatus(error) === 202 ? takeLoginChallenge() : null

/** Logs in with the code from the e-mail (rejects when it is wrong or expired). */
export async function signInWithCode(challenge: LoginChallenge, otp: string): Promise<void> {
  authenticateWithSession(await loginWithCode({ challenge_token: challenge.challenge_token, otp }))
}
