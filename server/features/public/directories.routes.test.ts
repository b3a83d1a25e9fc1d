/**
 * Who the public directories (/students, /trainers/all) and the home counters show: only verified
 * users with a complete profile (members.ts, after the guard chain of SPEC.md §4), newest first.
 */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { HomePayload, StudentSummary, TrainerSummary } from '../../../contracts/public/schemas.ts'
import { createUser, type UserOptions } from '../../testing/factories.ts'
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
