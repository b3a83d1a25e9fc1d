/**
 * The link preview's guard (issue 17). NOTHING HERE CONNECTS TO ANY ADDRESS BUT LOOPBACK:
 * - the address check is tested on the addresses themselves, with no network;
 * - refusals through the API use loopback targets only (127.0.0.1, [::1], localhost, 2130706433),
 *   which the guard refuses before connecting;
 * - redirects to private or link-local addresses are refused on the redirect's address (an IP
 *   literal, or a name our fake resolver maps there) before any connection is made;
 * - fetching is tested against a fixture server on 127.0.0.1, which the guard lets through only
 *   because the test passes `allowAddress` itself.
 */
import type { LookupAddress } from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { storageFor } from '../media/storage.ts'
import {
  checkUrl,
  fetchLinkPreview,
  fetchPreviewImage,
  isPublicAddress,
  parseOpenGraph,
  PREVIEW_IMAGE_LIMITS,
  PREVIEW_LIMITS,
  PreviewRefused,
  type PreviewOptions,
} from './link-preview.ts'
import { setPreviewOptionsForTests } from './preview.routes.ts'
import { linkPreviews } from './tables.ts'

describe('the address check (no network)', () => {
  it.each([
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '127.0.0.1',
    '127.1.2.3',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '[::1]',
    'fd00::1',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '2002:0a00:0001::1',
    '2001:db8::1',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts the public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://user:pass@example.com/',
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:7f00:1]/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
    'http://localhost/',
    'http://app.localhost/',
    'not a url',
  ])('refuses %s before connecting', (url) => {
    expect(() => checkUrl(url)).toThrow(PreviewRefused)
  })

  it('keeps the issue’s limits', () => {
    expect(PREVIEW_LIMITS).toEqual({ redirects: 3, bytes: 1024 * 1024, ms: 5000 })
  })

  it('reads Open Graph, falling back to the title and description, and resolves the image', () => {
    const html = `<html><head><title>Solo titolo</title>
      <meta content="Descrizione &amp; altro" property="og:description">
      <meta property='og:title' content='Il titolo OG'>
      <meta property="og:image" content="/img/a.png"></head></html>`
    expect(parseOpenGraph(html, 'https://example.com/pagina')).toEqual({
      title: 'Il titolo OG',
      description: 'Descrizione & altro',
      image_url: 'https://example.com/img/a.png',
    })
    expect(
      parseOpenGraph(
        '<title>T</title><meta name="description" content="D"><meta property="og:image" content="javascript:x">',
        'https://e.com/',
      ),
    ).toEqual({ title: 'T', description: 'D', image_url: null })
  })
})

// --- A fixture server on 127.0.0.1 -------------------------------------------------------------

let fixture: http.Server
let base: string
const PAGE = `<!doctype html><html><head><title>Fixture</title>
<meta property="og:title" content="Pagina di prova"><meta property="og:description" content="Solo per i test">
<meta property="og:image" content="/cover.png"></head><body>ok</body></html>`
/** A page like PAGE whose og:image is `image`. */
const pageWith = (image: string) =>
  `<!doctype html><html><head><meta property="og:title" content="Con immagine">
<meta property="og:image" content="${image}"></head><body>ok</body></html>`
/** A real PNG, made by sharp (1200×800: wider and taller than the thumbnail's box). */
let coverPng: Buffer
/** A small file (one colour) that would decode to 20 megapixels. */
let bombPng: Buffer
/** Every request the fixture got, to see that nothing was fetched where it must not be. */
const requested: string[] = []

