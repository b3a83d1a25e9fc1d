/**
 * Profiles: the public face of an account (SPEC.md §4), one row per user, created with the account;
 * the CV entries of its sections (profile_items) and the schools a study is chosen from.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ItemSection } from '../../../contracts/profiles/sections.ts'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef, users } from '../../core/db/tables.ts'

/** A full-text document (the search's `search_doc` column); read as its text form, never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

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
    /** The presentation video's HLS package (`hls/<upload id>`) once an upload of it is ready. */
    presentation_video_path: text(),
    /** Its length, probed when it was transcoded (the public profile shows it). */
    presentation_video_seconds: integer(),
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
    /** Visitors (not logged in) see the profile only when it is public; logged-in users always do. */
    is_public: boolean().notNull().default(true),
    /** The sections nobody but the owner sees (contracts/profiles/sections.ts PROFILE_SECTIONS). */
    hidden_sections: text()
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /**
     * The search's document (issue 19), kept by PostgreSQL from the texts (migration 0029's
     * IMMUTABLE search_profile_doc), so a search reads it instead of computing it for every row.
     */
    search_doc: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`search_profile_doc(${profiles.payoff}, ${profiles.city}, ${profiles.competences}, ${profiles.skills})`,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('profiles_reviews_idx').on(table.average_reviews.desc(), table.review_number.desc()),
    index('profiles_search_doc_idx').using('gin', table.search_doc),
  ],
)

export type ProfileRow = typeof profiles.$inferSelect

/**
 * One entry of a CV section (studies, experiences, languages, books, case histories, clients,
 * collaborations), in the owner's order. Each section's fields are checked by its valibot schema
 * (contracts/profiles/sections.ts) on the way in, so `data` is typed by `section`; a profile reads
 * all of its entries with one index scan.
 */
export const profileItems = pgTable(
  'profile_items',
  {
    id: id(),
    user_id: userRef(),
    section: text().$type<ItemSection>().notNull(),
    position: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('profile_items_user_section_idx').on(table.user_id, table.section, table.position),
    check(
      'profile_items_section_check',
      sql`${table.section} in ('studies', 'experiences', 'languages', 'books', 'case_histories', 'clients', 'collaborations')`,
    ),
  ],
)
export type ProfileItemRow = typeof profileItems.$inferSelect

/** The schools and universities a study is chosen from (searchable by name or city). */
export const schools = pgTable(
  'schools',
  {
    id: id(),
    name: text().notNull(),
    city: text().notNull().default(''),
    kind: text().$type<'university' | 'high_school' | 'academy'>().notNull().default('university'),
  },
  (table) => [uniqueIndex('schools_name_city_idx').on(table.name, table.city)],
)
export type SchoolRow = typeof schools.$inferSelect
