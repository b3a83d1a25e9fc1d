/**
 * Reading and writing accounts: the User payload of contracts/api/auth.ts, bearer tokens, the
 * billing row and the own-profile summary. Routes call these; nothing here knows about HTTP.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  BILLING_FIELDS,
  type BillingInformation,
  type OwnProfile,
  type Role,
  type User,
} from '../../../contracts/accounts/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import type { profiles } from '../../core/db/schema.ts'
import { apiTokens, billingInformation, users } from '../../core/db/schema.ts'
import { randomToken, sha256 } from '../../core/auth/tokens.ts'

export type UserRow = typeof users.$inferSelect
export type BillingRow = typeof billingInformation.$inferSelect
export type ProfileRow = typeof profiles.$inferSelect

/** The user a request acts as, with the token it came with. */
export interface AuthUser extends UserRow {
  tokenId: number
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function toUser(row: UserRow, billing: BillingRow | null): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role as Role,
    roles: row.roles,
    status: row.status as User['status'],
    created_at: row.created_at.toISOString(),
    last_login_at: iso(row.last_login_at),
    email_verified_at: iso(row.email_verified_at),
    email_verified: row.email_verified_at !== null,
    phone_verified: row.phone_verified,
    terms_accepted: row.terms_accepted,
    privacy_accepted: row.privacy_accepted,
    newsletter_accepted: row.newsletter_accepted,
    can_onboard: row.can_onboard,
    free_tier_active: row.free_tier_active,
    fiscal_data_complete: row.fiscal_data_complete,
    iban_complete: row.iban_complete,
    invoice_data_complete: row.invoice_data_complete,
    invoice_data: billing
      ? {
          id: billing.id,
          vat: billing.vat,
          type: billing.type,
          fiscal_type: billing.fiscal_type,
          inps: billing.inps,
          retention_tax: billing.retention_tax,
        }
      : null,
    hr_data: row.hr_data
      ? {
          ragione_sociale: row.hr_data.ragione_sociale ?? null,
          p_iva: row.hr_data.p_iva ?? null,
          codice_rea: row.hr_data.codice_rea ?? null,
        }
      : null,
    referral_code: row.referral_code,
    pending_bank_transfer: row.pending_bank_transfer,
    pending_bank_transfer_details: row.pending_bank_transfer_details ?? null,
    wizard_complete: row.wizard_complete,
    hr_wizard_complete: row.hr_wizard_complete,
    features: row.features,
    locale: row.locale,
  }
}

export function toBillingInformation(row: BillingRow): BillingInformation {
  const fields = Object.fromEntries(BILLING_FIELDS.map((field) => [field, row[field]]))
  return { ...fields, id: row.id, type: row.type, phone_code: row.phone_code } as BillingInformation
}

export async function findBilling(db: Db, userId: number): Promise<BillingRow | null> {
  const [row] = await db.select().from(billingInformation).where(eq(billingInformation.user_id, userId))
  return row ?? null
}

export async function loadUser(db: Db, userId: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row ? toUser(row, await findBilling(db, userId)) : null
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  return row ?? null
}

// ---------------------------------------------------------------------------------------------
// Bearer tokens

export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomToken()
  await db.insert(apiTokens).values({ user_id: userId, token_hash: sha256(token) })
  return token
}

/** Writing last_used_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000

/** The active user behind a bearer token, or null for an unknown, revoked or blocked one. */
export async function findUserByToken(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ user: users, tokenId: apiTokens.id, lastUsedAt: apiTokens.last_used_at })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(and(eq(apiTokens.token_hash, sha256(token)), isNull(apiTokens.revoked_at)))
  if (!row || row.user.status !== 'active') return null
  const now = new Date()
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

// ---------------------------------------------------------------------------------------------
// Own profile

/** The profile fields whose share of filled ones is the completion percentage (SPEC.md §4). */
const COMPLETION_FIELDS = [
  'nickname',
  'payoff',
  'bio',
  'mission',
  'presentation',
  'gender',
  'birth_date',
  'address',
  'address_number',
  'city',
  'province',
  'region',
  'zip',
  'competences',
  'interests',
  'skills',
  'social_media',
  'avatar_url',
  'cover_url',
] as const satisfies readonly (keyof ProfileRow)[]

export function profileCompletion(profile: ProfileRow): number {
  const filled = COMPLETION_FIELDS.filter((field) => {
    const value: unknown = profile[field]
    if (value === null || value === undefined) return false
    if (typeof value === 'string') return value.trim() !== ''
    if (Array.isArray(value)) return value.length > 0
    if (typeof value === 'object') return Object.keys(value).length > 0
    return true
  }).length
  return Math.round((filled / COMPLETION_FIELDS.length) * 100)
}

export function toOwnProfile(profile: ProfileRow, user: UserRow): OwnProfile {
  return {
    id: profile.id,
    user_id: user.id,
    slug: profile.slug,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    nickname: profile.nickname,
    payoff: profile.payoff,
    bio: profile.bio,
    city: profile.city,
    role: user.role as Role,
    avatar_url: profile.avatar_url,
    completion: profileCompletion(profile),
  }
}

/** A URL slug from a name: lower case ASCII words joined by '-'. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'utente'
  )
}
