/** Typed calls of the accounts endpoints (SPEC.md §7 "Auth"), each one from its endpoint descriptor. */
import * as v from 'valibot'
import * as accounts from '../../../contracts/accounts/endpoints'
import {
  isLoginChallenge,
  parseAuthResponse,
  type LoginChallenge,
  ProvidersPayload,
  type AuthResponse,
  type LoginBody,
  type RegisterBody,
  type RegisterRole,
  type TermsBody,
} from '../../../contracts/accounts/schemas'
import { getOwnProfile } from '../../../contracts/profiles/view-endpoints'
import { call } from '../../shared/api'
import type { SocialProvider, SocialRegisterFields } from './social-fields'

type Signal = AbortSignal | undefined

/**
 * The login answered the e-mailed code step (issue 32 item 2: the account is locked and this
 * browser never logged in to it). Thrown so the session's login fails as any refusal does, with
 * status 202; the login page takes the challenge with takeLoginChallenge and asks for the code.
 */
export class LoginChallengeError extends Error {
  readonly status = 202
  constructor(readonly challenge: LoginChallenge) {
    super('The login needs the code sent by e-mail')
  }
}

let pendingChallenge: LoginChallenge | null = null

/** The code step the last login answered, once (null when it answered anything else). */
export function takeLoginChallenge(): LoginChallenge | null {
  const challenge = pendingChallenge
  pendingChallenge = null
  return challenge
}

// parseAuthResponse reports an account with several roles answered as a list (SPEC.md §5).
export const login = async (body: LoginBody, signal?: Signal): Promise<AuthResponse> => {
  pendingChallenge = null
  const answer: unknown = await call(accounts.login, { body }, { signal })
  if (isLoginChallenge(answer)) {
    pendingChallenge = answer
    throw new LoginChallengeError(answer)
  }
  return parseAuthResponse(answer)
}

/** The code step: the code from the e-mail logs in, answering the token and the user as login does. */
export const loginWithCode = async (
  body: { challenge_token: string; otp: string },
  signal?: Signal,
): Promise<AuthResponse> => parseAuthResponse(await call(accounts.loginWithCode, { body }, { signal }))

export const register = async (body: RegisterBody, signal?: Signal): Promise<AuthResponse> =>
  parseAuthResponse(await call(accounts.register, { body }, { signal }))

export const logout = (signal?: Signal) => call(accounts.logout, {}, { signal })

export const fetchMe = (signal?: Signal) => call(accounts.getMe, {}, { signal })

export const fetchInvoiceData = (signal?: Signal) => call(accounts.getInvoiceData, {}, { signal })

export const fetchOwnProfile = (signal?: Signal) => call(getOwnProfile, {}, { signal })

export const askPasswordReset = (email: string, signal?: Signal) =>
  call(accounts.askPasswordReset, { body: { email } }, { signal })

export const verifyPasswordPin = (body: { email: string; pin: string }, signal?: Signal) =>
  call(accounts.verifyPasswordPin, { body }, { signal })

export const updatePassword = (
  { id, ...body }: { id: number; reset_token: string; password: string; password_confirmation: string },
  signal?: Signal,
) => call(accounts.updatePassword, { params: { id }, body }, { signal })

export const sendVerificationEmail = (signal?: Signal) => call(accounts.sendVerificationEmail, {}, { signal })

export const verifyEmail = (token: string, signal?: Signal) =>
  call(accounts.verifyEmail, { body: { token } }, { signal })

/** SPEC.md §7 POST /api/terms: answers with the updated user. */
export const acceptTerms = (body: TermsBody, signal?: Signal) =>
  call(accounts.acceptTerms, { body }, { signal })

export type { SocialProvider, SocialRegisterFields }

const SOCIAL = {
  facebook: { login: accounts.facebookLogin, register: accounts.facebookRegister },
  google: { login: accounts.googleLogin, register: accounts.googleRegister },
} as const satisfies Record<SocialProvider, unknown>

/** Which sign-in providers the server is configured for, with the public ids their SDKs need. */
export const fetchProviders = async (signal?: Signal): Promise<ProvidersPayload> =>
  v.parse(ProvidersPayload, await call(accounts.listAuthProviders, {}, { signal }))

/** `token`: a Google ID token or a Facebook access token, as the provider's SDK gave it. */
export const socialLogin = async (
  provider: SocialProvider,
  token: string,
  signal?: Signal,
): Promise<AuthResponse> =>
  parseAuthResponse(await call(SOCIAL[provider].login, { body: { token } }, { signal }))

export const socialRegister = async (
  provider: SocialProvider,
  role: RegisterRole,
  body: SocialRegisterFields & { token: string },
  signal?: Signal,
): Promise<AuthResponse> =>
  parseAuthResponse(await call(SOCIAL[provider].register, { params: { role }, body }, { signal }))
