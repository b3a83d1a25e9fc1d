/**
 * The browser side of Facebook and Google sign-in: load the provider's own SDK when the person asks
 * for it, let the provider ask them, and hand back the token the server verifies (a Google ID token,
 * a Facebook access token). null means the person closed the provider's window: not an error.
 * The SDKs are reached only through `window.google` and `window.FB`, which tests define as stubs.
 */
import type { Locale } from '../../../../contracts/core/constants'
import { loadScript } from './script-loader'

export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client'
export const FACEBOOK_API_VERSION = 'v19.0'
export const FACEBOOK_SCOPE = 'email,public_profile'

export function facebookSdkUrl(locale: Locale | string): string {
  return `https://connect.facebook.net/${locale === 'en' ? 'en_US' : 'it_IT'}/sdk.js`
}

/** The provider loaded but cannot show its sign-in here (e.g. Google One Tap turned off by the person). */
export class SignInUnavailableError extends Error {
  constructor(reason: string) {
    super(`The provider cannot show its sign-in: ${reason}`)
    this.name = 'SignInUnavailableError'
  }
}

// ---------------------------------------------------------------------------------------------
// The parts of the SDKs used here

export interface GoogleCredentialResponse {
  credential?: string
}

/** A prompt notification; with FedCM only some of these methods exist, so each is optional. */
export interface GooglePromptMoment {
  isNotDisplayed?: () => boolean
  getNotDisplayedReason?: () => string
  isSkippedMoment?: () => boolean
  getSkippedReason?: () => string
  isDismissedMoment?: () => boolean
  getDismissedReason?: () => string
}

export interface GoogleIdentity {
  initialize(config: {
    client_id: string
    callback: (response: GoogleCredentialResponse) => void
    cancel_on_tap_outside?: boolean
    use_fedcm_for_prompt?: boolean
  }): void
  prompt(listener?: (moment: GooglePromptMoment) => void): void
}

export interface FacebookLoginResponse {
  status?: string
  authResponse?: { accessToken?: string } | null
}

export interface FacebookSdk {
  init(params: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } }
    FB?: FacebookSdk
  }
}

// ---------------------------------------------------------------------------------------------
// Google Identity Services

const googleIdentity = () => window.google?.accounts?.id

// initialize() fixes the callback, and GIS warns when it is called again: once per SDK and client id,
// with a callback that answers whichever prompt is waiting.
const googleInitialized = new WeakMap<GoogleIdentity, string>()
let googleWaiting: ((result: string | null | Error) => void) | undefined

function settleGoogle(result: string | null | Error) {
  const waiting = googleWaiting
  googleWaiting = undefined
  waiting?.(result)
}

const loadGoogleSdk = () => loadScript(GOOGLE_SDK_URL, { ready: () => googleIdentity() !== undefined })

export async function googleIdToken(clientId: string): Promise<string | null> {
  await loadGoogleSdk()
  const identity = googleIdentity()
  if (!identity) throw new SignInUnavailableError('no google.accounts.id')
  if (googleInitialized.get(identity) !== clientId) {
    identity.initialize({
      client_id: clientId,
      callback: (response) => settleGoogle(response.credential || null),
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
    })
    googleInitialized.set(identity, clientId)
  }
  // a prompt still open from an earlier click counts as closed
  settleGoogle(null)
  return new Promise<string | null>((resolve, reject) => {
    googleWaiting = (result) => (result instanceof Error ? reject(result) : resolve(result))
    identity.prompt((moment) => {
      if (moment.isNotDisplayed?.())
        settleGoogle(new SignInUnavailableError(moment.getNotDisplayedReason?.() ?? 'not displayed'))
      else if (moment.isSkippedMoment?.()) {
        const reason = moment.getSkippedReason?.()
        settleGoogle(reason === 'issuing_failed' ? new SignInUnavailableError(reason) : null)
      } else if (moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== 'credential_returned')
        settleGoogle(null)
    })
  })
}

// ---------------------------------------------------------------------------------------------
// Facebook JS SDK

const facebookInitialized = new WeakMap<FacebookSdk, string>()

const loadFacebookSdk = (locale: Locale | string) =>
  loadScript(facebookSdkUrl(locale), { ready: () => window.FB !== undefined })

export async function facebookAccessToken(appId: string, locale: Locale | string): Promise<string | null> {
  await loadFacebookSdk(locale)
  const fb = window.FB
  if (!fb) throw new SignInUnavailableError('no FB')
  if (facebookInitialized.get(fb) !== appId) {
    // no cookie and no XFBML parsing: the token goes to our server, nothing else on the page is Facebook's
    fb.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false })
    facebookInitialized.set(fb, appId)
  }
  return new Promise((resolve) => {
    fb.login((response) => resolve(response.authResponse?.accessToken || null), { scope: FACEBOOK_SCOPE })
  })
}

/**
 * Starts downloading a provider's SDK when the pointer reaches its button: Facebook opens its login
 * in a pop-up, which browsers allow only shortly after the click, so the script should be there by then.
 * A failure is left to the click, which tries again and says so.
 */
export function preloadProviderSdk(provider: 'facebook' | 'google', locale: Locale | string): void {
  const loading = provider === 'google' ? loadGoogleSdk() : loadFacebookSdk(locale)
  loading.catch(() => undefined)
}

/** The token of one provider, by the public id the server gave for it. */
export function providerToken(
  provider: 'facebook' | 'google',
  publicId: string,
  locale: Locale | string,
): Promise<string | null> {
  return provider === 'google' ? googleIdToken(publicId) : facebookAccessToken(publicId, locale)
}
