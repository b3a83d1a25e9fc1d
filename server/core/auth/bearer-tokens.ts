/**
 * Bearer tokens: issued at login and registration, resolved to their user on every request by the
 * auth plugin, revoked at logout and on a password change. They live in the core, beside the users
 * and api_tokens tables, because the auth plugin needs them and the core never imports a feature.
 * Only the SHA-256 of a token is stored, so a database leak opens no session.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { preparedQuery } from '../db/prepared.ts'
import { snapshotCache } from '../db/snapshot-cache.ts'
import { apiTokens, users, type UserRow } from '../db/tables.ts'
import { randomToken, sha256 } from './tokens.ts'

/** The user a request acts as, with the token it came with. */
export interface AuthUser extends UserRow {
  tokenId: number
}

export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomToken()
  await db.insert(apiTokens).values({ user_id: userId, token_hash: sha256(token) })
  return token
}

/** Writing last_used_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000

/** How long a token lives: `idleDays` without use, `absoluteDays` in all (config TOKEN_*_DAYS). */
export interface TokenLifetime {
  idleDays: number
  absoluteDays: number
}

const DAY_MS = 86_400_000

/**
 * Every logged-in request runs this lookup, so it is built once (core/db/prepared.ts): building
 * the join of the whole users row cost a tenth of the server's CPU on a logged-in read. It does not
 * read the clock: the token's time limits are checked on the row (findUserByToken).
 */
const userByToken = preparedQuery((db) =>
  db
    .select({
      user: users,
      tokenId: apiTokens.id,
      createdAt: apiTokens.created_at,
      lastUsedAt: apiTokens.last_used_at,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(and(eq(apiTokens.token_hash, sql.placeholder('hash')), isNull(apiTokens.revoked_at)))
    .prepare('user_by_token'),
)

/**
 * The touches of last_used_at in flight, per database and token. A burst of requests with one
 * token (a page opening several calls, a client retrying) all find it stale at once: the first
 * writes it and waits for its write, the others go on, instead of a hundred updates queueing on
 * the token's row lock.
 */
const touching = new WeakMap<Db, Map<number, Promise<unknown>>>()

function touch(db: Db, tokenId: number, now: Date): Promise<unknown> | undefined {
  let inFlight = touching.get(db)
  if (!inFlight) touching.set(db, (inFlight = new Map()))
  if (inFlight.has(tokenId)) return undefined
  const write = db
    .update(apiTokens)
    .set({ last_used_at: now })
    .where(eq(apiTokens.id, tokenId))
    .finally(() => inFlight.delete(tokenId))
  inFlight.set(tokenId, write)
  return write
}

type TokenRow = Awaited<ReturnType<ReturnType<typeof userByToken>['execute']>>[number]

/**
 * Token lookups kept until a table they read is written (core/db/snapshot-cache.ts), by token hash:
 * every logged-in request needs one, and a burst of a client's requests shares one snapshot read
 * instead of each running the join. A write to the tokens or the users reads again, so a logout, a revocation, a block or
 * a role change counts from the next request. The row does not depend on the clock: its time
 * limits are checked on every request.
 */
const tokenRows = snapshotCache<TokenRow | null>({
  name: 'bearer tokens',
  maxEntries: 50_000,
  tables: ['api_tokens', 'users'],
})

/**
 * The active user behind a bearer token, or null for an unknown, revoked, idle (unused for
 * `idleDays`; last_used_at is written at most once a minute, close enough for days), too old
 * (`absoluteDays`) or blocked one.
 */
export async function findUserByToken(
  db: Db,
  token: string,
  lifetime: TokenLifetime,
  now = new Date(),
): Promise<AuthUser | null> {
  const hash = sha256(token)
  const row = await tokenRows.read(db, hash, async () => {
    const [found] = await userByToken(db).execute({ hash })
    return { value: found ?? null }
  })
  if (!row || row.user.status !== 'active') return null
  // The time limits, on this request's clock (the row may have been read for an earlier request).
  const lastUse = row.lastUsedAt ?? row.createdAt
  if (row.createdAt.getTime() <= now.getTime() - lifetime.absoluteDays * DAY_MS) return null
  if (lastUse.getTime() <= now.getTime() - lifetime.idleDays * DAY_MS) return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
    await touch(db, row.tokenId, now)
  return { ...row.user, tokenId: row.tokenId }
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(apiTokens).set({ revoked_at: new Date() }).where(eq(apiTokens.id, tokenId))
}

/** Revokes every token of a user, except the one `keepTokenId` names. */
export async function revokeUserTokens(db: Db, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(apiTokens.user_id, userId),
        isNull(apiTokens.revoked_at),
        keepTokenId === undefined ? undefined : sql`${apiTokens.id} <> ${keepTokenId}`,
      ),
    )
}
