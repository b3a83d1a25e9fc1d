/**
 * Accounts for the end-to-end tests: the demo roles (logged in once by auth.setup.ts, their
 * sessions saved as storageState), fresh accounts registered through the API, and the dev outbox
 * (GET /api/dev/outbox?to=ADDRESS) where the server leaves the e-mails it sends.
 */
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test'
import { register, saveInvoiceData, verifyEmail } from '../../../contracts/accounts/endpoints'
import { TOKEN_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants'
import { fillPath, type EndpointDef } from '../../../contracts/core/endpoint'
import { csrfCookie } from '../../../contracts/core/endpoints'
import { sendPhoneCode, validatePhoneCode } from '../../../contracts/onboarding/endpoints'
import { listOutbox, type OutboxMessage } from '../../../contracts/support/endpoints'

export const DEMO_PASSWORD = 'Password123!'

/**
 * A client address of its own, as the header a reverse proxy adds: the e2e server trusts 127.0.0.1
 * as its proxy (TRUST_PROXY in playwright.config.ts), as production trusts its own, so the accounts
 * that specs register in parallel are not all one client to the per-address limits (registration:
 * five a minute). The address is only a header value: nothing is sent to it.
 */
export function clientAddress(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1
  return { 'x-forwarded-for': `198.18.${octet()}.${octet()}` }
}

export const DEMO_ACCOUNTS = {
  trainer: 'formatore@aula.test',
  student: 'studente@aula.test',
  hr: 'hr@aula.test',
  admin: 'admin@aula.test',
} as const

export type DemoRole = keyof typeof DEMO_ACCOUNTS

/**
 * The session auth.setup.ts saved for a demo role (git-ignored). Shared by every test that uses it,
 * so none of them may log out or revoke its token: logging out is tested with sessions of their own.
 */
export const storageStatePath = (role: DemoRole) => `tests/e2e/.auth/${role}.json`

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@e2e.aula.test`

/** The newest message to `to` carrying `key` in its meta (e-mails may be sent by a background job). */
export async function fromOutbox(
  request: APIRequestContext,
  to: string,
  key: 'token' | 'pin' | 'otp',
  options: { differentFrom?: string } = {},
): Promise<string> {
  let value: string | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(listOutbox.path, { params: { to } })
        const { data } = (await response.json()) as { data: OutboxMessage[] }
        const meta = (message: OutboxMessage) => (message.meta ?? {}) as Record<string, unknown>
        value = data.map((message) => meta(message)[key]).find((found) => typeof found === 'string') as
          string | undefined
        return value !== undefined && value !== options.differentFrom
      },
      { timeout: 15_000, message: `an e-mail to ${to} with a ${key}` },
    )
    .toBe(true)
  return value as string
}

/** The bearer token the SPA keeps in its cookie (URL-encoded, as the SPA writes it). */
export async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)
  return cookie ? decodeURIComponent(cookie.value) : undefined
}

/**
 * A state-changing API call as the SPA makes it: the XSRF-TOKEN cookie from GET
 * /sanctum/csrf-cookie echoed in X-XSRF-TOKEN (the server answers 419 otherwise), the bearer token
 * when given. Answers 429 are waited out (Retry-After) and tried again, so a test that needs a
 * fresh account gets one even when the suite has just used up the per-IP registrations.
 */
export async function apiCall(
  request: APIRequestContext,
  endpoint: Pick<EndpointDef, 'method' | 'path'>,
  options: {
    data?: unknown
    params?: Record<string, unknown>
    token?: string
    waitOutRateLimit?: boolean
  } = {},
) {
  for (;;) {
    // the request context keeps the cookie in its jar and sends it back, the header echoes it
    await request.get(csrfCookie.path)
    const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)
    expect(xsrf, 'an XSRF-TOKEN cookie').toBeDefined()
    const response = await request.fetch(fillPath(endpoint.path, options.params), {
      method: endpoint.method,
      data: options.data,
      headers: {
        Accept: 'application/json',
        [XSRF_HEADER]: decodeURIComponent(xsrf!.value),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
    })
    if (response.status() !== 429 || !options.waitOutRateLimit) return response
    const wait = Number(response.headers()['retry-after'] ?? 5)
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000))
  }
}

export interface FreshAccount {
  email: string
  password: string
  token: string
  user: { id: number; role: string; first_name: string; last_name: string }
}

/** Registers a new account through POST /api/register (e-mail not verified yet). */
export async function registerAccount(
  request: APIRequestContext,
  role: 'student' | 'trainer',
  email = uniqueEmail(role),
): Promise<FreshAccount> {
  const password = 'Segreta123'
  // A request context of its own: the register answer sets the session cookies, and the page whose
  // context `request` shares stays a visitor (the account is made for the page to use, not as it).
  const origin = new URL((await request.get(csrfCookie.path)).url()).origin
  const own = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() })
  try {
    return await registerWith(own, role, email, password)
  } finally {
    await own.dispose()
  }
}

async function registerWith(
  request: APIRequestContext,
  role: 'student' | 'trainer',
  email: string,
  password: string,
  referralCode: string | null = null,
): Promise<FreshAccount> {
  const response = await apiCall(request, register, {
    waitOutRateLimit: true,
    data: {
      email,
      first_name: 'Chiara',
      last_name: 'Esposito',
      password,
      password_confirmation: password,
      role,
      terms_accepted: true,
      privacy_accepted: true,
      newsletter_accepted: false,
      referral_code: referralCode,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { data } = (await response.json()) as { data: { token: string; user: FreshAccount['user'] } }
  return { email, password, token: data.token, user: data.user }
}

/**
 * The storage state of a student of the spec's own: registered, e-mail and phone verified through
 * the outbox, so past the guard chain. For specs that change the account they use (billing data,
 * purchases): the demo accounts, which the model-based specs describe as seeded, stay untouched.
 */
export async function freshStudentState(baseURL: string, file: string): Promise<string> {
  return (await freshStudent(baseURL, file)).file
}

/**
 * The same, with the account's e-mail, password and id (for a spec that logs in through the UI);
 * `referralCode`: registered through someone's invitation.
 */
export async function freshStudent(
  baseURL: string,
  file: string,
  { referralCode = null }: { referralCode?: string | null } = {},
): Promise<{ file: string; email: string; password: string; id: number }> {
  const password = 'Segreta123'
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: clientAddress() })
  try {
    const account = await registerWith(request, 'student', uniqueEmail('buyer'), password, referralCode)
    const token = await fromOutbox(request, account.email, 'token')
    expect((await apiCall(request, verifyEmail, { data: { token } })).status()).toBe(200)
    // a mobile number of its own (one verified account per number): 3 and nine digits
    const phone = `3${String(Date.now()).slice(-9)}`
    expect(
      (await apiCall(request, sendPhoneCode, { data: { phone }, waitOutRateLimit: true })).status(),
    ).toBe(200)
    const otp = await fromOutbox(request, `0039${phone}`, 'otp')
    expect((await apiCall(request, validatePhoneCode, { data: { otp } })).status()).toBe(200)
    await request.storageState({ path: file })
    return { file, email: account.email, password, id: account.user.id }
  } finally {
    await request.dispose()
  }
}

/** Saves billing data an invoice can be issued on: a paid order needs it (issue 32 item 9). */
export async function saveInvoiceBilling(request: APIRequestContext): Promise<void> {
  const saved = await apiCall(request, saveInvoiceData, {
    data: {
      type: 'fisica',
      first_name: 'Mario',
      last_name: 'Rossi',
      fiscal_code: 'RSSMRA85T10A562S',
      address: 'Via Roma',
      address_number: '1',
      zip: '20121',
      city: 'Milano',
      province: 'MI',
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}
