/**
 * Reading accounts: the User payload of contracts/accounts/schemas.ts and the billing row. Bearer
 * tokens are the core's (server/core/auth/bearer-tokens.ts). Routes call these; nothing here knows
 * about HTTP.
 */
import { eq, sql } from 'drizzle-orm'
import {
  BILLING_FIELDS,
  type BillingInformation,
  type Role,
  type User,
} from '../../../contracts/accounts/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users, type UserRow } from '../../core/db/tables.ts'
import { billingInformation, type BillingRow } from './tables.ts'

export type { BillingRow, UserRow }

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

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}
