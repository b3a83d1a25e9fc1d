/**
 * Rejects input PostgreSQL cannot store, or that no call of the API can mean, before any handler
 * sees it. Each would otherwise surface as a 500 deep inside a query or a recursive walk:
 *   - a NUL character (U+0000) in a query string, a path parameter or anywhere in a JSON body
 *     (the driver fails mid-query);
 *   - a lone UTF-16 surrogate (JSONB refuses '\ud800');
 *   - a JSON body nested deeper than MAX_DEPTH (no payload of SPEC.md §3 goes past a few levels,
 *     and walking 10 000 levels recursively overflows the stack);
 *   - a JSON body that is not an object (a string, a number, an array).
 * Answers 422 naming the field, in the request's language. The walk is iterative.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { validationError } from '../http/errors.ts'
import { requestLocale } from '../http/locale.ts'
import { coreMessages } from '../http/messages.ts'

/** Deepest JSON nesting the API accepts; the deepest real payload (HR fiscal data) has 2 levels. */
export const MAX_DEPTH = 32

/** Parsed data only: a Buffer or a stream (an upload's bytes) is not walked byte by byte. */
function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  return (
    !Buffer.isBuffer(value) &&
    !ArrayBuffer.isView(value) &&
    typeof (value as { pipe?: unknown }).pipe !== 'function'
  )
}

export type InputProblem = { field: string; kind: 'nulCharacter' | 'loneSurrogate' | 'tooDeep' }

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function textProblem(text: string): InputProblem['kind'] | undefined {
  if (text.includes('\u0000')) return 'nulCharacter'
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate'
  return undefined
}

/** The first string (value or key) the database cannot take, or a nesting past MAX_DEPTH. */
export function findProblem(root: unknown, rootPath = ''): InputProblem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }]
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!
    if (typeof value === 'string') {
      const kind = textProblem(value)
      if (kind) return { field: path || 'body', kind }
      continue
    }
    if (!isPlainData(value)) continue
    if (depth >= MAX_DEPTH) return { field: path || 'body', kind: 'tooDeep' }
    const entries = Object.entries(value)
    // Pushed in reverse, so the first problem in document order is the one reported.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]
      const itemPath = path ? `${path}.${key}` : key
      const kind = textProblem(key)
      if (kind) return { field: itemPath, kind }
      stack.push({ value: item, path: itemPath, depth: depth + 1 })
    }
  }
  return undefined
}

/** The dotted path of the first string (value or key) holding a NUL, or undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  const problem = findProblem(value, path)
  return problem?.kind === 'nulCharacter' ? problem.field : undefined
}

/** A 422 for one field, in the request's language (worked out only when something is refused). */
function refuse(request: FastifyRequest, field: string, key: Parameters<typeof coreMessages.say>[0]): never {
  const locale = requestLocale(request)
  throw validationError({ [field]: [coreMessages.say(key, locale, { field, max: MAX_DEPTH })] }, locale)
}

function check(request: FastifyRequest): void {
  const body = request.body
  // Every JSON payload of the API is an object (SPEC.md §3); `null` and an empty body count as none.
  if (
    (request.headers['content-type']?.startsWith('application/json') && body != null && !isPlainData(body)) ||
    Array.isArray(body)
  ) {
    refuse(request, 'body', 'bodyNotObject')
  }
  const problem = findProblem(request.params) ?? findProblem(request.query) ?? findProblem(body)
  if (problem) refuse(request, problem.field, problem.kind)
}

export const inputGuard: FastifyPluginAsync = fp(async (app) => {
  app.addHook('preValidation', async (request) => check(request))
})
