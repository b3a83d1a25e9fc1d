import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers.ts'
import { buildTestApp, type TestApp } from './helper.ts'

let t: TestApp
let production: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  production = await buildTestApp({
    env: {
      APP_ENV: 'production',
      APP_KEY: 'a-production-secret-that-is-long-enough-123',
      PUSHER_APP_SECRET: 'another-production-secret-long-enough-456',
    },
  })
})
afterAll(async () => {
  await t.close()
  await production.close()
})

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
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
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
})
