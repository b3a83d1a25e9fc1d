/**
 * Names and profile addresses that pass for something else (issue 32 item 11): a name or nickname
 * with bidirectional controls ("\u202eadmin" reads "nimda") and an address taken from the route
 * table's first segments or the reserved words are refused with 422 in the request's language.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onboardingSchemas } from '../../contracts/onboarding/schemas.ts'
import { isReservedSlug } from '../../contracts/core/routes.ts'
import { profiles } from '../../server/features/profiles/tables.ts'
import { createUser, type CreatedUser } from '../../server/features/accounts/factories.testing.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  randomIp,
  withCsrf,
  type TestApp,
} from '../../server/testing/helper.ts'

type ErrorBody = { message: string; errors: Record<string, string[]> }

let t: TestApp
let user: CreatedUser
beforeAll(async () => {
  t = await buildTestApp()
  user = await createUser(t.db)
})
afterAll(() => t.close())

const BIDI = ['\u202eadmin', 'Mario\u202d', 'Ro\u2066ssi\u2069', '\u200fGiulia', 'Anna\u200e']

const register = (first_name: string, headers: Record<string, string> = {}) =>
  injectJson<ErrorBody>(
    t.app,
    withCsrf({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomIp(),
      headers,
      payload: {
        email: `bidi.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
        first_name,
        last_name: 'Verdi',
        password: 'Segreta123!',
        password_confirmation: 'Segreta123!',
        privacy_accepted: true,
        terms_accepted: true,
        role: 'student',
      },
    }),
  )

describe('names', () => {
  it.each(BIDI)('registration refuses the name %j, in Italian and in English', async (name) => {
    const it_ = await register(name)
    expect(it_.response.statusCode).toBe(422)
    expect(it_.body.errors.first_name).toEqual([
      'Il campo Nome contiene caratteri che cambiano la direzione del testo, non ammessi',
    ])
    const en = await register(name, { 'accept-language': 'en' })
    expect(en.body.errors.first_name).toEqual([
      'The First name field contains characters that change the direction of the text, which are not allowed',
    ])
  })

  it('accepts names in other scripts and with accents', async () => {
    expect((await register('Zoë')).response.statusCode).toBe(201)
    expect((await register('محمد')).response.statusCode).toBe(201)
  })

  it('refuses them when the name is changed, and in the nickname', async () => {
    const me = await injectJson<ErrorBody>(
      t.app,
      asUser(user.token, {
        method: 'PUT',
        url: '/api/me/update',
        payload: { first_name: 'Luca', last_name: '\u202eissor' },
      }),
    )
    expect(me.response.statusCode).toBe(422)
    expect(me.body.errors).toHaveProperty('last_name')
    const profile = await injectJson<ErrorBody>(
      t.app,
      asUser(user.token, {
        method: 'PUT',
        url: '/api/profile',
        headers: { 'accept-language': 'en' },
        payload: { nickname: '\u202enimda' },
      }),
    )
    expect(profile.response.statusCode).toBe(422)
    expect(profile.body.errors.nickname[0]).toMatch(/direction of the text/)
  })

  it('refuses them in the onboarding user details', () => {
    const result = v.safeParse(onboardingSchemas.UserDetailsBody, {
      first_name: '\u2067Ada',
      last_name: 'Byron',
    })
    expect(result.success).toBe(false)
    const issues = result.issues ? (v.flatten(result.issues).nested ?? {}) : {}
    expect(issues.first_name?.[0]).toMatch(/direzione del testo/)
    expect(issues).not.toHaveProperty('last_name')
  })
})

describe('profile addresses', () => {
  const setSlug = (slug: string, headers: Record<string, string> = {}) =>
    injectJson<ErrorBody>(
      t.app,
      asUser(user.token, { method: 'PUT', url: '/api/profile/settings', headers, payload: { slug } }),
    )

  it('reserves the first segment of every route of the table', () => {
    const firsts = new Set(
      t.app.routeTable.routes
        .map((route) => route.path.split('/')[1])
        .filter((segment) => segment && !segment.includes('{')),
    )
    expect(firsts.size).toBeGreaterThan(10)
    for (const segment of firsts) expect(isReservedSlug(t.app.routeTable, segment), segment).toBe(true)
  })

  it.each(['admin', 'api', 'dev', 'media', 'assets', 'instructor', 'Admin', 'mysettings'])(
    'refuses %j with 422, in the request language',
    async (slug) => {
      const it_ = await setSlug(slug)
      expect(it_.response.statusCode).toBe(422)
      expect(it_.body.errors.slug).toEqual([
        'Questo indirizzo è riservato a una pagina di Aula: scegline un altro.',
      ])
      const en = await setSlug(slug, { 'accept-language': 'en' })
      expect(en.body.errors.slug).toEqual(['This address is reserved for a page of Aula: choose another.'])
    },
  )

  it('gives a registration whose name makes a reserved address the id too', async () => {
    const { response, body } = await injectJson<{ data: { user: { id: number } } }>(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/register',
        remoteAddress: randomIp(),
        payload: {
          email: `courses.${Date.now()}@example.com`,
          first_name: 'Courses',
          last_name: '!!!',
          password: 'Segreta123!',
          password_confirmation: 'Segreta123!',
          privacy_accepted: true,
          terms_accepted: true,
          role: 'student',
        },
      }),
    )
    expect(response.statusCode).toBe(201)
    const [profile] = await t.db
      .select({ slug: profiles.slug })
      .from(profiles)
      .where(eq(profiles.user_id, body.data.user.id))
    expect(profile.slug).toBe(`courses-${body.data.user.id}`)
  })

  it('refuses direction controls in an address, and takes an ordinary one', async () => {
    expect((await setSlug('\u202eadmin')).response.statusCode).toBe(422)
    expect((await setSlug(`mario-rossi-${user.user.id}`)).response.statusCode).toBe(200)
  })
})
