/**
 * Security headers on every response, API and SPA alike, errors included (onSend runs for all).
 * The CSP allows only same-origin code. connect-src names the realtime server and nothing else
 * (issue 32 item 13; it was any `ws:`/`wss:` host): the embedded one answers on the page's own
 * host and port, so the request's host with the WebSocket scheme (CSP 3 browsers count it under
 * 'self' already; Safari before 15.4 does not); Pusher Channels or Soketi, the host PUSHER_HOST
 * names. A configured Facebook or Google sign-in adds exactly the origins its browser SDK loads
 * from, frames and calls, and nothing when it is off, so an installation without them keeps the
 * strictest policy.
 *
 * style-src keeps 'unsafe-inline': the first paint in index.html is drawn with `style`
 * attributes before any stylesheet loads (it must show without one), and a CSP without
 * 'unsafe-inline' refuses every style attribute in markup. Styles scripts set through the DOM
 * (React's `style` prop, Headless UI's and uPlot's positioning) are not affected either way.
 * Dropping it needs the first paint moved to classes in a stylesheet of its own, or its three
 * attributes allowed by hash with 'unsafe-hashes'; script-src has no 'unsafe-*' at all, which is
 * what stops injected code.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
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
  ['connect-src', ["'self'"]],
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

/** The Content-Security-Policy header for the providers that are configured and the realtime server. */
export function contentSecurityPolicy(providers: CspProviders = {}, realtime: string[] = []): string {
  const policy = new Map(BASE_POLICY.map(([directive, sources]) => [directive, [...sources]]))
  policy.set('connect-src', [...policy.get('connect-src')!, ...realtime])
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

/** The policy with no sign-in provider configured, before the realtime host is added. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/** A Host header that can stand in a CSP source: a name or an address, and a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * Where the SPA opens its realtime socket (notifications.routes.ts tells it the same):
 * Pusher Channels' cluster host, the PUSHER_HOST of a Soketi, or the embedded server on the host
 * the page came from. A Host header that is not a plain host adds nothing ('self' remains).
 */
export function realtimeSources(
  config: Pick<Config, 'pusher' | 'appEnv'>,
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
): string[] {
  const { pusher } = config
  if (pusher.host) {
    if (pusher.host.endsWith('.pusher.com')) return [`wss://ws-${pusher.cluster}.pusher.com`]
    const port = pusher.port ? `:${pusher.port}` : ''
    return [`${pusher.useTLS ? 'wss' : 'ws'}://${pusher.host}${port}`]
  }
  const secure = request.protocol === 'https' || config.appEnv === 'production'
  return HOST.test(request.host) ? [`${secure ? 'wss' : 'ws'}://${request.host}`] : []
}

/** Which providers the configuration turns on. */
export function cspProviders(config: Pick<Config, 'facebook' | 'google'>): CspProviders {
  return { facebook: Boolean(config.facebook), google: Boolean(config.google) }
}

const plugin: FastifyPluginAsync<{ production: boolean }> = async (app, { production }) => {
  const config = app.hasDecorator('config') ? app.config : undefined
  const providers = config ? cspProviders(config) : {}
  // one policy per host the site is reached by (a handful), built once
  const policies = new Map<string, string>()
  const policyFor = (request: FastifyRequest) => {
    if (!config) return CONTENT_SECURITY_POLICY
    const key = `${request.protocol}|${request.host}`
    let policy = policies.get(key)
    if (policy === undefined) {
      policy = contentSecurityPolicy(providers, realtimeSources(config, request))
      if (policies.size < 100) policies.set(key, policy)
    }
    return policy
  }
  const headers: Record<string, string> = {
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
  }
  // HSTS only where HTTPS is certain; on a developer's http://localhost it would only get in the way.
  if (production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers)
    reply.header('content-security-policy', policyFor(request))
    return payload
  })
}

export const securityHeaders = fp(plugin, { name: 'security-headers' })
