/**
 * Serving the built SPA: cache headers and precompressed files, the history fallback with real 404s
 * (unknown paths and unknown slugs), the locale of a bare `/`, each page's own <head>, the build manifest.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../contracts/core/constants.ts'
import { createCourse } from '../../server/features/courses/factories.testing.ts'
import { createJobListing } from '../../server/features/jobs/factories.testing.ts'
import { createUser } from '../../server/features/accounts/factories.testing.ts'
import { buildTestApp, type TestApp } from '../../server/testing/helper.ts'
import type { PageMetaResolver } from '../../server/core/page-meta.ts'
import type { SsrModule } from '../../server/core/plugins/spa.ts'

/** Shaped like the built index.html: its own lang, title and description give way to the page's. */
const INDEX =
  '<!doctype html><html lang="it"><head><meta charset="UTF-8" /><meta name="description" content="Aula: corsi" /><title>Aula</title><script type="module" src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/style-abc123.css"></head><body><div id="root"><!--aula:root-end--></div></body></html>'
const SCRIPT = `console.log("aula");${' '.repeat(2000)}`
/** What the build writes from the SPA's manifests and catalogs (src/app/page-texts.ts). */
const TEXTS = {
  titles: {
    index: { it: 'Impara dai migliori formatori', en: 'Learn from the best trainers' },
    courses: { it: 'Corsi', en: 'Courses' },
    'course-slug': { it: 'Corso', en: 'Course' },
    feed: { it: 'Feed', en: 'Feed' },
  },
  dashboard: { it: 'La mia home page', en: 'My home page' },
  description: { it: 'Aula: corsi online', en: 'Aula: online courses' },
  notFound: { it: 'Pagina non trovata', en: 'Page not found' },
  built: ['index', 'courses', 'course-slug'],
  modules: {
    courses: 'src/features/courses/pages/courses-page.tsx',
    login: 'src/features/accounts/pages/login-page.tsx',
  },
}
const CSS = '.block{display:block}'
/** The build manifest (dist/.vite/manifest.json), as Vite writes it. */
const BUILD_MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_app-abc123.js'] },
  // a drawn page's first script (src/app/after-paint.ts)
  'src/app/after-paint.ts': { file: 'assets/after-paint-abc123.js', isEntry: true },
  '_app-abc123.js': { file: 'assets/app-abc123.js' },
  '_data-abc123.js': { file: 'assets/data-abc123.js', imports: ['_app-abc123.js'] },
  'src/features/courses/pages/courses-page.tsx': {
    file: 'assets/courses-page-abc123.js',
    imports: ['_app-abc123.js', '_data-abc123.js'],
  },
  'src/app/layouts/dashboard-layout.tsx': { file: 'assets/dashboard-layout-abc123.js' },
  'src/app/placeholder-page.tsx': { file: 'assets/placeholder-page-abc123.js' },
  'src/app/layouts/empty-layout.tsx': { file: 'assets/empty-layout-abc123.js' },
  'src/app/layouts/user-menu.tsx': { file: 'assets/user-menu-abc123.js' },
  'src/features/accounts/pages/login-page.tsx': { file: 'assets/login-page-abc123.js' },
  // the catalog's parts (scripts/catalog-parts.ts): the shell's, and one per lazily loaded module
  'locales/it/parts/shell.js': { file: 'assets/messages-it.js' },
  'locales/en/parts/shell.js': { file: 'assets/messages-en.js' },
  'locales/it/parts/lazy-features-courses-pages-courses-page.js': {
    file: 'assets/messages-it-courses-page.js',
  },
  'locales/en/parts/lazy-features-accounts-pages-login-page.js': { file: 'assets/messages-en-login-page.js' },
  'locales/en/parts/lazy-app-layouts-empty-layout.js': { file: 'assets/messages-en-empty-layout.js' },
}

/** The HTML of a page, decoded whatever the encoding. */
const html = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  (response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.rawPayload)
    : response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.rawPayload)
      : response.rawPayload
  ).toString('utf8')

const attribute = (page: string, selector: RegExp) => selector.exec(page)?.[1]

