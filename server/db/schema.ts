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
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export type UserFeatures = { chat: boolean; posts: boolean; diary: boolean; hr_visible: boolean }
export type HrData = { ragione_sociale: string; p_iva: string; codice_rea: string }
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
    last_login_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
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
