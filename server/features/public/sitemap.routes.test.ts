import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/helper.ts'
import { COURSES } from '../courses/demo-data.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://aula.example/' } })
})
afterAll(() => t.close())

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('GET /sitemap.xml', () => {
  it('lists the public pages in both locales with hreflang alternates', async () => {
    const response = await t.app.inject('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const urls = locs(response.body)
    for (const path of ['/', '/courses', '/trainers', '/trainers/all', '/students', '/hr']) {
      expect(urls).toContain(`https://aula.example${path}`)
      expect(urls).toContain(`https://aula.example/en${path === '/' ? '' : path}`)
    }
    expect(response.body).toContain('hreflang="it-IT"')
    expect(response.body).toContain('hreflang="en-US"')
  })

  it('includes every published course in both locales', async () => {
    const urls = locs((await t.app.inject('/sitemap.xml')).body)
    for (const course of COURSES) {
      expect(urls).toContain(`https://aula.example/course/${course.slug}`)
      expect(urls).toContain(`https://aula.example/en/course/${course.slug}`)
    }
  })

  it('leaves out pages that need a login or a parameter', async () => {
    const urls = locs((await t.app.inject('/sitemap.xml')).body)
    for (const path of ['/feed', '/mysettings', '/notifications', '/dev']) {
      expect(urls).not.toContain(`https://aula.example${path}`)
    }
    expect(urls.some((url) => url.includes('{'))).toBe(false)
  })
})

describe('GET /sitemap.xml with a build', () => {
  it('lists only the pages the SPA has built, not the placeholders of areas still being built', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'aula-dist-'))
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
    // what the build writes (src/app/page-texts.ts): 'hr' and 'search' show the placeholder
    const texts = { titles: {}, dashboard: {}, description: {}, notFound: {} }
    const built = ['index', 'courses', 'course-slug', 'trainers', 'trainers-all', 'students']
    writeFileSync(path.join(distDir, 'page-texts.json'), JSON.stringify({ ...texts, built }))
    const withBuild = await buildTestApp({ distDir, env: { PUBLIC_URL: 'https://aula.example/' } })
    try {
      const urls = locs((await withBuild.app.inject('/sitemap.xml')).body)
      expect(urls).toContain('https://aula.example/courses')
      expect(urls).toContain('https://aula.example/en/trainers/all')
      expect(urls).toContain(`https://aula.example/course/${COURSES[0].slug}`)
      for (const placeholder of ['/hr', '/search', '/joblistings'])
        expect(urls).not.toContain(`https://aula.example${placeholder}`)
    } finally {
      await withBuild.close()
      rmSync(distDir, { recursive: true, force: true })
    }
  })
})
