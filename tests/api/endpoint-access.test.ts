/**
 * Every route comes from an endpoint descriptor, and every descriptor's `auth` holds (issue 8):
 * walking the routes the app registered (with the descriptor each was registered from),
 *   - an anonymous call to anything but a public one answers 401, CSRF echo included on
 *     state-changing calls so the refusal is the login's and not a 419;
 *   - a call as a user of another role to a role-limited one answers 403;
 *   - every /api route has a descriptor, and every descriptor in contracts/ has a route.
 * Two throw-away descriptors (a role-limited one and an owner-checked one) are registered by the
 * test, so both kinds are exercised even while no product route uses them.
 */
import type { FastifyInstance, InjectOptions } from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ROLES,
  data,
  endpoint,
  fillPath,
  pathParams,
  type Endpoint,
  type Role,
} from '../../contracts/core/endpoint.ts'
import { route } from '../../server/core/http/route.ts'
import { contractEndpoints } from '../../server/core/openapi/names.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  login,
  withCsrf,
  type TestApp,
} from '../../server/testing/helper.ts'

/** The demo account of each role (DESIGN.md §6). */
const DEMO_EMAILS: Record<Role, string> = {
  trainer: 'formatore@aula.test',
  student: 'studente@aula.test',
  hr: 'hr@aula.test',
  admin: 'admin@aula.test',
}

const adminOnlyProbe = endpoint({
  method: 'POST',
  path: '/api/test-probe/admin-only',
  auth: ['admin'],
  tag: 'test',
  summary: 'Probe: admins only',
  response: data(v.object({ ok: v.literal(true) })),
})

const ownerProbe = endpoint({
  method: 'GET',
  path: '/api/test-probe/owned/:id',
  auth: 'owner',
  tag: 'test',
  summary: 'Probe: the user whose id is in the path (and admins)',
  response: data(v.object({ ok: v.literal(true) })),
})

function addProbes(app: FastifyInstance) {
  route(app, adminOnlyProbe, () => ({ data: { ok: true as const } }))
  route(app, ownerProbe, () => ({ data: { ok: true as const } }), {
    owner: (request) => Number((request.params as { id: string }).id),
  })
}

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ beforeReady: addProbes })
})
afterAll(() => t.close())

const described = () =>
  t.app.registeredRoutes.flatMap((registered) => (registered.endpoint ? [registered.endpoint] : []))

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`

/**
 * A call that reaches the auth check: path parameters filled in, CSRF echoed, no body needed. The
 * ids name nothing, so an allowed call changes no row (an admin's block of user 1 would log out a
 * demo account the next check logs in as).
 */
function callOf(endpoint: Endpoint, token?: string): InjectOptions {
  const params = Object.fromEntries(pathParams(endpoint.path).map((name) => [name, '999999999']))
  const options: InjectOptions = { method: endpoint.method, url: fillPath(endpoint.path, params) }
  return token ? asUser(token, options) : withCsrf(options)
}

describe('every route comes from a descriptor', () => {
  it('gives every /api route a descriptor (none is added by hand)', () => {
    const api = t.app.registeredRoutes.filter((registered) => registered.url.startsWith('/api/'))
    expect(api.length).toBeGreaterThan(25)
    const handMade = api.filter((registered) => !registered.endpoint).map((r) => `${r.method} ${r.url}`)
    expect(handMade).toEqual([])
    for (const registered of api) {
      expect(registered.endpoint?.method).toBe(registered.method)
      expect(registered.endpoint?.path).toBe(registered.url)
    }
  })

  it('registers every descriptor contracts/ declares', async () => {
    const registered = new Set(described())
    const missing = (await contractEndpoints())
      .filter(({ endpoint }) => !registered.has(endpoint))
      .map(({ area, name }) => `${area}.${name}`)
    expect(missing).toEqual([])
  })

  it('declares who may call each one', () => {
    for (const endpoint of described()) {
      const { auth } = endpoint
      const valid =
        auth === 'public' ||
        auth === 'user' ||
        auth === 'owner' ||
        (Array.isArray(auth) &&
          auth.length > 0 &&
          auth.every((role) => (ROLES as readonly string[]).includes(role)))
      expect(valid, label(endpoint)).toBe(true)
    }
  })
})

describe('auth, as each descriptor declares it', () => {
  it('answers 401 to an anonymous call of every descriptor that is not public', async () => {
    const guarded = described().filter((endpoint) => endpoint.auth !== 'public')
    expect(guarded.map(label)).toEqual(
      expect.arrayContaining(['GET /api/me', 'POST /api/logout', label(adminOnlyProbe), label(ownerProbe)]),
    )
    for (const endpoint of guarded) {
      const { response, body } = await injectJson(t.app, callOf(endpoint))
      expect(response.statusCode, label(endpoint)).toBe(401)
      expect(body, label(endpoint)).toEqual({ message: 'Unauthenticated.' })
    }
  })

  it('answers 403 to a user of another role on every role-limited descriptor', async () => {
    const limited = described().filter((endpoint): endpoint is Endpoint & { auth: readonly Role[] } =>
      Array.isArray(endpoint.auth),
    )
    expect(limited).toContain(adminOnlyProbe)
    const tokens = new Map<Role, string>()
    const tokenOf = async (role: Role) => {
      if (!tokens.has(role)) tokens.set(role, await login(t.app, DEMO_EMAILS[role]))
      return tokens.get(role)!
    }
    for (const endpoint of limited) {
      const outsiders = ROLES.filter((role) => !endpoint.auth.includes(role))
      for (const role of outsiders) {
        const response = await t.app.inject(callOf(endpoint, await tokenOf(role)))
        expect(response.statusCode, `${label(endpoint)} as ${role}`).toBe(403)
      }
      const insider = endpoint.auth[0]
      const allowed = await t.app.inject(callOf(endpoint, await tokenOf(insider)))
      expect(allowed.statusCode, `${label(endpoint)} as ${insider}`).not.toBe(403)
    }
  })

  it('answers 403 to someone else on an owner-checked descriptor, and lets the owner and admins in', async () => {
    const student = await login(t.app, DEMO_EMAILS.student)
    const me = await injectJson<{ data: { id: number } }>(t.app, asUser(student, { url: '/api/me' }))
    const own = fillPath(ownerProbe.path, { id: me.body.data.id })
    const other = fillPath(ownerProbe.path, { id: me.body.data.id + 1 })
    expect((await t.app.inject(asUser(student, { url: own }))).statusCode).toBe(200)
    expect((await t.app.inject(asUser(student, { url: other }))).statusCode).toBe(403)
    const admin = await login(t.app, DEMO_EMAILS.admin)
    expect((await t.app.inject(asUser(admin, { url: own }))).statusCode).toBe(200)
  })
})
