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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type CreatedUser } from '../../testing/factories.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import {
  checkUrl,
  fetchLinkPreview,
  isPublicAddress,
  parseOpenGraph,
  PREVIEW_LIMITS,
  PreviewRefused,
  type PreviewOptions,
} from './link-preview.ts'
import { setPreviewOptionsForTests } from './preview.routes.ts'

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

beforeAll(async () => {
  fixture = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const hops = Number(url.searchParams.get('n') ?? 0)
    switch (url.pathname) {
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
})
