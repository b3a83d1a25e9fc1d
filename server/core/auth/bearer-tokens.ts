/**
 * Bearer tokens: issued at login and registration, resolved to their user on every request by the
 * auth plugin, revoked at logout and on a password change. They live in the core, beside the users
 * and api_tokens tables, because the auth plugin needs them and the core never imports a feature.
 * Only the SHA-256 of a token is stored, so a database leak opens no session.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
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
  const idleSince = new Date(now.getTime() - lifetime.idleDays * DAY_MS)
  const bornAfter = new Date(now.getTime() - lifetime.absoluteDays * DAY_MS)
  const [row] = await db
    .select({ user: users, tokenId: apiTokens.id, lastUsedAt: apiTokens.last_used_at })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(
      and(
        eq(apiTokens.token_hash, sha256(token)),
        isNull(apiTokens.revoked_at),
        gt(apiTokens.created_at, bornAfter),
        // A bare Date in raw SQL is not typed on PostgreSQL: pass it as an ISO timestamptz.
        sql`coalesce(${apiTokens.last_used_at}, ${apiTokens.created_at}) > ${idleSince.toISOString()}::timestamptz`,
      ),
    )
  if (!row || row.user.status !== 'active') return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(apiTokens).set({ last_used_at: now }).where(eq(apiTokens.id, row.tokenId))
  }
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
