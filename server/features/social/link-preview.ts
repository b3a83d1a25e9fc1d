/**
 * Link previews with a strict guard (issue 17): the server fetches a link's Open Graph title,
 * description and image, and refuses (answers null) when
 * - the address is not http(s), or has credentials;
 * - any address the host name resolves to is not a public unicast one (private, loopback,
 *   link-local, CGNAT, multicast, reserved, documentation, IPv4-mapped/NAT64/6to4 forms of those),
 *   checked on the address the socket connects to (a `lookup` of our own, so DNS cannot answer one
 *   thing to the check and another to the connection) and again on every redirect;
 * - there are more than PREVIEW_LIMITS.redirects redirects, the body passes PREVIEW_LIMITS.bytes,
 *   the whole fetch takes longer than PREVIEW_LIMITS.ms, or the answer is not HTML.
 * The og:image is fetched through the same guard (fetchPreviewImage: images only, its own 5 MB)
 * and re-encoded by sharp, so users are only ever shown our copy, never the remote address.
 *
 * Tests reach a fixture server on 127.0.0.1 only through `allowAddress`, an option the test passes
 * in itself (setPreviewAllowanceForTests); nothing in the environment can open the guard.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import type { LinkPreview } from '../../../contracts/social/schemas.ts'
import sharp from 'sharp'
import { processImage, sniff } from '../media/index.ts'

export const PREVIEW_LIMITS = { redirects: 3, bytes: 1024 * 1024, ms: 5000 } as const

const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase()
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)
  if (dotted) return dotted[1]
  const groups = expandIpv6(lower)
  if (!groups) return null
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  // ::ffff:a.b.c.d and ::a.b.c.d written in hex
  if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0))
    return v4(groups[6], groups[7])
  // NAT64 64:ff9b::/96
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0))
    return v4(groups[6], groups[7])
  // 6to4 2002:AABB:CCDD::/48
  if (groups[0] === 0x2002) return v4(groups[1], groups[2])
  return null
}

function expandIpv6(address: string): number[] | null {
  let text = address
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (v4) {
    const parts = v4[1].split('.').map(Number)
    text = `${text.slice(0, -v4[1].length)}${((parts[0] << 8) | parts[1]).toString(16)}:${((parts[2] << 8) | parts[3]).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (text.includes('::') ? missing < 0 : missing !== 0) return null
  const groups = [...left, ...Array<string>(text.includes('::') ? missing : 0).fill('0'), ...right].map((g) =>
    Number.parseInt(g || '0', 16),
  )
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null
}

/**
 * Whether a link preview may connect to `address` (an IP literal): only public unicast addresses.
 * Anything unparseable is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return !blocked.check(bare, 'ipv4')
  if (family === 6) {
    const v4 = embeddedIpv4(bare)
    if (v4 !== null) return isIP(v4) === 4 && !blocked.check(v4, 'ipv4')
    return !blocked.check(bare, 'ipv6')
  }
  return false
}

export interface PreviewOptions {
  /**
   * TESTS ONLY: addresses the guard lets through besides public ones (the loopback fixture
   * server). Production never passes it.
   */
  allowAddress?: (address: string) => boolean
  /** Resolver (tests fake DNS with it); node's dns.lookup by default. */
  lookup?: typeof dnsLookup
  /** The whole fetch's limit (PREVIEW_LIMITS.ms by default; tests shorten it). */
  timeoutMs?: number
}

export class PreviewRefused extends Error {
  constructor(readonly reason: string) {
    super(`link preview refused: ${reason}`)
  }
}

const mayConnect = (address: string, options: PreviewOptions) =>
  isPublicAddress(address) || options.allowAddress?.(address.replace(/^\[|\]$/g, '')) === true

/** A `lookup` for http.request that answers only addresses the guard accepts (all of them must be). */
function guardedLookup(options: PreviewOptions): LookupFunction {
  const resolve = options.lookup ?? dnsLookup
  return (hostname, lookupOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as unknown as LookupAddress[]
      const refused = list.find((entry) => !mayConnect(entry.address, options))
      if (list.length === 0 || refused) {
        return callback(new PreviewRefused(`address ${refused?.address ?? 'none'}`), '', 0)
      }
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
      callback(null, list[0].address, list[0].family)
    })
  }
}

