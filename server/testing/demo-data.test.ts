/**
 * The demo data as a whole: every area's seed.ts, run by the core in dependency order, writes
 * exactly the rows the single demo seed wrote before the seeds were split per area (the recorded
 * fingerprint), on PGlite and PostgreSQL alike, and only once.
 */
import { existsSync, readdirSync } from 'node:fs'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initializeDatabase } from '../core/db/init.ts'
import { loadSeeds } from '../core/db/seeds.ts'
import { users } from '../core/db/tables.ts'
import { fingerprint } from './fingerprint.ts'
import { openTestDatabase } from './helper.ts'

let t: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(() => t.close())

/**
 * Recorded from the demo seed of commit e2f9456 (server/features/demo/seed.ts, one function).
 * lessons: re-recorded when lessons gained kind and body and the demo lessons their demo videos (issue 14).
 * courses, profiles, course_reviews, course_enrolments: re-recorded when the demo students' reviews
 * came, with the figures counted from them, two promos and presentation videos (issue 14).
 * courses: re-recorded when courses gained requirements, level and topic (issue 15's studio).
 * job_listings: re-recorded when listings gained their owner, status, seniority, requirements and salary (issue 18).
 * profiles: re-recorded when profiles gained is_public and hidden_sections and the demo accounts their CV fields (issue 16).
 * profiles: re-recorded when profiles gained presentation_video_path and the demo trainer a presentation video (issue 16).
 * users: re-recorded when users gained deletion_scheduled_at (issue 19's account deletion).
 * posts: re-recorded when posts gained image_url, pinned_at and hidden_at and the demo student pinned a post (issue 17).
 * courses, profiles, companies, job_listings: re-recorded when they gained the stored search_doc column (issue 19's search at scale).
 * profiles: re-recorded when profiles gained presentation_video_seconds (the demo trainer's clip plays 12 s, issue 16).
 * billing_information, companies, users: re-recorded when the demo codici fiscali got their check characters, the
 * partite IVA their check digits and the trainers a pension fund of the list (issue 36's one fiscal rule set).
 * A deliberate change to the demo data updates it: run `fingerprint(t.db)` and paste the result.
 */
const RECORDED: Awaited<ReturnType<typeof fingerprint>> = {
  api_tokens: { rows: 0, sha256: 'e3b0c44298fc1c14' },
  billing_information: { rows: 29, sha256: '3960de8b08564a9a' },
  categories: { rows: 8, sha256: '2cd009ff32ff7755' },
  companies: { rows: 6, sha256: '1f5c4ee35cde6285' },
  course_enrolments: { rows: 134, sha256: '3b5e2bbb582299eb' },
  course_reviews: { rows: 134, sha256: '7b29ff6e004de005' },
  courses: { rows: 18, sha256: '4ac4f068272b73c5' },
  email_verification_tokens: { rows: 0, sha256: 'e3b0c44298fc1c14' },
  job_listings: { rows: 18, sha256: 'acb595a9f52bd5b9' },
  lessons: { rows: 114, sha256: '3e2a867c24963182' },
  one_time_codes: { rows: 0, sha256: 'e3b0c44298fc1c14' },
  outbox: { rows: 0, sha256: 'e3b0c44298fc1c14' },
  password_reset_pins: { rows: 0, sha256: 'e3b0c44298fc1c14' },
  posts: { rows: 60, sha256: '4ac8373cb581c58e' },
  profiles: { rows: 63, sha256: '7b475158e2be76d1' },
  rate_limits: { rows: 0, sha256: 'e3b0c44298fc1c14' },
  social_accounts: { rows: 0, sha256: 'e3b0c44298fc1c14' },
  users: { rows: 63, sha256: '3fc8b30773a55f4b' },
}

describe('demo data', () => {
  it('is seeded area by area, each after the areas it builds on', async () => {
    const seeds = await loadSeeds()
    // every folder with a seed.ts, read from the tree (issue 33: no hand-kept list of areas)
    const features = new URL('../features/', import.meta.url)
    const folders = readdirSync(features).filter((name) => existsSync(new URL(`${name}/seed.ts`, features)))
    expect(seeds.map(({ area }) => area).sort()).toEqual(folders.sort())
    const position = new Map(seeds.map(({ area }, index) => [area, index]))
    for (const { area, seed } of seeds)
      for (const dependency of seed.after ?? [])
        expect(position.get(dependency), `${area} after ${dependency}`).toBeLessThan(position.get(area)!)
    // the accounts (users) come first: every other seed refers to them
    expect(seeds[0]?.area).toBe('accounts')
  })

  it('holds exactly the rows it held before the seeds were split per area', async () => {
    const now = await fingerprint(t.db)
    // Tables added since (a new area's) are not part of the record.
    expect(Object.fromEntries(Object.keys(RECORDED).map((table) => [table, now[table]]))).toEqual(RECORDED)
  })

  it('is not seeded twice: initialising an existing database changes nothing', async () => {
    const [{ n: before }] = await t.db.select({ n: count() }).from(users)
    const result = await initializeDatabase(t.database, { seedDemo: true })
    expect(result).toEqual({ created: false, seeded: null })
    const [{ n: after }] = await t.db.select({ n: count() }).from(users)
    expect(after).toBe(before)
  })
})
