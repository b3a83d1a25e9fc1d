/**
 * What an upload becomes before it is stored: the type is read from the bytes (the name and the
 * browser's Content-Type are the sender's word), images are decoded and re-encoded by sharp so
 * nothing of the original file (EXIF, GPS, colour profiles, trailing payloads) survives.
 */
import { constants as zlibConstants, inflateSync } from 'node:zlib'
import sharp from 'sharp'
import { IMAGE_SIZES } from '../../../contracts/media/schemas.ts'

export type Sniffed = 'jpeg' | 'png' | 'webp' | 'pdf'

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The file's type from its magic numbers, or null. */
export function sniff(bytes: Buffer): Sniffed | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf'
  return null
}

/** Far larger than any photo; a decompression bomb stops here instead of filling the memory. */
const MAX_INPUT_PIXELS = 60_000_000

/**
 * Cover-crops the image to its collection's box (or the given one) (turned upright from its EXIF orientation first)
 * and encodes WebP without metadata. Throws on bytes sharp cannot decode.
 */
export async function processImage(
  bytes: Buffer,
  box: keyof typeof IMAGE_SIZES | { width: number; height: number },
) {
  const { width, height } = typeof box === 'string' ? IMAGE_SIZES[box] : box
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * What a PDF must not carry (issue 32): scripts (/JavaScript, /JS: an /OpenAction or any other
 * action that runs one), programs to start (/Launch), files inside it (/EmbeddedFile, /EmbeddedFiles)
 * and embedded players (/RichMedia). A CV or a certificate needs none of them.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia'])
/** Decompressed bytes read at most, all streams together: past it, the PDF is refused too. */
const MAX_INFLATED = 64 * 1024 * 1024

/** The PDF names in `text`, with #xx escapes decoded (/J#61vaScript is /JavaScript). */
function activeNamesIn(text: string, found: Set<string>) {
  for (const [, raw] of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const name = raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (ACTIVE_NAMES.has(name)) found.add(`/${name}`)
  }
}

/**
 * The active content a PDF carries (['/JavaScript', '/EmbeddedFile']), empty when none: its
 * objects as written and every Flate-compressed stream (object streams hide dictionaries there).
 */
export function pdfActiveContent(bytes: Buffer): string[] {
  const found = new Set<string>()
  const text = bytes.toString('latin1')
  activeNamesIn(text, found)
  let inflated = 0
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) break
    let data: Buffer
    try {
      data = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: MAX_INFLATED - inflated,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
      })
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        found.add('(too much compressed content)')
        break
      }
      continue // not Flate (an image, a font in another filter)
    }
    inflated += data.length
    activeNamesIn(data.toString('latin1'), found)
  }
  return [...found]
}
