/**
 * Profiles: the public face of an account (SPEC.md §4), one row per user, created with the account.
 */
import { sql } from 'drizzle-orm'
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'

export type SocialMedia = Partial<
  Record<'website' | 'linkedin' | 'facebook' | 'instagram' | 'x' | 'youtube', string>
>

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

export type ProfileRow = typeof profiles.$inferSelect
