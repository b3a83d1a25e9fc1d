/**
 * Security headers on every response, API and SPA alike, errors included (onSend runs for all).
 * The CSP allows only same-origin code; 'unsafe-inline' styles are needed by Headless UI's
 * positioning, ws:/wss: by the realtime connection on the same port. A configured Facebook or
 * Google sign-in adds exactly the origins its browser SDK loads from, frames and calls, and
 * nothing when it is off, so an installation without them keeps the strictest policy.
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'connect-src'
  | 'font-src'
  | 'media-src'
  | 'frame-src'
  | 'frame-ancestors'
  | 'base-uri'
  | 'form-action'

const BASE_POLICY: [Directive, string[]][] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['connect-src', ["'self'", 'ws:', 'wss:']],
  ['font-src', ["'self'", 'data:']],
  ['media-src', ["'self'", 'blob:']],
  ['frame-ancestors', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
]

/** What each provider's SDK needs, as its own documentation lists it. */
export const PROVIDER_SOURCES: Record<'facebook' | 'google', Partial<Record<Directive, string[]>>> = {
  // Google Identity Services: the client script, its One Tap iframe and its calls and stylesheet.
  google: {
    'script-src': ['https://accounts.google.com/gsi/client'],
    'style-src': ['https://accounts.google.com/gsi/style'],
    'frame-src': ['https://accounts.google.com'],
    'connect-src': ['https://accounts.google.com'],
  },
  // The Facebook JS SDK: sdk.js, its login and XFBML iframes, and the Graph API.
  facebook: {
    'script-src': ['https://connect.facebook.net'],
    'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
    'connect-src': ['https://graph.facebook.com'],
  },
}

export interface CspProviders {
  facebook?: boolean
  google?: boolean
}

/** The Content-Security-Policy header for the providers that are configured. */
export function contentSecurityPolicy(providers: CspProviders = {}): string {
  const policy = new Map(BASE_POLICY.map(([directive, sources]) => [directive, [...sources]]))
  for (const name of ['google', 'facebook'] as const) {
    if (!providers[name]) continue
    for (const [directive, sources] of Object.entries(PROVIDER_SOURCES[name]) as [Directive, string[]][]) {
      // a new directive starts from 'self', as default-src would have allowed it
      const current = policy.get(directive) ?? ["'self'"]
      policy.set(directive, [...current, ...sources.filter((source) => !current.includes(source))])
    }
  }
  return [...policy].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ')
}

/** The policy with no sign-in provider configured (the default installation). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/** Which providers the configuration turns on. */
export function cspProviders(config: Pick<Config, 'facebook' | 'google'>): CspProviders {
  return { facebook: Boolean(config.facebook), google: Boolean(config.google) }
}

const plugin: FastifyPluginAsync<{ production: boolean }> = async (app, { production }) => {
  const config = app.hasDecorator('config') ? app.config : undefined
  const headers: Record<string, string> = {
    'content-security-policy': config ? contentSecurityPolicy(cspProviders(config)) : CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
  }
  // HSTS only where HTTPS is certain; on a developer's http://localhost it would only get in the way.
  if (production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers)
    return payload
  })
}

export const securityHeaders = fp(plugin, { name: 'security-headers' })
