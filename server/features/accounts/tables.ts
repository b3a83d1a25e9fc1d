/**
 * Accounts: what registration, login and account recovery keep besides the users and api_tokens
 * of server/core/db/tables.ts — billing information, e-mail verification links, password reset
 * PINs, one-time codes and linked Facebook/Google identities.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

/** SPEC.md §3 "Billing information": one row per user, every field optional but type and phone_code. */
export const billingInformation = pgTable(
  'billing_information',
  {
    id: id(),
    user_id: userRef().unique(),
    type: text().$type<'fisica' | 'giuridica'>().notNull().default('fisica'),
    first_name: text(),
    last_name: text(),
    fiscal_name: text(),
    fiscal_code: text(),
    p_iva: text(),
    phone_code: text().notNull().default('0039'),
    phone: text(),
    pec: text(),
    unique_id: text(),
    address: text(),
    address_number: text(),
    city: text(),
    province: text(),
    zip: text(),
    fiscal_type: text(),
    inps: text(),
    vat: text(),
    retention_tax: text(),
    legal_first_name: text(),
    legal_last_name: text(),
    legal_fiscal_code: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [check('billing_information_type_check', sql`${table.type} in ('fisica', 'giuridica')`)],
)

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    user_id: userRef(),
    token_hash: text().notNull().unique(),
    /** Set when the link confirms a change of address (/mysettings/account): the address it moves to. */
    new_email: text(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index('email_verification_tokens_user_idx').on(table.user_id)],
)

/**
 * A password reset: the e-mailed PIN (HMAC, since six digits are easy to brute-force from a bare
 * hash), then, once the PIN is right, the reset token the update step presents.
 */
export const passwordResetPins = pgTable(
  'password_reset_pins',
  {
    id: id(),
    user_id: userRef(),
    pin_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    verified_at: timestamp({ withTimezone: true }),
    reset_token_hash: text().unique(),
    reset_expires_at: timestamp({ withTimezone: true }),
    used_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index('password_reset_pins_user_idx').on(table.user_id, table.created_at.desc())],
)

/** One-time codes sent to an e-mail address, which need not belong to an account yet. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    email: text().notNull(),
    code_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    used_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index('one_time_codes_email_idx').on(table.email, table.created_at.desc())],
)

/**
 * A login's e-mailed code step (issue 32 item 2): the right password from a device the account
 * never logged in from, while the account is locked. The token names the step, the code (HMAC,
 * as one-time codes) proves the mailbox; 5 wrong codes burn it.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    user_id: userRef(),
    token_hash: text().notNull().unique(),
    code_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    used_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index('login_challenges_user_idx').on(table.user_id)],
)

/** Accounts linked to a Facebook or Google identity. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    user_id: userRef(),
    provider: text().$type<'facebook' | 'google'>().notNull(),
    provider_user_id: text().notNull(),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.provider_user_id] }),
    index('social_accounts_user_idx').on(table.user_id),
    check('social_accounts_provider_check', sql`${table.provider} in ('facebook', 'google')`),
  ],
)

export type BillingRow = typeof billingInformation.$inferSelect
