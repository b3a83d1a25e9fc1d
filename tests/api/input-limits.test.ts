/**
 * Input limits (issue 9 item 8): every text a client can send has a maximum length in its contract,
 * so the API refuses an oversized value with a 422 naming the field instead of storing it.
 * This walks the valibot schemas themselves — the body, query and path of every endpoint descriptor
 * in contracts/<area>/endpoints.ts, in both languages, plus the request bodies schemas.ts keeps for
 * areas not served yet — and finds every `v.string()` that no `maxLength`/`length` bounds.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as v from 'valibot'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointDef } from '../../contracts/core/endpoint.ts'
import { LOCALES } from '../../contracts/core/constants.ts'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../contracts/accounts/schemas.ts'
import { users } from '../../server/core/db/tables.ts'
import { createUser } from '../../server/features/accounts/factories.testing.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  randomIp,
  withCsrf,
  type TestApp,
} from '../../server/testing/helper.ts'

const CONTRACTS = fileURLToPath(new URL('../../contracts', import.meta.url))

type Node = v.GenericSchema & {
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[]
  wrapped?: Node
  entries?: Record<string, Node>
  options?: Node[]
  item?: Node
  items?: Node[]
  value?: Node
  getter?: () => Node
}

const BOUNDS = new Set(['max_length', 'length'])

/**
 * A regex that only matches text of bounded length: anchored at both ends, no alternative, and no
 * unbounded repetition (`*`, `+`, `{n,}`) — `^\\d{1,9}$` bounds, `^\\d+$` does not.
 */
function isBoundedPattern(pattern: RegExp): boolean {
  const source = pattern.source.replace(/\\./g, 'x')
  return source.startsWith('^') && source.endsWith('$') && !/[*+|]|\{\d*,\}/.test(source)
}

function bounds(action: { kind: string; type: string; requirement?: unknown }): boolean {
  if (action.kind !== 'validation') return false
  if (BOUNDS.has(action.type)) return true
  // Duck-typed rather than `instanceof RegExp`, which fails for a RegExp from another realm.
  const pattern = action.requirement as RegExp | undefined
  return action.type === 'regex' && typeof pattern?.source === 'string' && isBoundedPattern(pattern)
}

function isFiniteChoice(item: { kind: string; type: string }): boolean {
  return item.kind === 'schema' && ['picklist', 'literal', 'enum'].includes(item.type)
}

/** Paths of the strings under `schema` that no enclosing pipe bounds. */
function unboundedStrings(schema: Node, at: string, bounded = false, found: string[] = []): string[] {
  if (schema.pipe) {
    // A picklist (or literal, enum) after the string admits only its few values: bounded too.
    const capped = bounded || schema.pipe.some(bounds) || schema.pipe.slice(1).some(isFiniteChoice)
    for (const item of schema.pipe)
      if (item.kind === 'schema') unboundedStrings(item as Node, at, capped, found)
    return found
  }
  switch (schema.type) {
    case 'string':
      if (!bounded) found.push(at)
      break
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'undefinedable':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      unboundedStrings(schema.wrapped!, at, bounded, found)
      break
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      for (const [key, entry] of Object.entries(schema.entries!))
        unboundedStrings(entry, `${at}.${key}`, false, found)
      break
    case 'variant':
    case 'union':
      for (const option of schema.options!) unboundedStrings(option, at, bounded, found)
      break
    case 'array':
      unboundedStrings(schema.item!, `${at}[]`, false, found)
      break
    case 'tuple':
      schema.items!.forEach((item, index) => unboundedStrings(item, `${at}[${index}]`, false, found))
      break
    case 'record':
      unboundedStrings(schema.value!, `${at}{}`, false, found)
      break
    case 'lazy':
      break
  }
  return found
}

function isEndpoint(value: unknown): value is EndpointDef {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value
  )
}

async function descriptors(): Promise<EndpointDef[]> {
  const found: EndpointDef[] = []
  for (const area of readdirSync(CONTRACTS)) {
    const file = path.join(CONTRACTS, area, 'endpoints.ts')
    if (!existsSync(file)) continue
    const module = (await import(file)) as Record<string, unknown>
    for (const value of Object.values(module)) if (isEndpoint(value)) found.push(value)
  }
  return found
}