/** Checks one hop's URL before connecting: scheme, credentials, and an IP literal host. */
export function checkUrl(raw: string, options: PreviewOptions = {}): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new PreviewRefused('not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PreviewRefused('scheme')
  if (url.username || url.password) throw new PreviewRefused('credentials')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // An IP literal (the URL parser turns 2130706433 or 0x7f.1 into dotted form) is checked here,
  // since no lookup runs for it.
  if (isIP(host) && !mayConnect(host, options)) throw new PreviewRefused(`address ${host}`)
  if (host === 'localhost' || host.endsWith('.localhost')) {
    if (!options.allowAddress?.('127.0.0.1')) throw new PreviewRefused('localhost')
  }
  return url
}

interface Hop {
  status: number
  location: string | null
  body: Buffer
}

/** What one kind of guarded fetch accepts: the page (HTML, 1 MB) or its Open Graph image. */
interface Wanted {
  accept: string
  /** The Content-Types taken (anything else is refused before the body is read). */
  type: RegExp
  /** The refusal's reason for another type. */
  notType: string
  bytes: number
}

const PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml;q=0.9',
  type: /^(text\/html|application\/xhtml\+xml)\b/,
  notType: 'not HTML',
  bytes: PREVIEW_LIMITS.bytes,
}

/**
 * The og:image's own limits: raster types sharp decodes and re-encodes (no SVG: a drawing is a
 * program), at most 5 MB, fetched through the same guard as the page.
 */
export const PREVIEW_IMAGE_LIMITS = {
  bytes: 5 * 1024 * 1024,
  /** Pixels of the decoded original (read from its header before decoding): a small file may hold a bomb. */
  pixels: 16_000_000,
  width: 600,
  height: 315,
} as const

/** Where our copies of og:images are served, and their names (the WebP bytes' SHA-256). */
export const PREVIEW_IMAGE_PREFIX = '/media/previews/'
export const PREVIEW_IMAGE_STORED = /^preview-[0-9a-f]{64}\.webp$/

/**
 * The preview image's address users may be shown: our stored copy only. Anything else (a remote
 * address cached before images were stored) is left out.
 */
export function localPreviewImage(imageUrl: string | null): string | null {
  return imageUrl?.startsWith(PREVIEW_IMAGE_PREFIX) &&
    PREVIEW_IMAGE_STORED.test(imageUrl.slice(PREVIEW_IMAGE_PREFIX.length))
    ? imageUrl
    : null
}

const IMAGE: Wanted = {
  accept: 'image/webp,image/png,image/jpeg;q=0.9',
  type: /^image\/(png|jpeg|jpg|pjpeg|webp)\b/,
  notType: 'not an image',
  bytes: PREVIEW_IMAGE_LIMITS.bytes,
}

function fetchOnce(url: URL, wanted: Wanted, options: PreviewOptions, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(options),
        signal,
        headers: {
          accept: wanted.accept,
          'user-agent': 'AulaLinkPreview/1.0 (+https://aula.example)',
          'accept-encoding': 'identity',
        },
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0
        const contentType = String(response.headers['content-type'] ?? '').toLowerCase()
        if (status >= 300 && status < 400) {
          response.resume()
          resolve({ status, location: response.headers.location ?? null, body: Buffer.alloc(0) })
          return
        }
        if (status !== 200) {
          response.resume()
          return reject(new PreviewRefused(`status ${status}`))
        }
        if (!wanted.type.test(contentType)) {
          response.destroy()
          return reject(new PreviewRefused(wanted.notType))
        }
        const declared = Number(response.headers['content-length'] ?? 0)
        if (declared > wanted.bytes) {
          response.destroy()
          return reject(new PreviewRefused('too big'))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > wanted.bytes) {
            response.destroy()
            reject(new PreviewRefused('too big'))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks) }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/**
 * GET through the guard: every hop's URL checked, at most PREVIEW_LIMITS.redirects redirects, the
 * whole of it within the time limit. Answers the final URL and body, or throws.
 */