let t: TestApp
let withoutDist: TestApp
let distDir: string
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'aula-dist-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(path.join(distDir, 'index.html'), INDEX)
  writeFileSync(path.join(distDir, 'page-texts.json'), JSON.stringify(TEXTS))
  writeFileSync(path.join(distDir, 'assets', 'style-abc123.css'), CSS)
  mkdirSync(path.join(distDir, '.vite'))
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(BUILD_MANIFEST))
  const script = path.join(distDir, 'assets', 'index-abc123.js')
  writeFileSync(script, SCRIPT)
  // as the build's precompress step writes them
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT))
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT))
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(path.join(distDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]))
  t = await buildTestApp({ distDir, env: { PUBLIC_URL: 'https://aula.example' } })
  withoutDist = await buildTestApp()
})
afterAll(async () => {
  await t.close()
  await withoutDist.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('history fallback', () => {
  it.each([
    '/courses',
    '/en/courses',
    '/it/courses',
    '/en',
    '/it',
    '/course/excel-avanzato-controllo-di-gestione',
    '/en/trainers/all',
    '/feed',
    '/marco-rossi',
  ])('answers %s with index.html and 200', async (url) => {
    const response = await t.app.inject(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(html(response)).toContain('<script type="module" src="/assets/index-abc123.js"></script>')
  })

  it.each([
    '/does/not/exist',
    '/en/does/not/exist',
    '/course/a/b/c',
    '/xyz/abc',
    '/en/xyz/abc',
    '/course/unknown',
    '/en/course/unknown',
    `/course/${'x'.repeat(5000)}`,
    '/nobody-by-this-name',
    '/en/s/nobody-by-this-name',
  ])('answers %s with the SPA and 404 so it shows its not-found page', async (url) => {
    const response = await t.app.inject(url)
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    const page = html(response)
    expect(page).toContain('<div id="root"><!--aula:root-end--></div>')
    expect(page).toContain('<meta name="robots" content="noindex" />')
    expect(page).toContain('<meta name="aula-status" content="404" />')
    expect(page).not.toContain('rel="canonical"')
    const english = url.startsWith('/en/')
    expect(attribute(page, /<html lang="(\w+)">/)).toBe(english ? 'en' : 'it')
    expect(attribute(page, /<title>([^<]*)<\/title>/)).toBe(
      english ? 'Page not found · Aula' : 'Pagina non trovata · Aula',
    )
  })

  it('answers a course that exists with 200, and one that is not published with 404', async () => {
    const { course } = await createCourse(t.db, { slug: 'published-course' })
    expect((await t.app.inject(`/course/${course.slug}`)).statusCode).toBe(200)
    const { course: draft } = await createCourse(t.db, { slug: 'draft-course', published_at: null })
    expect((await t.app.inject(`/course/${draft.slug}`)).statusCode).toBe(404)
  })

  it('keeps query strings out of route matching', async () => {
    const response = await t.app.inject('/courses?category=design&page=2')
    expect(response.statusCode).toBe(200)
    expect(html(response)).toContain('<title>Corsi · Aula</title>')
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

  it('compresses the page for browsers that accept it', async () => {
    const br = await t.app.inject({ url: '/courses', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(html(br)).toContain('<title>Corsi · Aula</title>')
    const gz = await t.app.inject({ url: '/courses', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(html(gz)).toContain('<title>Corsi · Aula</title>')
    expect(br.headers.vary).toMatch(/Accept-Encoding/)
  })
})

describe('the language of a bare /', () => {
  it('stays Italian with no cookie and no Accept-Language', async () => {
    const response = await t.app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(attribute(html(response), /<html lang="(\w+)">/)).toBe('it')
  })

  it('sends a first visit whose browser prefers English to /en, keeping the query', async () => {
    const response = await t.app.inject({
      url: '/?ref=mail',
      headers: { 'accept-language': 'en-GB,en;q=0.9,it;q=0.5' },
    })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/en?ref=mail')
    expect(response.headers.vary).toMatch(/Accept-Language/)
  })

  it('keeps a first visit whose browser prefers Italian (or an unsupported language) at /', async () => {
    for (const language of ['it-IT,it;q=0.9,en;q=0.8', 'de-DE,de;q=0.9', 'fr, it;q=0.4, en;q=0.3']) {
      const response = await t.app.inject({ url: '/', headers: { 'accept-language': language } })
      expect(response.statusCode, language).toBe(200)
    }
  })

  it('follows the remembered language over Accept-Language', async () => {
    const english = await t.app.inject({
      url: '/',
      headers: { cookie: 'i18n_locale=en', 'accept-language': 'it-IT' },
    })
    expect(english.statusCode).toBe(302)
    expect(english.headers.location).toBe('/en')
    const italian = await t.app.inject({
      url: '/',
      headers: { cookie: 'i18n_locale=it', 'accept-language': 'en-US,en' },
    })
    expect(italian.statusCode).toBe(200)
    expect(attribute(html(italian), /<html lang="(\w+)">/)).toBe('it')
  })

  it('never redirects an explicit /it or any other page', async () => {
    for (const url of ['/it', '/courses']) {
      const response = await t.app.inject({ url, headers: { cookie: 'i18n_locale=en' } })
      expect(response.statusCode, url).toBe(200)
    }
  })
})

describe('the head of each page', () => {
  it('carries the route title, language, description, canonical URL, hreflang and Open Graph', async () => {
    const page = html(await t.app.inject('/en/courses?page=2'))
    expect(attribute(page, /<html lang="(\w+)">/)).toBe('en')
    expect(page.match(/<title>/g)).toHaveLength(1)
    expect(page).toContain('<title>Courses · Aula</title>')
    expect(page.match(/<meta name="description"/g)).toHaveLength(1)
    expect(page).toContain('<meta name="description" content="Aula: online courses" />')
    expect(page).toContain('<link rel="canonical" href="https://aula.example/en/courses" />')
    expect(page).toContain('<link rel="alternate" hreflang="it" href="https://aula.example/courses" />')
    expect(page).toContain('<link rel="alternate" hreflang="en" href="https://aula.example/en/courses" />')
    expect(page).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://aula.example/courses" />',
    )
    expect(page).toContain('<meta property="og:title" content="Courses · Aula" />')
    expect(page).toContain('<meta property="og:url" content="https://aula.example/en/courses" />')
    expect(page).toContain('<meta property="og:image" content="https://aula.example/og-image.png" />')
    expect(page).toContain('<meta property="og:locale" content="en_US" />')
    expect(page).not.toContain('noindex')
    expect(page).not.toContain('aula-status')
  })

  it('gives the Italian home its title at the unprefixed URL', async () => {
    const page = html(await t.app.inject('/it'))
    expect(page).toContain('<title>Impara dai migliori formatori · Aula</title>')
    expect(page).toContain('<link rel="canonical" href="https://aula.example/" />')
    expect(page).toContain('<link rel="alternate" hreflang="en" href="https://aula.example/en" />')
  })

  it("gives a course page the course's own title, subtitle and cover, escaped", async () => {
    const { course } = await createCourse(t.db, {
      slug: 'escaping-course',
      title: 'Excel <script>alert("x")</script> & co',
      subtitle: 'Formule "avanzate" e tabelle',
      cover_url: '/media/covers/excel.jpg',
    })
    const page = html(await t.app.inject(`/course/${course.slug}`))
    expect(page).not.toContain('<script>alert')
    expect(page).toContain(
      '<title>Excel &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co · Aula</title>',
    )
    expect(page).toContain('<meta name="description" content="Formule &quot;avanzate&quot; e tabelle" />')
    expect(page).toContain(
      '<meta property="og:image" content="https://aula.example/media/covers/excel.jpg" />',
    )
    expect(page).toContain(`<link rel="canonical" href="https://aula.example/course/${course.slug}" />`)
  })

  it("gives a public profile the person's name and payoff", async () => {
    const { profile } = await createUser(t.db, {
      first_name: 'Giulia',
      last_name: 'Bianchi',
      profile: { slug: 'giulia-bianchi-test', payoff: 'Formatrice di Excel' },
    })
    const page = html(await t.app.inject(`/en/${profile.slug}`))
    expect(page).toContain('<title>Giulia Bianchi · Aula</title>')
    expect(page).toContain('<meta name="description" content="Formatrice di Excel" />')
  })

  it('titles dashboard pages "My home page" and keeps pages behind a login out of search engines', async () => {
    const page = html(await t.app.inject('/en/feed'))
    expect(page).toContain('<title>My home page</title>')
    expect(page).toContain('<meta name="robots" content="noindex" />')
  })
})

describe('what a first load needs, in the HTML', () => {
  const preloads = (page: string) =>
    [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1])
  const fetches = (page: string) =>
    [
      ...page.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)" \/>/g),
    ].map((match) => match[1])

  it('inlines the stylesheet, so nothing blocks the first paint but the page itself', async () => {
    const page = html(await t.app.inject('/courses'))
    expect(page).toContain(`<style>${CSS}</style>`)
    expect(page).not.toContain('style-abc123.css')
  })

  it("preloads the route's page chunk with what it imports, and the URL language's catalog", async () => {
    expect(preloads(html(await t.app.inject('/courses')))).toEqual([
      '/assets/messages-it.js',
      // the part of the catalog with the texts of the page's module
      '/assets/messages-it-courses-page.js',
      '/assets/courses-page-abc123.js',
      '/assets/data-abc123.js',
    ])
    // the entry's own chunks are in index.html already; a dashboard page gets its layout's chunk
    // (feed is not built in TEXTS: it shows the placeholder)
    expect(
      preloads(html(await t.app.inject({ url: '/en/feed', cookies: { [SESSION_COOKIE]: '1' } }))),
    ).toEqual([
      '/assets/messages-en.js',
      '/assets/dashboard-layout-abc123.js',
      // a session: the header shows the user menu, its own chunk
      '/assets/user-menu-abc123.js',
      '/assets/placeholder-page-abc123.js',
    ])
    // the focused flows' layout has the user menu too
    expect(
      preloads(
        html(
          await t.app.inject({ url: '/verify/email/check-your-email', cookies: { [SESSION_COOKIE]: '1' } }),
        ),
      ),
    ).toEqual([
      '/assets/messages-it.js',
      '/assets/empty-layout-abc123.js',
      '/assets/user-menu-abc123.js',
      '/assets/placeholder-page-abc123.js',
    ])
    // a visitor without a session is sent to login: its chunks, not the dashboard's
    expect(preloads(html(await t.app.inject('/en/feed')))).toEqual([
      '/assets/messages-en.js',
      '/assets/messages-en-login-page.js',
      '/assets/empty-layout-abc123.js',
      // and its layout's texts
      '/assets/messages-en-empty-layout.js',
      '/assets/login-page-abc123.js',
    ])
    expect(preloads(html(await t.app.inject('/en/does/not/exist')))).toEqual(['/assets/messages-en.js'])
  })

  /** The JSON of the page's inlined first answers, as the SPA reads it (src/shared/api/preloaded.ts). */
  const inlined = (page: string) => {
    const block = /<script type="application\/json" id="aula-preloaded">([^<]*)<\/script>/.exec(page)
    return block ? (JSON.parse(block[1]) as Record<string, unknown>) : null
  }

  it('writes the API calls the page makes first into the HTML, instead of preloading them', async () => {
    // every call these pages make first is public: its answer travels in the HTML
    expect(fetches(html(await t.app.inject('/it')))).toEqual([])
    expect(Object.keys(inlined(html(await t.app.inject('/it'))) ?? {})).toEqual(['/api/public/home'])
    expect(fetches(html(await t.app.inject('/courses')))).toEqual([])
    expect(Object.keys(inlined(html(await t.app.inject('/courses'))) ?? {})).toEqual([
      '/api/public/categories',
      '/api/public/courses?page=1&perPage=10',
    ])
    expect(Object.keys(inlined(html(await t.app.inject('/courses?page=2'))) ?? {})).toEqual([
      '/api/public/categories',
    ])
    expect(fetches(html(await t.app.inject('/trainers')))).toEqual([])
    expect(inlined(html(await t.app.inject('/trainers')))).toBeNull()
  })

  it("inlines the catalogue's first answers equal to the API's, escaped so no text can end the script", async () => {
    const title = 'Corso </script><script>alert(1)</script> <!-- & \u2028 fine'
    await createCourse(t.db, { title, published_at: new Date(Date.now() + 60_000) })
    for (const url of ['/courses', '/en/courses']) {
      const page = html(await t.app.inject(url))
      const block = /<script type="application\/json" id="aula-preloaded">([\s\S]*?)<\/script>/.exec(page)
      expect(block).not.toBeNull()
      // nothing in the block can close or comment out the element
      expect(block![1]).not.toMatch(/[<>]/)
      expect(block![1]).not.toContain('\u2028')
      const answers = JSON.parse(block![1]) as Record<string, unknown>
      for (const key of ['/api/public/courses?page=1&perPage=10', '/api/public/categories']) {
        const api = await t.app.inject(key)
        expect(api.statusCode).toBe(200)
        expect(answers[key]).toEqual(api.json())
      }
      const list = answers['/api/public/courses?page=1&perPage=10'] as { data: { title: string }[] }
      expect(list.data[0].title).toBe(title)
    }
  })

  it('keeps a call that needs a login as a preload: only what a visitor may ask is written in', async () => {
    // a page whose first call needs a login (no area declares one today: added for this test)
    const resolvers = t.app.pageMeta as Map<string, PageMetaResolver>
    const before = resolvers.get('hr')
    resolvers.set('hr', async () => ({ preload: ['/api/me', '/api/public/categories'] }))
    try {
      const page = html(await t.app.inject({ url: '/hr', cookies: { [SESSION_COOKIE]: '1' } }))
      expect(fetches(page)).toEqual(['/api/me'])
      expect(Object.keys(inlined(page) ?? {})).toEqual(['/api/public/categories'])
    } finally {
      if (before) resolvers.set('hr', before)
      else resolvers.delete('hr')
    }
  })
})

describe("public pages drawn on the server by the SPA's components", () => {
  // the render from the source (src/app/ssr.tsx through Vitest's transforms), as the build's dist/server/ssr.js
  beforeAll(async () => {
    t.app.spa.renderer = (await import('../../src/app/ssr.tsx')) as SsrModule
  }, 60_000)
  afterAll(() => {
    t.app.spa.renderer = undefined
  })

  /** #root's content, when the server drew the page (the attribute tells the SPA to hydrate it). */
  const drawn = (page: string) => /<div id="root" data-ssr>([\s\S]*)<\/div><\/body>/.exec(page)?.[1] ?? ''

  it('gives a drawn page the after-paint script in place of the entry, which it names with the chunks to fetch', async () => {
    const page = html(await t.app.inject('/courses'))
    expect(drawn(page)).not.toBe('')
    expect(page).toContain('<script type="module" crossorigin src="/assets/after-paint-abc123.js"></script>')
    expect(page).not.toContain('src="/assets/index-abc123.js"')
    // nothing else is fetched before the first paint
    expect(page).not.toContain('rel="modulepreload"')
    const named = /<script type="application\/json" id="aula-after-paint">(.*?)<\/script>/.exec(page)?.[1]
    expect(JSON.parse(named ?? 'null')).toEqual({
      entry: '/assets/index-abc123.js',
      preloads: [
        '/assets/app-abc123.js',
        '/assets/messages-it.js',
        '/assets/messages-it-courses-page.js',
        '/assets/courses-page-abc123.js',
        '/assets/data-abc123.js',
      ],
    })
    // a page the browser draws loads the entry with its chunks at once
    const login = html(await t.app.inject('/en/login'))
    expect(login).toContain('src="/assets/index-abc123.js"')
    expect(login).not.toContain('after-paint')
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-abc123.js" />')
  })

  it('draws each public page in both languages from the answers the HTML carries, escaped, with real links', async () => {
    const title = 'Pittura <b>a olio</b> & acquerello'
    const trainer = await createUser(t.db, {
      role: 'trainer',
      first_name: 'Ottavia',
      last_name: 'Disegnatrice',
      profile: { slug: 'ottavia-disegnatrice', payoff: 'Acquerelli dal vero' },
    })
    await createCourse(t.db, {
      title,
      slug: 'pittura-a-olio',
      trainer: trainer.user.id,
      published_at: new Date(Date.now() + 120_000),
    })
    const job = await createJobListing(t.db, { title: 'Insegnante di disegno' })
    const pages: [string, string[]][] = [
      [
        '/',
        [
          'Pittura &lt;b&gt;a olio&lt;/b&gt; &amp; acquerello',
          'href="/course/pittura-a-olio"',
          'Ultimi corsi',
        ],
      ],
      [
        '/en',
        [
          'Pittura &lt;b&gt;a olio&lt;/b&gt; &amp; acquerello',
          'href="/en/course/pittura-a-olio"',
          'Latest courses',
        ],
      ],
      ['/courses', ['>Corsi</h1>', 'href="/course/pittura-a-olio"']],
      ['/en/courses', ['>Courses</h1>', 'href="/en/course/pittura-a-olio"']],
      [
        '/course/pittura-a-olio',
        ['Pittura &lt;b&gt;a olio&lt;/b&gt; &amp; acquerello</h1>', 'Ottavia Disegnatrice'],
      ],
      [
        '/en/course/pittura-a-olio',
        ['Pittura &lt;b&gt;a olio&lt;/b&gt; &amp; acquerello</h1>', 'Ottavia Disegnatrice'],
      ],
      // the job list drawn with its listings and its filters, in both languages (issue 37)
      [
        '/joblistings',
        [
          'Offerte di lavoro</h1>',
          'Insegnante di disegno',
          `href="/joblistings/${job.id}"`,
          'name="contract_type"',
        ],
      ],
      ['/en/joblistings', ['Job listings</h1>', 'Insegnante di disegno', `href="/en/joblistings/${job.id}"`]],
      [`/joblistings/${job.id}`, ['Insegnante di disegno</h1>']],
      [`/en/joblistings/${job.id}`, ['Insegnante di disegno</h1>']],
      ['/ottavia-disegnatrice', ['Ottavia Disegnatrice</h1>', 'Acquerelli dal vero']],
      ['/en/ottavia-disegnatrice', ['Ottavia Disegnatrice</h1>', 'Acquerelli dal vero']],
      ['/trainers', ['>Formatori</h1>']],
      ['/en/trainers', ['>Trainers</h1>']],
    ]
    for (const [url, texts] of pages) {
      const page = html(await t.app.inject(url))
      const root = drawn(page)
      for (const text of texts) expect(root, url).toContain(text)
      expect(root, url).not.toContain('<b>')
      // drawn by React (its Suspense marks), not by hand; no skeleton where the data was at hand
      expect(root, url).toContain('<!--$-->')
      // every answer the page drew with travels in the HTML, for the browser's first render to read
      expect(page, url).toContain('<script type="application/json" id="aula-preloaded">')
    }
  }, 60_000)

  it('leaves a logged-in visit, a page the guards send to login and a 404 to the browser', async () => {
    const withSession = html(await t.app.inject({ url: '/courses', cookies: { [SESSION_COOKIE]: '1' } }))
    expect(drawn(withSession)).toBe('')
    expect(withSession).toContain('<div id="root"><!--aula:root-end--></div>')
    expect(drawn(html(await t.app.inject('/course/unknown')))).toBe('')
    expect(drawn(html(await t.app.inject('/mysettings')))).toBe('')
  })
})

describe('static files', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await t.app.inject('/assets/index-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(SCRIPT)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the precompressed Brotli or gzip copy to browsers that accept it', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)
  })

  it('serves index.html itself without caching and other root files briefly', async () => {
    expect((await t.app.inject('/index.html')).headers['cache-control']).toBe('no-cache')
    const favicon = await t.app.inject('/favicon.svg')
    expect(favicon.statusCode).toBe(200)
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600')
    const ico = await t.app.inject('/favicon.ico')
    expect(ico.statusCode).toBe(200)
    expect(ico.headers['content-type']).toMatch(/icon/)
  })

  it('keeps the build-only page texts private', async () => {
    expect((await t.app.inject('/page-texts.json')).statusCode).toBe(404)
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
    expect(html(await t.app.inject('/courses'))).toContain('index-def456.js')
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