describe('every text a client sends has a maximum length', () => {
  it('the walker finds an unbounded string and accepts a bounded one', async () => {
    const v = await import('valibot')
    const schema = v.object({
      a: v.string(),
      b: v.pipe(v.string(), v.maxLength(3)),
      c: v.optional(v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(3))),
      d: v.array(v.string()),
      e: v.variant('k', [v.object({ k: v.literal('x'), f: v.string() })]),
      g: v.pipe(v.string(), v.picklist(['approve', 'fail'])),
      h: v.pipe(v.string(), v.trim()),
    })
    expect(unboundedStrings(schema as Node, 'body')).toEqual(['body.a', 'body.d[]', 'body.e.f', 'body.h'])
    expect(isBoundedPattern(/^\d{1,9}$/)).toBe(true)
    expect(isBoundedPattern(/^[a-z0-9-]{1,64}$/)).toBe(true)
    expect(isBoundedPattern(/^\d+$/)).toBe(false)
    expect(isBoundedPattern(/^\d{3,}$/)).toBe(false)
    expect(isBoundedPattern(/^\+\d{2}$/)).toBe(true)
    expect(isBoundedPattern(/\d{3}/)).toBe(false)
    expect(isBoundedPattern(/^a$|b/)).toBe(false)
  })

  it('in the body, query and path of every endpoint, in both languages', async () => {
    const endpoints = await descriptors()
    expect(endpoints.length).toBeGreaterThan(30)
    const unbounded: string[] = []
    for (const endpoint of endpoints) {
      for (const part of ['params', 'query', 'body'] as const) {
        const input = endpoint[part] as Node | ((locale: string) => Node) | undefined
        if (!input) continue
        for (const locale of LOCALES) {
          const schema = typeof input === 'function' ? input(locale) : input
          for (const at of unboundedStrings(schema, `${endpoint.method} ${endpoint.path} ${part}`))
            unbounded.push(`${at} (${locale})`)
        }
      }
    }
    expect(unbounded).toEqual([])
  })

  it('in the request bodies of areas not served yet (payments)', async () => {
    const payments = await import('../../contracts/payments/schemas.ts')
    const unbounded = [
      ...unboundedStrings(payments.BuyBody as Node, 'BuyBody'),
      ...unboundedStrings(payments.CardDetails as Node, 'CardDetails'),
      ...unboundedStrings(payments.CouponCode as Node, 'CouponCode'),
    ]
    expect(unbounded).toEqual([])
  })
})

describe('the API refuses oversized text with 422 and stores nothing', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  type ErrorBody = { message: string; errors: Record<string, string[]> }
  const MEGABYTE_NAME = 'a'.repeat(1_000_000)
  const password = 'Quercia-Lampone-47!'
  const registration = (overrides: Record<string, unknown>) => ({
    email: `limits.${Date.now()}.${Math.random()}@example.com`,
    first_name: 'Giulia',
    last_name: 'Verdi',
    password,
    password_confirmation: password,
    privacy_accepted: true,
    terms_accepted: true,
    role: 'student',
    ...overrides,
  })
  const register = (payload: object, locale = 'it') =>
    injectJson<ErrorBody>(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/register',
        payload,
        headers: { 'accept-language': locale },
        remoteAddress: randomIp(),
      }),
    )

  it('a 1 MB first name at registration: 422 on first_name, in Italian and English, and no user', async () => {
    const body = registration({ first_name: MEGABYTE_NAME })
    const it_ = await register(body)
    expect(it_.response.statusCode).toBe(422)
    expect(it_.body.errors.first_name).toEqual([
      `Il campo Nome non può contenere più di ${NAME_MAX_LENGTH} caratteri`,
    ])
    const en = await register(body, 'en')
    expect(en.response.statusCode).toBe(422)
    expect(en.body.errors.first_name).toEqual([
      `The First name field may not be longer than ${NAME_MAX_LENGTH} characters`,
    ])
    const stored = await t.db.select({ id: users.id }).from(users).where(eq(users.email, body.email))
    expect(stored).toEqual([])
  })

  it('the limits are exact: 100 characters are a name, 101 are not; an e-mail over 254 is refused', async () => {
    const ok = await register(registration({ last_name: 'b'.repeat(NAME_MAX_LENGTH) }))
    expect(ok.response.statusCode).toBe(201)
    const long = await register(registration({ last_name: 'b'.repeat(NAME_MAX_LENGTH + 1) }))
    expect(long.response.statusCode).toBe(422)
    expect(Object.keys(long.body.errors)).toEqual(['last_name'])
    const email = `${'x'.repeat(EMAIL_MAX_LENGTH)}@example.com`
    const longEmail = await register(registration({ email }))
    expect(longEmail.response.statusCode).toBe(422)
    expect(longEmail.body.errors.email).toEqual([
      `Il campo Email non può contenere più di ${EMAIL_MAX_LENGTH} caratteri`,
    ])
  })

  it('a trainer renaming themselves to 1 MB: 422, the name unchanged, /trainers/all no bigger', async () => {
    const trainer = await createUser(t.db, { role: 'trainer', first_name: 'Renata', last_name: 'Corta' })
    const directory = async () => (await t.app.inject('/api/public/trainers/all?perPage=100')).body.length
    const before = await directory()
    const { response, body } = await injectJson<ErrorBody>(
      t.app,
      asUser(trainer.token, {
        method: 'PUT',
        url: '/api/me/update',
        payload: { first_name: MEGABYTE_NAME, last_name: 'Corta' },
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(body.errors)).toEqual(['first_name'])
    const [row] = await t.db.select().from(users).where(eq(users.id, trainer.user.id))
    expect(row.first_name).toBe('Renata')
    expect(await directory()).toBe(before)
  })

  it('billing and HR fiscal data: each over-long field is named', async () => {
    const trainer = await createUser(t.db, { role: 'trainer' })
    const { response, body } = await injectJson<ErrorBody>(
      t.app,
      asUser(trainer.token, {
        method: 'POST',
        url: '/api/invoice-data',
        payload: { address: 'via '.repeat(100), city: 'Roma', fiscal_name: 'n'.repeat(101) },
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(body.errors).sort()).toEqual(['address', 'fiscal_name'])

    const hr = await register(
      registration({
        role: 'hr',
        first_name: 'Acme',
        last_name: '-',
        fiscal_data: { tipo_persona: 'giuridica', ragione_sociale: 'A'.repeat(101), p_iva: '12345678903' },
      }),
    )
    expect(hr.response.statusCode).toBe(422)
    expect(Object.keys(hr.body.errors)).toEqual(['fiscal_data.ragione_sociale'])
  })
})