beforeAll(async () => {
  coverPng = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer()
  bombPng = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#000' } })
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer()
  fixture = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const hops = Number(url.searchParams.get('n') ?? 0)
    requested.push(url.pathname)
    switch (url.pathname) {
      case '/cover.png':
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(coverPng.length) })
        return response.end(coverPng)
      case '/cover-moved':
        response.writeHead(302, { location: '/cover.png' })
        return response.end()
      case '/huge.png': {
        // 6 MB streamed without a declared length: refused once 5 MB have come.
        response.writeHead(200, { 'content-type': 'image/png' })
        response.write(coverPng)
        const chunk = Buffer.alloc(256 * 1024)
        for (let i = 0; i < 24; i++) response.write(chunk)
        return response.end()
      }
      case '/huge-declared.png':
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(6 * 1024 * 1024) })
        return response.end()
      case '/bomb.png':
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end(bombPng)
      case '/fake.png':
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end('<script>alert(1)</script>')
      case '/broken.png':
        // PNG's magic number, then garbage: sharp cannot decode it.
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end(Buffer.concat([coverPng.subarray(0, 16), Buffer.alloc(200, 7)]))
      case '/drawing.svg':
        response.writeHead(200, { 'content-type': 'image/svg+xml' })
        return response.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
      case '/page-image':
        response.writeHead(200, { 'content-type': 'text/html' })
        return response.end(pageWith('/cover.png'))
      case '/page-huge-image':
        response.writeHead(200, { 'content-type': 'text/html' })
        return response.end(pageWith('/huge.png'))
      case '/page-not-image':
        response.writeHead(200, { 'content-type': 'text/html' })
        return response.end(pageWith('/page'))
      case '/page-private-image':
        response.writeHead(200, { 'content-type': 'text/html' })
        return response.end(pageWith('http://169.254.169.254/latest/meta-data/x.png'))
      case '/page-named-image':
        // A name our fake resolver maps to a link-local address.
        response.writeHead(200, { 'content-type': 'text/html' })
        return response.end(pageWith('http://images.internal.test/x.png'))
      case '/page':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return response.end(PAGE)
      case '/redirect':
        response.writeHead(302, { location: hops > 1 ? `/redirect?n=${hops - 1}` : '/page' })
        return response.end()
      case '/to-private':
        response.writeHead(302, { location: 'http://10.0.0.1/admin' })
        return response.end()
      case '/to-metadata':
        response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' })
        return response.end()
      case '/to-name':
        // A name our fake resolver maps to a link-local address: refused at the lookup.
        response.writeHead(302, { location: 'http://metadata.internal.test/' })
        return response.end()
      case '/big': {
        response.writeHead(200, { 'content-type': 'text/html' })
        const chunk = 'x'.repeat(64 * 1024)
        for (let i = 0; i < 20; i++) response.write(chunk)
        return response.end()
      }
      case '/big-declared':
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(2 * 1024 * 1024) })
        return response.end()
      case '/slow':
        response.writeHead(200, { 'content-type': 'text/html' })
        response.write('<html>')
        return // never ends
      case '/json':
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end('{"title":"no"}')
      default:
        response.writeHead(404)
        return response.end()
    }
  })
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`
})
afterAll(async () => {
  fixture.closeAllConnections()
  await new Promise((resolve) => fixture.close(resolve))
})

/** Lets the fixture through, and resolves every name to a private address so none is ever reached. */
const fakeLookup = ((
  _hostname: string,
  _options: unknown,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => callback(null, [{ address: '169.254.169.254', family: 4 }])) as unknown as PreviewOptions['lookup']
const testOnly: PreviewOptions = { allowAddress: (address) => address === '127.0.0.1', lookup: fakeLookup }

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof PreviewRefused ? error.reason : String(error)),
  )

describe('fetching through the guard (fixture on 127.0.0.1)', () => {
  it('reads a page’s Open Graph data, following up to 3 redirects', async () => {
    expect(await fetchLinkPreview(`${base}/page`, testOnly)).toEqual({
      url: `${base}/page`,
      title: 'Pagina di prova',
      description: 'Solo per i test',
      image_url: `${base}/cover.png`,
    })
    expect((await fetchLinkPreview(`${base}/redirect?n=3`, testOnly)).title).toBe('Pagina di prova')
    expect(await refusal(fetchLinkPreview(`${base}/redirect?n=4`, testOnly))).toBe('too many redirects')
  })

  it('refuses a redirect to a private or link-local address, or a name resolving to one', async () => {
    expect(await refusal(fetchLinkPreview(`${base}/to-private`, testOnly))).toBe('address 10.0.0.1')
    expect(await refusal(fetchLinkPreview(`${base}/to-metadata`, testOnly))).toBe('address 169.254.169.254')
    expect(await refusal(fetchLinkPreview(`${base}/to-name`, testOnly))).toBe('address 169.254.169.254')
  })

  it('refuses too big, too slow and non-HTML answers', async () => {
    expect(await refusal(fetchLinkPreview(`${base}/big`, testOnly))).toBe('too big')
    expect(await refusal(fetchLinkPreview(`${base}/big-declared`, testOnly))).toBe('too big')
    expect(await refusal(fetchLinkPreview(`${base}/slow`, { ...testOnly, timeoutMs: 300 }))).toBe('timeout')
    expect(await refusal(fetchLinkPreview(`${base}/json`, testOnly))).toBe('not HTML')
  })

  it('without the test’s allowance the fixture itself is refused', async () => {
    expect(await refusal(fetchLinkPreview(`${base}/page`))).toBe('address 127.0.0.1')
    expect(await refusal(fetchLinkPreview(`${base}/page`, { lookup: fakeLookup }))).toBe('address 127.0.0.1')
  })
})

describe('the og:image through the same guard (fixture on 127.0.0.1)', () => {
  it('re-encodes a real PNG as a WebP thumbnail of the box, following a redirect', async () => {
    for (const path of ['/cover.png', '/cover-moved']) {
      const webp = await fetchPreviewImage(`${base}${path}`, testOnly)
      const meta = await sharp(webp).metadata()
      expect(meta).toMatchObject({
        format: 'webp',
        width: PREVIEW_IMAGE_LIMITS.width,
        height: PREVIEW_IMAGE_LIMITS.height,
      })
      expect(meta.exif).toBeUndefined()
    }
  })

  it('refuses a huge image (streamed or declared), non-images, SVG and undecodable bytes', async () => {
    expect(PREVIEW_IMAGE_LIMITS.bytes).toBe(5 * 1024 * 1024)
    expect(await refusal(fetchPreviewImage(`${base}/huge.png`, testOnly))).toBe('too big')
    expect(await refusal(fetchPreviewImage(`${base}/huge-declared.png`, testOnly))).toBe('too big')
    expect(bombPng.length).toBeLessThan(PREVIEW_IMAGE_LIMITS.bytes)
    expect(await refusal(fetchPreviewImage(`${base}/bomb.png`, testOnly))).toBe('too many pixels')
    expect(await refusal(fetchPreviewImage(`${base}/page`, testOnly))).toBe('not an image')
    expect(await refusal(fetchPreviewImage(`${base}/json`, testOnly))).toBe('not an image')
    expect(await refusal(fetchPreviewImage(`${base}/drawing.svg`, testOnly))).toBe('not an image')
    expect(await refusal(fetchPreviewImage(`${base}/fake.png`, testOnly))).toBe('not an image')
    expect(await refusal(fetchPreviewImage(`${base}/broken.png`, testOnly))).toBe('not an image')
  })

  it('refuses private, link-local and loopback image addresses (loopback too without the allowance)', async () => {
    const before = requested.length
    expect(await refusal(fetchPreviewImage(`${base}/cover.png`))).toBe('address 127.0.0.1')
    expect(await refusal(fetchPreviewImage(`${base}/cover.png`, { lookup: fakeLookup }))).toBe(
      'address 127.0.0.1',
    )
    expect(await refusal(fetchPreviewImage('http://10.0.0.1/x.png', testOnly))).toBe('address 10.0.0.1')
    expect(await refusal(fetchPreviewImage('http://[fd00::1]/x.png', testOnly))).toBe('address fd00::1')
    expect(await refusal(fetchPreviewImage('http://images.internal.test/x.png', testOnly))).toBe(
      'address 169.254.169.254',
    )
    expect(await refusal(fetchPreviewImage('file:///etc/passwd', testOnly))).toBe('scheme')
    // None of these reached even the fixture.
    expect(requested.length).toBe(before)
  })
})

describe('GET /api/feed/url-preview', () => {
  let t: TestApp
  let user: CreatedUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t.db, { first_name: 'Anteprima' })
  }, 180_000)
  afterAll(async () => {
    setPreviewOptionsForTests({})
    await t.close()
  })
  const preview = (url: string) =>
    t.app.inject(
      asUser(user.token, { method: 'GET', url: `/api/feed/url-preview?url=${encodeURIComponent(url)}` }),
    )

  it('answers null for loopback targets (refused before connecting) and caches the refusal', async () => {
    const port = (fixture.address() as AddressInfo).port
    for (const url of [
      `http://127.0.0.1:${port}/page`,
      `http://[::1]:${port}/page`,
      `http://localhost:${port}/page`,
      `http://2130706433:${port}/page`,
      'ftp://127.0.0.1/',
    ]) {
      const answer = await preview(url)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.json().data, url).toBeNull()
    }
  })

  it('fetches the fixture only with the test’s allowance, then answers from the cache', async () => {
    setPreviewOptionsForTests(testOnly)
    const url = `${base}/page?cached=1`
    const first = await preview(url)
    expect(first.json().data).toMatchObject({ url, title: 'Pagina di prova' })
    setPreviewOptionsForTests({})
    // The guard is closed again, yet the cached answer stays.
    expect((await preview(url)).json().data).toMatchObject({ title: 'Pagina di prova' })
    expect((await preview('')).statusCode).toBe(422)
  })

  const LOCAL = /^\/media\/previews\/preview-[0-9a-f]{64}\.webp$/

  it('stores the og:image as a WebP of our own, served from our origin, never the remote address', async () => {
    setPreviewOptionsForTests(testOnly)
    const answer = await preview(`${base}/page-image`)
    setPreviewOptionsForTests({})
    const data = answer.json().data
    expect(data).toMatchObject({ title: 'Con immagine' })
    expect(data.image_url).toMatch(LOCAL)
    expect(answer.body).not.toContain('/cover.png')
    const [row] = await t.db
      .select()
      .from(linkPreviews)
      .where(eq(linkPreviews.url, `${base}/page-image`))
    expect(row.image_url).toBe(data.image_url)

    const image = await t.app.inject({ method: 'GET', url: data.image_url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 315,
    })
    // The same picture behind another page is the same file.
    setPreviewOptionsForTests(testOnly)
    const again = await preview(`${base}/page-image?other=1`)
    setPreviewOptionsForTests({})
    expect(again.json().data.image_url).toBe(data.image_url)

    for (const url of [
      '/media/previews/nope.webp',
      '/media/previews/..%2F..%2Fetc%2Fpasswd',
      `/media/previews/preview-${'0'.repeat(64)}.webp`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })

  it('keeps the preview without image when the og:image is huge, not an image, or private', async () => {
    setPreviewOptionsForTests(testOnly)
    try {
      for (const path of [
        '/page-huge-image',
        '/page-not-image',
        '/page-private-image',
        '/page-named-image',
      ]) {
        const answer = await preview(`${base}${path}`)
        expect(answer.statusCode, path).toBe(200)
        expect(answer.json().data, path).toMatchObject({ title: 'Con immagine', image_url: null })
      }
    } finally {
      setPreviewOptionsForTests({})
    }
  })

  it('a refreshed preview whose image changed removes the old copy, unless another link shares it', async () => {
    const storage = storageFor(t.config)
    const oldName = `preview-${'a'.repeat(64)}.webp`
    const sharedName = `preview-${'b'.repeat(64)}.webp`
    for (const name of [oldName, sharedName]) await storage.put(name, Buffer.from('old'), 'image/webp')
    const stale = new Date(Date.now() - 2 * 24 * 3600_000)
    await t.db.insert(linkPreviews).values([
      {
        url: `${base}/page-image?refresh=1`,
        status: 'ok',
        image_url: `/media/previews/${oldName}`,
        fetched_at: stale,
      },
      {
        url: `${base}/page-image?refresh=2`,
        status: 'ok',
        image_url: `/media/previews/${sharedName}`,
        fetched_at: stale,
      },
      { url: 'https://example.com/shares', status: 'ok', image_url: `/media/previews/${sharedName}` },
    ])
    setPreviewOptionsForTests(testOnly)
    try {
      for (const n of [1, 2])
        expect((await preview(`${base}/page-image?refresh=${n}`)).json().data.image_url).toMatch(LOCAL)
    } finally {
      setPreviewOptionsForTests({})
    }
    const status = async (name: string) =>
      (await t.app.inject({ method: 'GET', url: `/media/previews/${name}` })).statusCode
    expect(await status(oldName)).toBe(404)
    expect(await status(sharedName)).toBe(200)
  })

  it('never shows a remote image address a cached row may still hold', async () => {
    const url = 'https://example.com/cached-before-images'
    await t.db.insert(linkPreviews).values({
      url,
      status: 'ok',
      title: 'Vecchia anteprima',
      description: null,
      image_url: 'https://tracker.example/pixel.png',
    })
    expect((await preview(url)).json().data).toEqual({
      url,
      title: 'Vecchia anteprima',
      description: null,
      image_url: null,
    })
  })
})
