/** Serving the built SPA: cache headers, the history fallback with real 404s, the build manifest. */
import { createHash } from 'node:crypto'
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../server/testing/helper.ts'

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>'

let t: TestApp
let withoutDist: TestApp
let distDir: string
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'aula-dist-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(path.join(distDir, 'index.html'), INDEX)
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("aula")')
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  t = await buildTestApp({ distDir })
  withoutDist = await buildTestApp()
})
afterAll(async () => {
  await t.close()
  await withoutDist.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('history fallback', () => {
  it.each([
    '/',
    '/courses',
    '/en/courses',
    '/it/courses',
    '/en',
    '/course/excel-avanzato',
    '/en/trainers/all',
    '/feed',
    '/marco-rossi',
  ])('answers %s with index.html and 200', async (url) => {
    const response = await t.app.inject(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe(INDEX)
  })

  it.each(['/does/not/exist', '/en/does/not/exist', '/course/a/b/c'])(
    'answers %s with index.html and 404 so the SPA shows its not-found page',
    async (url) => {
      const response = await t.app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toBe(INDEX)
    },
  )

  it('keeps query strings out of route matching', async () => {
    const response = await t.app.inject('/courses?category=design&page=2')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(INDEX)
  })

  it('never answers /api, /sanctum or a missing asset with HTML', async () => {
    for (const url of [
      '/api/nope',
      '/sanctum/nope',
      '/assets/index-missing.js',
      '/missing-chunk.js',
      '/logo.png',
    ]) {
      const response = await t.app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
    }
  })

  it('does not fall back for POST', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/courses' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })
})

describe('static files', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await t.app.inject('/assets/index-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('console.log("aula")')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves index.html itself without caching and other root files briefly', async () => {
    expect((await t.app.inject('/index.html')).headers['cache-control']).toBe('no-cache')
    const favicon = await t.app.inject('/favicon.svg')
    expect(favicon.statusCode).toBe(200)
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600')
  })
})

describe('GET /build-manifest.json', () => {
  it('reports a version derived from index.html, never cached', async () => {
    const response = await t.app.inject('/build-manifest.json')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    const expected = createHash('sha256').update(INDEX).digest('hex').slice(0, 16)
    expect(response.json()).toEqual({ version: expected })
  })

  it('changes when index.html is rebuilt', async () => {
    const before = (await t.app.inject('/build-manifest.json')).json<{ version: string }>().version
    const rebuilt = INDEX.replace('abc123', 'def456')
    writeFileSync(path.join(distDir, 'index.html'), rebuilt)
    const future = new Date(Date.now() + 5_000)
    utimesSync(path.join(distDir, 'index.html'), future, future)
    const after = (await t.app.inject('/build-manifest.json')).json<{ version: string }>().version
    expect(after).not.toBe(before)
    expect((await t.app.inject('/courses')).body).toBe(rebuilt)
    writeFileSync(path.join(distDir, 'index.html'), INDEX)
  })
})

describe('without a build', () => {
  it('answers page URLs with 503 JSON and the manifest with 404', async () => {
    const page = await withoutDist.app.inject('/courses')
    expect(page.statusCode).toBe(503)
    expect(page.json()).toEqual({
      message: 'The web app is not built yet: run `npm run build` or `npm start`.',
    })
    expect((await withoutDist.app.inject('/does/not/exist')).statusCode).toBe(404)
    expect((await withoutDist.app.inject('/build-manifest.json')).statusCode).toBe(404)
  })
})
