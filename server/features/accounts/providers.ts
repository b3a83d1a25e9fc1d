/**
 * Facebook and Google sign-in as adapters: each turns the token the SPA got from the provider's
 * own SDK into a verified profile, by asking the provider over HTTPS. They exist only when their
 * env variables are set (config.facebook / config.google); routes answer 501 otherwise.
 */
import type { Config } from '../../core/config.ts'

export type ProviderName = 'facebook' | 'google'

export interface ProviderProfile {
  /** The provider's stable id for the person. */
  id: string
  /** Only an address the provider has verified. */
  email: string | null
  first_name: string
  last_name: string
}

export interface IdentityProvider {
  /** The profile behind a provider token, or null when the provider does not vouch for it. */
  verify(token: string): Promise<ProviderProfile | null>
}

export type IdentityProviders = Partial<Record<ProviderName, IdentityProvider>>

type Fetch = typeof globalThis.fetch

async function getJson(fetcher: Fetch, url: URL): Promise<Record<string, unknown> | null> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) return null
  return (await response.json()) as Record<string, unknown>
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function facebookProvider(appId: string, appSecret: string, fetcher: Fetch = fetch): IdentityProvider {
  return {
    async verify(token) {
      // debug_token proves the token was issued to this app, not to any app that knows the user.
      const debug = new URL('https://graph.facebook.com/debug_token')
      debug.searchParams.set('input_token', token)
      debug.searchParams.set('access_token', `${appId}|${appSecret}`)
      const info = (await getJson(fetcher, debug))?.data as Record<string, unknown> | undefined
      if (!info || info.is_valid !== true || String(info.app_id) !== appId) return null
      const me = new URL('https://graph.facebook.com/me')
      me.searchParams.set('fields', 'id,email,first_name,last_name')
      me.searchParams.set('access_token', token)
      const profile = await getJson(fetcher, me)
      if (!profile || !profile.id) return null
      return {
        id: String(profile.id),
        email: text(profile.email) || null,
        first_name: text(profile.first_name),
        last_name: text(profile.last_name),
      }
    },
  }
}

export function googleProvider(clientId: string, fetcher: Fetch = fetch): IdentityProvider {
  return {
    async verify(token) {
      const url = new URL('https://oauth2.googleapis.com/tokeninfo')
      url.searchParams.set('id_token', token)
      const info = await getJson(fetcher, url)
      if (!info || info.aud !== clientId || !info.sub) return null
      const verified = info.email_verified === true || info.email_verified === 'true'
      return {
        id: String(info.sub),
        email: verified ? text(info.email) || null : null,
        first_name: text(info.given_name),
        last_name: text(info.family_name),
      }
    },
  }
}

export function createIdentityProviders(config: Pick<Config, 'facebook' | 'google'>): IdentityProviders {
  return {
    facebook: config.facebook
      ? facebookProvider(config.facebook.appId, config.facebook.appSecret)
      : undefined,
    google: config.google ? googleProvider(config.google.clientId) : undefined,
  }
}
