/**
 * The database schema. Migrations in ./migrations are generated from this file with
 * `npm run db:generate` and must run unchanged on PGlite and PostgreSQL 15, so only
 * plain PostgreSQL types and features older than 15 are used here.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export type UserFeatures = { chat: boolean; posts: boolean; diary: boolean; hr_visible: boolean }
export type HrData = { ragione_sociale: string | null; p_iva: string | null; codice_rea: string | null }
/** The HR registration's fiscal data as sent (SPEC.md §5), kept whole. */
export type FiscalData = Record<string, unknown>
export type SocialMedia = Partial<
  Record<'website' | 'linkedin' | 'facebook' | 'instagram' | 'x' | 'youtube', string>
>

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

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    nickname: text(),
    payoff: text().notNull().default(''),
    bio: text().notNull().default(''),
    mission: text().notNull().default(''),
    presentation: text().notNull().default(''),
    gender: text(),
    birth_date: date({ mode: 'string' }),
    address: text(),
    address_number: text(),
    city: text(),
    province: text(),
    region: text(),
    zip: text(),
    same_residency: boolean().notNull().default(true),
    shipping_address: text(),
    shipping_address_number: text(),
    shipping_city: text(),
    shipping_province: text(),
    shipping_region: text(),
    shipping_zip: text(),
    competences: text()
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    interests: text()
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    skills: text()
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    social_media: jsonb().$type<SocialMedia>().notNull().default({}),
    avatar_url: text(),
    cover_url: text(),
    average_reviews: doublePrecision().notNull().default(0),
    review_number: integer().notNull().default(0),
    hr_visible: boolean().notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index('profiles_reviews_idx').on(table.average_reviews.desc(), table.review_number.desc())],
)

export const categories = pgTable('categories', {
  id: id(),
  slug: text().notNull().unique(),
  name_it: text().notNull(),
  name_en: text().notNull(),
  position: integer().notNull().default(0),
})

export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text().notNull().unique(),
    trainer_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => categories.id),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    description: text().notNull().default(''),
    goals: jsonb().$type<string[]>().notNull().default([]),
    recipients: jsonb().$type<string[]>().notNull().default([]),
    language: text().$type<'it' | 'en'>().notNull().default('it'),
    /** Integer euro cents so prices never go through floating point. */
    price_cents: integer().notNull().default(0),
    cover_url: text(),
    published_at: timestamp({ withTimezone: true }),
    average_reviews: doublePrecision().notNull().default(0),
    review_number: integer().notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check('courses_language_check', sql`${table.language} in ('it', 'en')`),
    check('courses_price_check', sql`${table.price_cents} >= 0`),
    index('courses_published_at_idx').on(table.published_at.desc(), table.id.desc()),
    index('courses_category_idx').on(table.category_id, table.published_at.desc()),
    index('courses_trainer_idx').on(table.trainer_id),
  ],
)

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    duration_seconds: integer().notNull().default(0),
    free: boolean().notNull().default(false),
    video_path: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index('lessons_course_position_idx').on(table.course_id, table.position)],
)

export const companies = pgTable(
  'companies',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    ragione_sociale: text().notNull(),
    p_iva: text().notNull(),
    codice_rea: text(),
    city: text(),
    payoff: text().notNull().default(''),
    logo_url: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index('companies_created_at_idx').on(table.created_at)],
)

export const jobListings = pgTable(
  'job_listings',
  {
    id: id(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    city: text(),
    contract_type: text()
      .$type<'full_time' | 'part_time' | 'freelance' | 'internship'>()
      .notNull()
      .default('full_time'),
    remote: boolean().notNull().default(false),
    published_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check(
      'job_listings_contract_type_check',
      sql`${table.contract_type} in ('full_time', 'part_time', 'freelance', 'internship')`,
    ),
    index('job_listings_published_at_idx').on(table.published_at.desc(), table.id.desc()),
    index('job_listings_company_idx').on(table.company_id),
  ],
)

export const posts = pgTable(
  'posts',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    link_url: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('posts_created_at_idx').on(table.created_at.desc(), table.id.desc()),
    index('posts_user_idx').on(table.user_id, table.created_at.desc()),
  ],
)

/** Facts about the database itself, e.g. when it was initialised (so demo data is seeded only once). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updated_at: updatedAt(),
})

const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

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

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    user_id: userRef(),
    token_hash: text().notNull().unique(),
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
