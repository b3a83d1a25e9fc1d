/**
 * Rejects input PostgreSQL cannot store before any handler sees it: a NUL character (U+0000) in a
 * query string, a path parameter or anywhere in a JSON body makes the driver fail mid-query, which
 * would otherwise surface as a 500. Answers 422 naming the field, in the request's language.
 * A JSON body that is not an object (a string, a number, an array) is refused the same way.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { requestLocale } from '../http/locale.ts'
import { say } from '../../features/accounts/messages.ts'
import { validationError } from '../http/errors.ts'

/** Parsed data only: a Buffer or a stream (an upload's bytes) is not walked byte by byte. */
function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  return (
    !Buffer.isBuffer(value) &&
    !ArrayBuffer.isView(value) &&
    typeof (value as { pipe?: unknown }).pipe !== 'function'
  )
}

/** The dotted path of the first string (value or key) holding a NUL, or undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined
  if (!isPlainData(value)) return undefined
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key
    if (key.includes('\u0000')) return itemPath
    const found = findNul(item, itemPath)
    if (found) return found
  }
  return undefined
}

function check(request: FastifyRequest): void {
  const locale = requestLocale(request)
  const body = request.body
  // Every JSON payload of the API is an object (SPEC.md §3); `null` and an empty body count as none.
  if (
    (request.headers['content-type']?.startsWith('application/json') && body != null && !isPlainData(body)) ||
    Array.isArray(body)
  ) {
    throw validationError({ body: [say('bodyNotObject', locale)] }, locale)
  }
  const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body)
  if (field) {
    throw validationError({ [field]: [say('nulCharacter', locale, { field })] }, locale)
  }
}

export const inputGuard: FastifyPluginAsync = fp(async (app) => {
  app.addHook('preValidation', async (request) => check(request))
})
