/**
 * The API calls the session makes (SPEC.md §7 "Login sequence", §4 "Loading on navigation"). The
 * session sits below the features, so it does not import them: the app provides the calls (the
 * accounts area's) as a loader, and the session downloads them with its actor, on first need.
 */
import type {
  AuthResponse,
  BillingInformation,
  LoginBody,
  OwnProfile,
  User,
} from '../../contracts/accounts/schemas'

export interface SessionServices {
  fetchCurrentUser: (signal?: AbortSignal) => Promise<User>
  /** Billing information of a trainer or HR user with invoice data; failures are swallowed. */
  fetchBilling: (signal?: AbortSignal) => Promise<BillingInformation>
  /** The user's own profile; failures are swallowed. */
  fetchProfile: (signal?: AbortSignal) => Promise<OwnProfile>
  login: (body: LoginBody, signal?: AbortSignal) => Promise<AuthResponse>
  logout: (signal?: AbortSignal) => Promise<unknown>
}

let load: (() => Promise<SessionServices>) | undefined
let loading: Promise<SessionServices> | undefined

/** The app tells the session where its calls come from (src/app/session-wiring.ts). */
export function provideSessionServices(loader: () => Promise<SessionServices>): void {
  load = loader
  loading = undefined
}

/** The calls, downloaded once; a failed download is tried again on the next call. */
export function sessionServices(): Promise<SessionServices> {
  if (!load) return Promise.reject(new Error('The app has not provided the session services'))
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
