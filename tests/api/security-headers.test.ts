import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  realtimeSources,
} from '../../server/core/plugins/security-headers.ts'
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../../server/testing/helper.ts'

const GOOGLE_ENV = { GOOGLE_CLIENT_ID: 'aula.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'g-secret' }
const FACEBOOK_ENV = { FACEBOOK_APP_ID: '1234567890', FACEBOOK_APP_SECRET: 'fb-secret' }

let t: TestApp
let production: TestApp
let googleOnly: TestApp
let both: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  googleOnly = await buildTestApp({ env: GOOGLE_ENV })
  both = await buildTestApp({ env: { ...GOOGLE_ENV, ...FACEBOOK_ENV } })
  production = await buildTestApp({
    env: PRODUCTION_ENV,
  })
})
afterAll(async () => {
  await t.close()
  await production.close()
  await googleOnly.close()
  await both.close()
})

/** The sources of one directive of a CSP header, or undefined when the directive is absent. */
function sources(policy: string, directive: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
  return found?.slice(1)
}

/** light-my-request's default Host: the embedded realtime server is reached there too. */
const LOCAL_SOCKET = 'ws://localhost:80'
const LOCAL_POLICY = contentSecurityPolicy({}, [LOCAL_SOCKET])

const GOOGLE_ORIGINS = /accounts\.google\.com/
const FACEBOOK_ORIGINS = /facebook\.(com|net)/

const URLS = [
  '/api/health',
  '/api/public/courses?perPage=abc',
  '/api/missing',
  '/sitemap.xml',
  '/sanctum/csrf-cookie',
]

describe('security headers', () => {
  it.each(URLS)('are on %s, whatever its status', async (url) => {
    const response = await t.app.inject(url)
    expect(response.headers['content-security-policy']).toBe(LOCAL_POLICY)
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('forbid framing and foreign scripts in the CSP', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'")
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/)
  })

  it('add Strict-Transport-Security in production only', async () => {
    const response = await production.app.inject('/api/health')
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('allow no sign-in provider when none is configured', async () => {
    const policy = String((await t.app.inject('/login')).headers['content-security-policy'])
    expect(policy).toBe(LOCAL_POLICY)
    expect(policy).not.toMatch(GOOGLE_ORIGINS)
    expect(policy).not.toMatch(FACEBOOK_ORIGINS)
    expect(sources(policy, 'frame-src')).toBeUndefined()
  })
})

describe('CSP with sign-in providers configured', () => {
  it('allows exactly Google Identity Services when only Google is configured', async () => {
    const policy = String((await googleOnly.app.inject('/api/health')).headers['content-security-policy'])
    expect(sources(policy, 'script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client'])
    expect(sources(policy, 'frame-src')).toEqual(["'self'", 'https://accounts.google.com'])
    expect(sources(policy, 'connect-src')).toEqual(["'self'", LOCAL_SOCKET, 'https://accounts.google.com'])
    expect(sources(policy, 'style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ])
    expect(policy).not.toMatch(FACEBOOK_ORIGINS)
    // everything else stays as strict as without providers
    expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(sources(policy, 'default-src')).toEqual(["'self'"])
    expect(sources(policy, 'img-src')).toEqual(sources(CONTENT_SECURITY_POLICY, 'img-src'))
  })

  it('adds the Facebook SDK origins when Facebook is configured too', async () => {
    const policy = String((await both.app.inject('/api/missing')).headers['content-security-policy'])
    expect(sources(policy, 'script-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
    ])
    expect(sources(policy, 'frame-src')).toEqual([
      "'self'",
      'https://accounts.google.com',
      'https://www.facebook.com',
      'https://web.facebook.com',
    ])
    expect(sources(policy, 'connect-src')).toEqual([
      "'self'",
      LOCAL_SOCKET,
      'https://accounts.google.com',
      'https://graph.facebook.com',
    ])
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
  })

  it('allows only Facebook when only Facebook is configured', () => {
    const policy = contentSecurityPolicy({ facebook: true })
    expect(sources(policy, 'script-src')).toEqual(["'self'", 'https://connect.facebook.net'])
    expect(sources(policy, 'frame-src')).toEqual([
      "'self'",
      'https://www.facebook.com',
      'https://web.facebook.com',
    ])
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'https://graph.facebook.com'])
    expect(policy).not.toMatch(GOOGLE_ORIGINS)
    expect(contentSecurityPolicy({ facebook: false, google: false })).toBe(CONTENT_SECURITY_POLICY)
  })
})

describe('CSP connect-src: the realtime server only (issue 32 item 13)', () => {
  const connectSrc = async (app: TestApp, headers: Record<string, string> = {}) =>
    sources(
      String((await app.app.inject({ url: '/login', headers })).headers['content-security-policy']),
      'connect-src',
    )

  it('names the host the page came from, with the WebSocket scheme, and no bare ws: or wss:', async () => {
    expect(await connectSrc(t, { host: 'aula.example:8080' })).toEqual(["'self'", 'ws://aula.example:8080'])
    expect(await connectSrc(t, { host: '127.0.0.1:4000' })).toEqual(["'self'", 'ws://127.0.0.1:4000'])
    expect(await connectSrc(production, { host: 'aula.example' })).toEqual(["'self'", 'wss://aula.example'])
    for (const policy of [CONTENT_SECURITY_POLICY, LOCAL_POLICY])
      expect(sources(policy, 'connect-src')).not.toEqual(expect.arrayContaining(['ws:', 'wss:']))
  })

  it('adds nothing for a Host header that is not a plain host', async () => {
    const policy = String(
      (await t.app.inject({ url: '/login', headers: { host: 'evil.example; script-src *' } })).headers[
        'content-security-policy'
      ],
    )
    expect(sources(policy, 'connect-src')).toEqual(["'self'"])
    expect(sources(policy, 'script-src')).toEqual(["'self'"])
  })

  it('names the PUSHER_HOST of Pusher Channels or Soketi instead of the page host', () => {
    const request = { host: 'aula.example', protocol: 'https' as const }
    const pusher = { appId: '1', key: 'k', secret: 's', cluster: 'eu', port: undefined, useTLS: true }
    expect(
      realtimeSources({ appEnv: 'production', pusher: { ...pusher, host: 'api-eu.pusher.com' } }, request),
    ).toEqual(['wss://ws-eu.pusher.com'])
    expect(
      realtimeSources(
        { appEnv: 'production', pusher: { ...pusher, host: 'soketi.internal', port: 6001 } },
        request,
      ),
    ).toEqual(['wss://soketi.internal:6001'])
  })
})
