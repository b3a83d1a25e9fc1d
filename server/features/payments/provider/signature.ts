/**
 * Stripe's webhook signature scheme: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`. A signature older (or newer) than the tolerance is refused, so a captured
 * delivery cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_TOLERANCE_SECONDS = 300

export function signPayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}

export type SignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'stale'

export class SignatureError extends Error {
  constructor(readonly problem: SignatureProblem) {
    super(`webhook signature: ${problem}`)
    this.name = 'SignatureError'
  }
}

export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new SignatureError('missing')
  let timestamp: number | undefined
  const candidates: string[] = []
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim())
    if (key === 't' && /^\d+$/.test(value ?? '')) timestamp = Number(value)
    if (key === 'v1' && value) candidates.push(value)
  }
  if (timestamp === undefined || candidates.length === 0) throw new SignatureError('malformed')
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'),
    'utf8',
  )
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, 'utf8')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) throw new SignatureError('mismatch')
  if (Math.abs(nowSeconds - timestamp) > tolerance) throw new SignatureError('stale')
}
