/**
 * Security headers on every response, API and SPA alike, errors included (onSend runs for all).
 * The CSP allows only same-origin code; 'unsafe-inline' styles are needed by Headless UI's
 * positioning, ws:/wss: by the realtime connection on the same port.
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

const plugin: FastifyPluginAsync<{ production: boolean }> = async (app, { production }) => {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
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
