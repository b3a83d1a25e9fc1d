/**
 * The tables the core itself reads and writes. Every area keeps its own tables in
 * server/features/<area>/tables.ts; the Drizzle schema is the union of this file and those
 * (drizzle.config.ts globs them, as buildApp lists the areas' routes).
 *
 * What belongs here, and why:
 *   users, api_tokens  identity. The auth plugin resolves a bearer token to its user on every
 *                      request (server/core/auth/bearer-tokens.ts), and the core never imports a
 *                      feature, so the two tables it joins live with it. Every area's rows point at
 *                      users.id (userRef below). users keeps the columns of SPEC.md's User payload,
 *                      onboarding and billing flags included, as the committed SQL has them.
 *   app_meta           facts about the database itself (initialised when, with demo data or not).
 *   outbox             what the core mailer sends (server/core/mail/mailer.ts).
 *   rate_limits        the counters of server/core/rate-limit.ts.
 *
 * Migrations in ./migrations are generated from the union with `npm run db:generate` and must run
 * unchanged on PGlite and PostgreSQL 15, so only plain PostgreSQL types and features older than 15
 * are used.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns.ts'

export type UserFeatures = { chat: boolean; posts: boolean; diary: boolean; hr_visible: boolean }
export type HrData = { ragione_sociale: string | null; p_iva: string | null; codice_rea: string | null }
/** The HR registration's fiscal data as sent (SPEC.md §5), kept whole. */
export type FiscalData = Record<string, unknown>

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull().unique(),
    password: text().notNull(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    /** The role chosen at registration (SPEC.md default student); `roles` is what permissions read. */
    role: text().notNull().default('student'),
    roles: text()
      .array()
      .notNull()
      .default(sql`ARRAY['student']::text[]`),
    status: text().notNull().default('active'),
    email_verified_at: timestamp({ withTimezone: true }),
    phone_code: text(),
    phone: text(),
    phone_verified: boolean().notNull().default(false),
    terms_accepted: boolean().notNull().default(false),
    privacy_accepted: boolean().notNull().default(false),
    newsletter_accepted: boolean().notNull().default(false),
    referral_code: text().notNull().unique(),
    referred_by_id: integer(),
    wizard_complete: boolean().notNull().default(false),
    hr_wizard_complete: boolean().notNull().default(false),
    pending_bank_transfer: boolean().notNull().default(false),
    pending_bank_transfer_details: jsonb().$type<Record<string, unknown>>(),
    can_onboard: boolean().notNull().default(true),
    free_tier_active: boolean().notNull().default(false),
    fiscal_data_complete: boolean().notNull().default(false),
    iban_complete: boolean().notNull().default(false),
    invoice_data_complete: boolean().notNull().default(false),
    features: jsonb()
      .$type<UserFeatures>()
      .notNull()
      .default({ chat: false, posts: false, diary: false, hr_visible: false }),
    hr_data: jsonb().$type<HrData>(),
    fiscal_data: jsonb().$type<FiscalData>(),
    /** Language of the e-mails the user receives. */
    locale: text().$type<'it' | 'en'>().notNull().default('it'),
    last_login_at: timestamp({ withTimezone: true }),
    /** Set when the user asked to delete the account: it is anonymised then, unless they log in before. */
    deletion_scheduled_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check('users_locale_check', sql`${table.locale} in ('it', 'en')`),
    // E-mail addresses are unique whatever their case; lookups use lower(email) too.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    // Public directories filter on `roles @> ARRAY[...]`, which a GIN index answers.
    index('users_roles_idx').using('gin', table.roles),
    index('users_created_at_idx').on(table.created_at),
  ],
)

export type UserRow = typeof users.$inferSelect

/** A reference to the owning user: the row goes when the account goes. */
export const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/** Bearer tokens: only the SHA-256 of the token is stored, so a database leak opens no session. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    user_id: userRef(),
    token_hash: text().notNull().unique(),
    created_at: createdAt(),
    last_used_at: timestamp({ withTimezone: true }),
    revoked_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('api_tokens_user_idx').on(table.user_id)],
)

/** Facts about the database itself, e.g. when it was initialised (so demo data is seeded only once). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updated_at: updatedAt(),
})

/** Every e-mail and SMS the product sends; SMTP (when configured) delivers from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text().notNull(),
    channel: text().$type<'email' | 'sms'>().notNull().default('email'),
    subject: text().notNull().default(''),
    text: text().notNull(),
    html: text(),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
    sent_at: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    last_error: text(),
  },
  (table) => [
    check('outbox_channel_check', sql`${table.channel} in ('email', 'sms')`),
    index('outbox_to_idx').on(sql`lower(${table.to})`, table.created_at.desc()),
    index('outbox_pending_idx')
      .on(table.id)
      .where(sql`${table.sent_at} is null`),
  ],
)

/** Fixed-window counters shared by every API process (DESIGN.md §8). */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  window_start: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
})