async function guardedGet(raw: string, wanted: Wanted, options: PreviewOptions) {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new PreviewRefused('timeout')),
    options.timeoutMs ?? PREVIEW_LIMITS.ms,
  )
  try {
    let url = checkUrl(raw, options)
    for (let hop = 0; ; hop++) {
      const answer = await fetchOnce(url, wanted, options, controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) throw new PreviewRefused('timeout')
        throw error
      })
      if (answer.location === null) return { url, body: answer.body }
      if (hop >= PREVIEW_LIMITS.redirects) throw new PreviewRefused('too many redirects')
      url = checkUrl(new URL(answer.location, url).href, options)
    }
  } finally {
    clearTimeout(timer)
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10)
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match
    }
    return ENTITIES[entity.toLowerCase()] ?? match
  })

const clean = (text: string | undefined, max: number) => {
  if (text === undefined) return null
  const value = decode(text).replace(/\s+/g, ' ').trim()
  return value ? value.slice(0, max) : null
}

/** The Open Graph title, description and image of an HTML page (title and description meta as fallbacks). */
export function parseOpenGraph(html: string, pageUrl: string): Omit<LinkPreview, 'url'> {
  const head = html.slice(0, 200_000)
  const meta = new Map<string, string>()
  for (const tag of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = new Map<string, string>()
    for (const attr of tag[0].matchAll(/([a-z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/gi))
      attrs.set(attr[1].toLowerCase(), attr[3] ?? attr[4] ?? attr[5] ?? '')
    const key = (attrs.get('property') ?? attrs.get('name'))?.toLowerCase()
    const content = attrs.get('content')
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content)
  }
  const titleTag = /<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1]
  let image: string | null = null
  const rawImage = meta.get('og:image') ?? meta.get('og:image:url')
  if (rawImage) {
    try {
      const resolved = new URL(decode(rawImage.trim()), pageUrl)
      // A longer address is not cut (that would be another address): it is left out.
      if ((resolved.protocol === 'https:' || resolved.protocol === 'http:') && resolved.href.length <= 2000)
        image = resolved.href
    } catch {
      image = null
    }
  }
  return {
    title: clean(meta.get('og:title') ?? titleTag, 300),
    description: clean(meta.get('og:description') ?? meta.get('description'), 500),
    image_url: image,
  }
}

/**
 * Fetches a link's preview through the guard; throws PreviewRefused (or a network error) when it
 * cannot, so the caller caches the failure. `image_url` is the og:image's remote address: the
 * caller fetches it with fetchPreviewImage and keeps only our stored copy.
 */
export async function fetchLinkPreview(raw: string, options: PreviewOptions = {}): Promise<LinkPreview> {
  const { url, body } = await guardedGet(raw, PAGE, options)
  return { url: raw, ...parseOpenGraph(body.toString('utf8'), url.href) }
}

/**
 * Fetches an og:image through the same guard (PNG, JPEG or WebP by Content-Type and by its bytes,
 * at most PREVIEW_IMAGE_LIMITS.bytes) and re-encodes it with sharp as a WebP thumbnail cropped to
 * PREVIEW_IMAGE_LIMITS' box, with nothing of the original file kept. Throws PreviewRefused.
 */
export async function fetchPreviewImage(raw: string, options: PreviewOptions = {}): Promise<Buffer> {
  const { body } = await guardedGet(raw, IMAGE, options)
  const type = sniff(body)
  if (type !== 'png' && type !== 'jpeg' && type !== 'webp') throw new PreviewRefused('not an image')
  const { width = 0, height = 0 } = await sharp(body)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }))
  if (width * height > PREVIEW_IMAGE_LIMITS.pixels) throw new PreviewRefused('too many pixels')
  try {
    const { data } = await processImage(body, {
      width: PREVIEW_IMAGE_LIMITS.width,
      height: PREVIEW_IMAGE_LIMITS.height,
    })
    return data
  } catch {
    throw new PreviewRefused('not an image')
  }
}
