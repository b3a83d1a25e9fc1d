/** Typed calls of the accounts endpoints (SPEC.md §7 "Auth"); every one goes through the app's api client. */
import {
  parseAuthResponse,
  type AuthResponse,
  type BillingInformation,
  type LoginBody,
  type OwnProfile,
  type RegisterBody,
  type TermsBody,
  type User,
} from '../../../contracts/api/auth'
import { api } from '../../lib/api'

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
