/** Typed calls of the accounts endpoints (SPEC.md §7 "Auth"); every one goes through the app's api client. */
import * as v from 'valibot'
import {
  parseAuthResponse,
  ProvidersPayload,
  type AuthResponse,
  type BillingInformation,
  type HrFiscalData,
  type LoginBody,
  type OwnProfile,
  type RegisterBody,
  type RegisterRole,
  type TermsBody,
  type User,
} from '../../../contracts/accounts/schemas'
import { api } from '../../shared/api'

type Signal = AbortSignal | undefined

export const login = async (body: LoginBody, signal?: Signal): Promise<AuthResponse> =>
  parseAuthResponse(await api.post<unknown>('/api/login', body, { signal }))

export const register = async (body: RegisterBody, signal?: Signal): Promise<AuthResponse> =>
  parseAuthResponse(await api.post<unknown>('/api/register', body, { signal }))

export const logout = (signal?: Signal) => api.post<unknown>('/api/logout', undefined, { signal })

export const fetchMe = (signal?: Signal) => api.get<User>('/api/me', { signal })

export const fetchInvoiceData = (signal?: Signal) =>
  api.get<BillingInformation>('/api/invoice-data', { signal })

export const fetchOwnProfile = (signal?: Signal) => api.get<OwnProfile>('/api/profile/me', { signal })

export const askPasswordReset = (email: string, signal?: Signal) =>
  api.post<unknown>('/api/password/ask/reset', { email }, { signal })

export const verifyPasswordPin = (body: { email: string; pin: string }, signal?: Signal) =>
  api.post<{ id: number; reset_token: string }>('/api/password/verify/pin', body, { signal })

export const updatePassword = (
  { id, ...body }: { id: number; reset_token: string; password: string; password_confirmation: string },
  signal?: Signal,
) => api.put<unknown>(`/api/password/update/${id}`, body, { signal })

export const sendVerificationEmail = (signal?: Signal) =>
  api.post<{ sent: boolean; email_verified: boolean }>('/api/email/send-verification', undefined, { signal })

export const verifyEmail = (token: string, signal?: Signal) =>
  api.post<{ email_verified: boolean }>('/api/email/verify', { token }, { signal })

/** SPEC.md §7 POST /api/terms: answers with the updated user. */
export const acceptTerms = (body: TermsBody, signal?: Signal) =>
  api.post<User>('/api/terms', body, { signal })

export type SocialProvider = 'facebook' | 'google'

/** SPEC.md §7 names the calls /api/fblogin, /api/glogin, /api/fbregister/:role, /api/gregister/:role. */
const SOCIAL_PREFIX: Record<SocialProvider, string> = { facebook: 'fb', google: 'g' }

/** Which sign-in providers the server is configured for, with the public ids their SDKs need. */
export const fetchProviders = async (signal?: Signal): Promise<ProvidersPayload> =>
  v.parse(ProvidersPayload, await api.get<unknown>('/api/auth/providers', { signal }))

/** `token`: a Google ID token or a Facebook access token, as the provider's SDK gave it. */
export const socialLogin = async (
  provider: SocialProvider,
  token: string,
  signal?: Signal,
): Promise<AuthResponse> =>
  parseAuthResponse(await api.post<unknown>(`/api/${SOCIAL_PREFIX[provider]}login`, { token }, { signal }))

/** What a provider cannot tell about a new account: the consents, and the fiscal data of an HR user. */
export interface SocialRegisterFields {
  terms_accepted: boolean
  privacy_accepted: boolean
  newsletter_accepted: boolean
  referral_code: string | null
  fiscal_data?: HrFiscalData
}

export const socialRegister = async (
  provider: SocialProvider,
  role: RegisterRole,
  body: SocialRegisterFields & { token: string },
  signal?: Signal,
): Promise<AuthResponse> =>
  parseAuthResponse(
    await api.post<unknown>(`/api/${SOCIAL_PREFIX[provider]}register/${role}`, body, { signal }),
  )
