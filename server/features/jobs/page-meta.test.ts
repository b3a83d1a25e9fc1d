/** A listing's HTML carries JobPosting JSON-LD; drafts are 404s; only open listings are in the sitemap. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJobListing, createRecruiter } from './factories.testing.ts'
import { buildTestApp, type TestApp } from '../../testing/helper.ts'

let t: TestApp
let distDir: string
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'aula-dist-jobs-'))
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  t = await buildTestApp({ distDir, env: { PUBLIC_URL: 'https://aula.example/' } })
})
afterAll(async () => {
  await t.close()
  rmSync(distDir, { recursive: true, force: true })
})

const jsonLd = (html: string) => {
  const match = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)
  return match ? (JSON.parse(match[1]) as Record<string, unknown>) : null
}

describe('a job listing page', () => {
  it('carries schema.org JobPosting structured data, with the salary when given', async () => {
    const hr = await createRecruiter(t.db)
    const job = await createJobListing(t.db, {
      company: hr.companyId,
      title: 'Analista </script> dati',
      city: 'Padova',
      contract_type: 'part_time',
      salary_min: 28000,
      salary_max: 34000,
    })
    const response = await t.app.inject(`/joblistings/${job.id}`)
    expect(response.statusCode).toBe(200)
    const data = jsonLd(response.body)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Analista </script> dati',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { address: { addressLocality: 'Padova' } },
      baseSalary: { currency: 'EUR', value: { minValue: 28000, maxValue: 34000, unitText: 'YEAR' } },
    })
    expect(response.body).toContain('<title>Analista &lt;/script&gt; dati')
  })

  it('is a 404 for a draft; a closed one says it ended', async () => {
    const hr = await createRecruiter(t.db)
    const draft = await createJobListing(t.db, { company: hr.companyId, status: 'draft', published_at: null })
    expect((await t.app.inject(`/joblistings/${draft.id}`)).statusCode).toBe(404)
    const closed = await createJobListing(t.db, { company: hr.companyId, status: 'closed' })
    const data = jsonLd((await t.app.inject(`/en/joblistings/${closed.id}`)).body)
    expect(Date.parse(String(data?.validThrough))).toBeLessThanOrEqual(Date.now())
  })
})

describe('the sitemap', () => {
  it('lists open listings only', async () => {
    const hr = await createRecruiter(t.db)
    const open = await createJobListing(t.db, { company: hr.companyId })
    const closed = await createJobListing(t.db, { company: hr.companyId, status: 'closed' })
    const expired = await createJobListing(t.db, {
      company: hr.companyId,
      expires_at: new Date(Date.now() - 1000),
    })
    const xml = (await t.app.inject('/sitemap.xml')).body
    expect(xml).toContain(`<loc>https://aula.example/joblistings/${open.id}</loc>`)
    expect(xml).toContain(`<loc>https://aula.example/en/joblistings/${open.id}</loc>`)
    expect(xml).not.toContain(`/joblistings/${closed.id}<`)
    expect(xml).not.toContain(`/joblistings/${expired.id}<`)
  })
})
