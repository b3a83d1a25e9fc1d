/**
 * The accounts calls (SPEC.md §5, §7 "Auth"): registration and login (also with Facebook and
 * Google), the session's user, password reset by PIN, one-time codes, e-mail verification and the
 * billing information. Login and register answer the bearer token with the user.
 */
import * as v from 'valibot'
import { data, endpoint, schemaOf } from '../core/endpoint'
import {
  AuthResponse,
  BillingInformation,
  LoginAnswer,
  ProvidersPayload,
  RegisterRoleParams,
  User,
  UserIdParams,
  authSchemasFor,
  type AuthSchemaName,
} from './schemas'

const tag = 'accounts'
/** A body schema in the request's language. */
const body = <K extends AuthSchemaName>(name: K) => schemaOf(authSchemasFor, name)

// ---------------------------------------------------------------------------------------------
// Registration, login and the session

export const register = endpoint({
  method: 'POST',
  path: '/api/register',
  auth: 'public',
  tag,
  summary: 'Creates an account (trainer, student or HR) and logs it in; sends the verification e-mail',
  body: body('RegisterBody'),
  response: data(AuthResponse),
  status: 201,
  rateLimited: true,
})

export const login = endpoint({
  method: 'POST',
  path: '/api/login',
  auth: 'public',
  tag,
  summary:
    'Logs in with e-mail and password (401 on wrong credentials, 403 for a blocked account); while the ' +
    'account is locked, a device it never logged in from gets 202 and an e-mailed code step instead',
  body: body('LoginBody'),
  response: data(LoginAnswer),
  rateLimited: true,
  errors: [401, 403],
})

export const loginWithCode = endpoint({
  method: 'POST',
  path: '/api/login/code',
  auth: 'public',
  tag,
  summary: "Completes a login's e-mailed code step (5 wrong codes burn it) and logs in",
  body: body('LoginCodeBody'),
  response: data(AuthResponse),
  rateLimited: true,
  errors: [403],
})

export const logout = endpoint({
  method: 'POST',
  path: '/api/logout',
  auth: 'user',
  tag,
  summary: 'Ends the session: the bearer token stops working',
  status: 204,
})

export const getMe = endpoint({
  method: 'GET',
  path: '/api/me',
  auth: 'user',
  tag,
  summary: 'The logged-in user',
  response: data(User),
})

export const updateMe = endpoint({
  method: 'PUT',
  path: '/api/me/update',
  auth: 'user',
  tag,
  summary: "Changes the logged-in user's name, newsletter choice and language",
  body: body('MeUpdateBody'),
  response: data(User),
})

export const acceptTerms = endpoint({
  method: 'POST',
  path: '/api/terms',
  auth: 'user',
  tag,
  summary: 'Records the acceptance of the terms and the privacy policy',
  body: body('TermsBody'),
  response: data(User),
})

// ---------------------------------------------------------------------------------------------
// Password reset by PIN

export const askPasswordReset = endpoint({
  method: 'POST',
  path: '/api/password/ask/reset',
  auth: 'public',
  tag,
  summary: 'E-mails a PIN to reset the password; answers the same whether the address exists or not',
  body: body('PasswordAskResetBody'),
  response: data(v.object({ message: v.string() })),
  rateLimited: true,
})

export const verifyPasswordPin = endpoint({
  method: 'POST',
  path: '/api/password/verify/pin',
  auth: 'public',
  tag,
  summary: 'Trades the e-mailed PIN for a reset token (five wrong tries burn the PIN)',
  body: body('PasswordVerifyPinBody'),
  response: data(v.object({ id: v.number(), reset_token: v.string() })),
})

/**
 * Public on purpose: someone who forgot the password is not logged in. The handler then asks for
 * either the reset token of the PIN step, or the session of the account's own user (401 without
 * either, 403 for someone else's account).
 */
export const updatePassword = endpoint({
  method: 'PUT',
  path: '/api/password/update/:id',
  auth: 'public',
  tag,
  summary: "Sets a new password with the PIN step's reset token, or as the account's logged-in user",
  params: UserIdParams,
  body: body('PasswordUpdateBody'),
  response: data(v.object({ id: v.number() })),
  errors: [401, 403, 404],
})

// ---------------------------------------------------------------------------------------------
// One-time codes and e-mail verification

