/**
 * The device cookie (issue 32 item 2, after OWASP's "device cookies" against lockout abuse): a
 * successful login leaves `aula_device` = `userId.nonce.mac`, mac = HMAC-SHA256(APP_KEY, …), in
 * the browser. While an account is locked, a browser holding one issued to that account logs in
 * with the password as usual; any other needs an e-mailed code as well. HttpOnly, sent to the
 * login calls only, kept a year.
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { sameDigest } from './tokens.ts'

export const DEVICE_COOKIE = 'aula_device'
const DEVICE_PATH = '/api/login'
const DEVICE_MAX_AGE_SECONDS = 365 * 86_400

type CookieConfig = Pick<Config, 'appEnv' | 'appKey'>

export interface Device {
  userId: number
  /** Random, so the device can be counted (LIMITS.loginPerDevice) without naming the user. */
  nonce: string
}

const mac = (appKey: string, userId: number, nonce: string) =>
  createHmac('sha256', appKey).update(`device|${userId}|${nonce}`).digest('base64url')

/** The device the request's cookie names, when the server signed it; else null. */
export function deviceOf(request: FastifyRequest, appKey: string): Device | null {
  const match = /^(\d{1,9})\.([\w-]{16,64})\.([\w-]{43})$/.exec(request.cookies[DEVICE_COOKIE] ?? '')
  if (!match) return null
  const userId = Number(match[1])
  return sameDigest(match[3], mac(appKey, userId, match[2])) ? { userId, nonce: match[2] } : null
}

/** After a successful login: this browser is now one the account logged in from. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: CookieConfig,
  userId: number,
): void {
  const known = deviceOf(request, config.appKey)
  const nonce = known?.userId === userId ? known.nonce : randomBytes(18).toString('base64url')
  reply.setCookie(DEVICE_COOKIE, `${userId}.${nonce}.${mac(config.appKey, userId, nonce)}`, {
    path: DEVICE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || config.appEnv === 'production',
    maxAge: DEVICE_MAX_AGE_SECONDS,
  })
}
