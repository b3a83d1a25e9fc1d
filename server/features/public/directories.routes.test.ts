/**
 * Who the public directories (/students, /trainers/all) and the home counters show: only verified
 * users with a complete profile (members.ts, after the guard chain of SPEC.md §4), newest first;
 * their filters (`q`, `place`) and what a bad filter is answered.
 */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { HomePayload, StudentSummary, TrainerSummary } from '../../../contracts/public/schemas.ts'
import { createUser, type UserOptions } from '../accounts/factories.testing.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const StudentList = paginated(StudentSummary)
const TrainerList = paginated(TrainerSummary)

async function students() {
  return v.parse(StudentList, (await injectJson(t.app, '/api/public/students?perPage=100')).body)
}
async function trainers() {
  return v.parse(TrainerList, (await injectJson(t.app, '/api/public/trainers/all?perPage=100')).body)
}
async function stats() {
  const { body } = await injectJson<{ data: unknown }>(t.app, '/api/public/home')
  return v.parse(HomePayload, body.data).stats
}

/** One of each kind of account that must not be listed, for a role. */
const UNLISTED: Record<string, Omit<UserOptions, 'role'>> = {
  'unverified e-mail': { verified: false },
  'onboarding not done': { onboarded: false },
  'terms not accepted': { columns: { terms_accepted: false } },
  'privacy not accepted': { columns: { privacy_accepted: false } },
  blocked: { status: 'blocked' },
}

describe('public directories list only verified users with a complete profile', () => {
  it('/students and the students counter leave out unverified and half-registered sign-ups; newest first', async () => {
    const before = { list: await students(), stats: await stats() }
    const older = await createUser(t.db, { role: 'student', first_name: 'Older' })
    const hidden = []
    for (const [name, options] of Object.entries(UNLISTED))
      hidden.push(await createUser(t.db, { role: 'student', first_name: name, ...options }))
    const newer = await createUser(t.db, { role: 'student', first_name: 'Newer' })

    const after = await students()
    expect(after.meta.total).toBe(before.list.meta.total + 2)
    expect((await stats()).students).toBe(before.stats.students + 2)
    // Newest first: the two complete ones lead, the newer one first.
    expect(after.data.slice(0, 2).map((student) => student.id)).toEqual([newer.user.id, older.user.id])
    const ids = after.data.map((student) => student.id)
    for (const { user } of hidden) expect(ids, user.first_name).not.toContain(user.id)
  })

  it('/trainers/all and the trainers counter leave out trainers without a complete profile', async () => {
    const before = { list: await trainers(), stats: await stats() }
    const complete = await createUser(t.db, { role: 'trainer' })
    const hidden = []
    for (const options of Object.values(UNLISTED))
      hidden.push(await createUser(t.db, { role: 'trainer', ...options }))
    hidden.push(await createUser(t.db, { role: 'trainer', columns: { pending_bank_transfer: true } }))
    // A trainer who verified the phone but never finished the wizard.
    hidden.push(await createUser(t.db, { role: 'trainer', columns: { wizard_complete: false } }))

    const after = await trainers()
    expect(after.meta.total).toBe(before.list.meta.total + 1)
    expect((await stats()).trainers).toBe(before.stats.trainers + 1)
    const ids = after.data.map((trainer) => trainer.id)
    expect(ids).toContain(complete.user.id)
    for (const { user } of hidden) expect(ids).not.toContain(user.id)
  })

  it('a student without a verified phone is not listed, even with everything else done', async () => {
    const before = await students()
    const student = await createUser(t.db, { role: 'student', columns: { phone_verified: false } })
    const after = await students()
    expect(after.meta.total).toBe(before.meta.total)
    expect(after.data.map((row) => row.id)).not.toContain(student.user.id)
  })
})

describe('the directories filter by text and place, the filters in the URL', () => {
  const list = async (url: string) => v.parse(TrainerList, (await injectJson(t.app, url)).body)

  it('/trainers and /trainers/all find trainers by name, payoff or competence, and by the start of the place', async () => {
    const word = `Kubernetes${Date.now()}`
    const byCompetence = await createUser(t.db, {
      role: 'trainer',
      profile: { competences: [word], city: 'Bologna' },
    })
    const byPayoff = await createUser(t.db, {
      role: 'trainer',
      profile: { payoff: `Formatore ${word.toLowerCase()} certificato`, city: 'Torino' },
    })
    const other = await createUser(t.db, { role: 'trainer', profile: { city: 'Bologna' } })
    for (const path of ['/api/public/trainers', '/api/public/trainers/all']) {
      const found = await list(`${path}?q=${word}`)
      expect(found.data.map((row) => row.id).sort()).toEqual([byCompetence.user.id, byPayoff.user.id].sort())
      expect(found.meta.total).toBe(2)
      const inBologna = await list(`${path}?q=${word}&place=bol`)
      expect(inBologna.data.map((row) => row.id)).toEqual([byCompetence.user.id])
      expect(inBologna.meta.total).toBe(1)
    }
    const byName = await list(`/api/public/trainers/all?q=${encodeURIComponent(other.user.last_name)}`)
    expect(byName.data.map((row) => row.id)).toContain(other.user.id)
  })

  it('/students finds students by interest and place; % and _ are plain characters', async () => {
    const interest = `Ceramica${Date.now()}`
    const student = await createUser(t.db, {
      role: 'student',
      profile: { interests: [interest], city: 'Faenza' },
    })
    const found = v.parse(
      StudentList,
      (await injectJson(t.app, `/api/public/students?q=${interest.toLowerCase()}&place=faen`)).body,
    )
    expect(found.data.map((row) => row.id)).toEqual([student.user.id])
    const wildcard = v.parse(StudentList, (await injectJson(t.app, '/api/public/students?q=%25%25')).body)
    expect(wildcard.meta.total).toBe(0)
  })

  it('answers a filter too long with 422 on the field, in the caller’s language', async () => {
    const it = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      `/api/public/students?place=${'x'.repeat(101)}`,
    )
    expect(it.response.statusCode).toBe(422)
    expect(it.body.errors.place).toEqual(['place: al massimo 100 caratteri.'])
    const en = await t.app.inject({
      url: `/api/public/trainers?q=${'x'.repeat(101)}`,
      headers: { 'accept-language': 'en' },
    })
    expect(en.statusCode).toBe(422)
    expect(en.json().errors.q).toEqual(['q: at most 100 characters.'])
  })
})