export const sendOtp = endpoint({
  method: 'POST',
  path: '/api/otp/send',
  auth: 'public',
  tag,
  summary: 'E-mails a 6-digit code valid for 10 minutes',
  body: body('OtpRequestBody'),
  response: data(v.object({ sent: v.literal(true), expires_at: v.string() })),
  rateLimited: true,
})

export const verifyOtp = endpoint({
  method: 'POST',
  path: '/api/otp/verify',
  auth: 'public',
  tag,
  summary: "Checks a one-time code; a right one also verifies the account's address",
  body: body('OtpVerifyBody'),
  response: data(v.object({ verified: v.literal(true) })),
})

export const sendVerificationEmail = endpoint({
  method: 'POST',
  path: '/api/email/send-verification',
  auth: 'user',
  tag,
  summary: 'Sends a new verification link, unless the address is verified already',
  response: data(v.object({ sent: v.boolean(), email_verified: v.boolean() })),
  rateLimited: true,
})

export const deleteAccount = endpoint({
  method: 'POST',
  path: '/api/settings/account/delete',
  auth: 'user',
  tag,
  summary:
    'Schedules the account for deletion (password required) and ends every session; logging in before the date keeps it',
  body: body('AccountDeletionBody'),
  response: data(v.object({ deletion_scheduled_at: v.string() })),
  errors: [429],
})

export const requestEmailChange = endpoint({
  method: 'POST',
  path: '/api/settings/email',
  auth: 'user',
  tag,
  summary:
    'Sends a confirmation link to a new address (password required); the address changes when the link is opened',
  body: body('EmailChangeBody'),
  response: data(v.object({ sent: v.literal(true), email: v.string() })),
  errors: [429],
})

export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/email/verify',
  auth: 'public',
  tag,
  summary: "Verifies an address with the link's token (no login: the link may open on another device)",
  body: body('EmailVerifyBody'),
  response: data(v.object({ email_verified: v.literal(true) })),
})

export const getEmailVerified = endpoint({
  method: 'GET',
  path: '/api/email-verified',
  auth: 'user',
  tag,
  summary: "Whether the logged-in user's address is verified",
  response: data(v.object({ email_verified: v.boolean() })),
})

// ---------------------------------------------------------------------------------------------
// Facebook and Google

export const listAuthProviders = endpoint({
  method: 'GET',
  path: '/api/auth/providers',
  auth: 'public',
  tag,
  summary: 'The sign-in providers configured, with the public ids their browser SDKs need',
  response: data(ProvidersPayload),
})

const socialLogin = {
  auth: 'public',
  tag,
  body: body('SocialLoginBody'),
  response: data(AuthResponse),
  rateLimited: true,
  // 401: the provider does not vouch for the token; 404: no account yet; 409: an account with the
  // address exists but never verified it, so it is not linked; 501: provider not configured.
  errors: [401, 403, 404, 409, 501],
} as const

const socialRegister = {
  auth: 'public',
  tag,
  params: RegisterRoleParams,
  body: body('SocialRegisterBody'),
  response: data(AuthResponse),
  status: 201,
  rateLimited: true,
  errors: [401, 501],
} as const

export const facebookLogin = endpoint({
  method: 'POST',
  path: '/api/fblogin',
  summary: 'Logs in with a Facebook access token',
  ...socialLogin,
})

export const googleLogin = endpoint({
  method: 'POST',
  path: '/api/glogin',
  summary: 'Logs in with a Google ID token',
  ...socialLogin,
})

export const facebookRegister = endpoint({
  method: 'POST',
  path: '/api/fbregister/:role',
  summary: 'Creates an account from a Facebook profile, its address verified by the provider',
  ...socialRegister,
})

export const googleRegister = endpoint({
  method: 'POST',
  path: '/api/gregister/:role',
  summary: 'Creates an account from a Google profile, its address verified by the provider',
  ...socialRegister,
})

// ---------------------------------------------------------------------------------------------
// Billing information

export const getInvoiceData = endpoint({
  method: 'GET',
  path: '/api/invoice-data',
  auth: 'user',
  tag,
  summary: "The logged-in user's billing information",
  response: data(BillingInformation),
  errors: [404],
})

export const saveInvoiceData = endpoint({
  method: 'POST',
  path: '/api/invoice-data',
  auth: 'user',
  tag,
  summary: 'Saves the non-empty billing fields sent (a blank one never erases a stored value)',
  body: body('InvoiceDataBody'),
  response: data(BillingInformation),
})
