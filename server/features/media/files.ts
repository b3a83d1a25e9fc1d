/**
 * What an upload becomes before it is stored: the type is read from the bytes (the name and the
 * browser's Content-Type are the sender's word), images are decoded and re-encoded by sharp so
 * nothing of the original file (EXIF, GPS, colour profiles, trailing payloads) survives.
 */
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
