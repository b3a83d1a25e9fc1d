/**
 * Database-backed fixed-window rate limits, so every API process sees the same counters
 * (DESIGN.md §8). A window opens at a key's first hit and lasts `windowSeconds`; the hit that
 * exceeds `limit` gets 429 with Retry-After = the seconds until the window closes.
 * The mechanism is the core's; each area declares its own limits in its limits.ts with
 * defineLimits and calls `enforce(app.db, [LIMITS.loginPerIp(request.ip)], locale)`.
 */
import { sql } from 'drizzle-orm'
import type { Locale } from '../../contracts/core/constants.ts'
import type { Db } from './db/index.ts'
import { rateLimits } from './db/tables.ts'
import { qualified } from './db/sql.ts'
import { tooManyRequests } from './http/errors.ts'
import { coreMessages } from './http/messages.ts'

export interface RateLimit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string
  limit: number
  windowSeconds: number
}

/**
 * An area's limits: functions from what is counted (an IP, an e-mail) to a RateLimit. Keys begin
 * with the action they count (`login:ip:…`), so two areas never share a counter by accident.
 */
export const defineLimits = <T extends Record<string, (...args: never[]) => RateLimit>>(limits: T): T =>
  limits

/** Counts one hit; returns the seconds to wait when the limit is exceeded, else 0. */
export async function hit(
  db: Db,
  { key, limit, windowSeconds }: RateLimit,
  now = new Date(),
): Promise<number> {
  // Qualified: inside ON CONFLICT a bare column name could also mean the `excluded` row.
  const start = qualified(rateLimits.window_start)
  const windowOpen = sql`${start} > ${now.toISOString()}::timestamptz - ${windowSeconds}::int * interval '1 second'`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOpen} then ${qualified(rateLimits.count)} + 1 else 1 end`,
        window_start: sql`case when ${windowOpen} then ${start} else excluded.window_start end`,
      },
    })
    .returning({ count: rateLimits.count, window_start: rateLimits.window_start })
  if (row.count <= limit) return 0
  const closesAt = row.window_start.getTime() + windowSeconds * 1000
  return Math.max(1, Math.ceil((closesAt - now.getTime()) / 1000))
}

/** Counts a hit on every limit and throws 429 if any of them is exceeded. */
export async function enforce(db: Db, limits: RateLimit[], locale: Locale): Promise<void> {
  let wait = 0
  for (const limit of limits) wait = Math.max(wait, await hit(db, limit))
  if (wait > 0) throw tooManyRequests(wait, coreMessages.say('tooManyAttempts', locale, { seconds: wait }))
}

/**
 * An account lock that grows (issue 9 item 6) and cannot be turned into a day-long lock (issue 32
 * item 2): after `threshold` failures in a row, from any address, the key is locked for
 * `baseSeconds`, doubled with every further failure up to `maxSeconds`. Failures that arrive while
 * the key is locked are not counted, so a burst of guesses fired at once locks it for
 * `baseSeconds`, not for `2^burst` of them. The row of rate_limits keeps the failure count and the
 * time of the last counted failure; failures older than `forgetSeconds` are forgotten, a success
 * clears them.
 */
export interface Lock {
  key: string
  threshold: number
  baseSeconds: number
  maxSeconds: number
  forgetSeconds: number
}

const lockSeconds = (lock: Lock, failures: number) =>
  failures < lock.threshold
    ? 0
    : Math.min(lock.maxSeconds, lock.baseSeconds * 2 ** (failures - lock.threshold))

const secondsLeft = (lock: Lock, row: { count: number; last: Date }, now: Date) => {
  const seconds = lockSeconds(lock, row.count)
  const opensAt = row.last.getTime() + seconds * 1000
  // never more than the lock itself: under a burst the row may carry a failure timed a moment
  // after this request's clock
  return opensAt > now.getTime() ? Math.min(seconds, Math.ceil((opensAt - now.getTime()) / 1000)) : 0
}

/** Seconds until `lock` opens again, 0 when it is open. */
export async function lockedFor(db: Db, lock: Lock, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, last: rateLimits.window_start })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${lock.key}`)
  return row ? secondsLeft(lock, row, now) : 0
}

/**
 * Counts one failure, unless the key is locked, in one statement: concurrent failures queue on
 * the row and each sees the count the one before it left, so the lock is decided once. Returns
 * the seconds the key is now locked for.
 */
export async function recordFailure(db: Db, lock: Lock, now = new Date()): Promise<number> {
  const last = qualified(rateLimits.window_start)
  const count = qualified(rateLimits.count)
  const at = sql`${now.toISOString()}::timestamptz`
  const recent = sql`${last} > ${at} - ${lock.forgetSeconds}::int * interval '1 second'`
  // The same formula as lockSeconds; the exponent is bounded by the count, which stops growing.
  const lockedNow = sql`(${count} >= ${lock.threshold}::int and ${last} + least(${lock.maxSeconds}::float8,
    ${lock.baseSeconds}::float8 * power(2::float8, ${count} - ${lock.threshold}::int)) * interval '1 second' > ${at})`
  const [row] = await db
    .insert(rateLimits)
    .values({ key: lock.key, window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${lockedNow} then ${count} when ${recent} then ${count} + 1 else 1 end`,
        window_start: sql`case when ${lockedNow} then ${last} else excluded.window_start end`,
      },
    })
    .returning({ count: rateLimits.count, last: rateLimits.window_start })
  return secondsLeft(lock, row, now)
}

export async function clearFailures(db: Db, lock: Lock): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${lock.key}`)
}

/** The 429 of a locked key, with Retry-After. */
export function lockedError(seconds: number, locale: Locale) {
  return tooManyRequests(seconds, coreMessages.say('tooManyAttempts', locale, { seconds }))
}
