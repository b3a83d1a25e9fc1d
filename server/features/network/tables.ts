/**
 * The professional network (issue 16): who follows whom, partnerships between two people, the
 * recommendations partners write for each other, confirmations of a profile's competences by
 * others, and the reports people file on a profile for the admins. Every row points at users.id
 * (a profile is one per user), so an account's network goes with the account.
 *
 * A partnership is a row per attempt: pending → accepted | rejected | cancelled, accepted →
 * terminated. At most one live row (pending or accepted) exists per pair, whichever side asked
 * (the unique index on least/greatest); ended rows stay as history.
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

export const PARTNERSHIP_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled', 'terminated'] as const
export type PartnershipStatusValue = (typeof PARTNERSHIP_STATUSES)[number]

export const follows = pgTable(
  'follows',
  {
    follower_id: userRef(),
    followed_id: userRef(),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.follower_id, table.followed_id] }),
    check('follows_not_self', sql`${table.follower_id} <> ${table.followed_id}`),
    // Followers of a profile, newest first; and the week's new followers for trending profiles.
    index('follows_followed_idx').on(table.followed_id, table.created_at.desc()),
    index('follows_created_idx').on(table.created_at, table.followed_id),
  ],
)

export const partnerships = pgTable(
  'partnerships',
  {
    id: id(),
    requester_id: userRef(),
    target_id: userRef(),
    status: text().$type<PartnershipStatusValue>().notNull().default('pending'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** When the target accepted or rejected, or the requester cancelled. */
    responded_at: timestamp({ withTimezone: true }),
    /** When one side terminated an accepted partnership. */
    ended_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'partnerships_status_check',
      sql`${table.status} in ('pending', 'accepted', 'rejected', 'cancelled', 'terminated')`,
    ),
    check('partnerships_not_self', sql`${table.requester_id} <> ${table.target_id}`),
    uniqueIndex('partnerships_live_pair_idx')
      .on(
        sql`least(${table.requester_id}, ${table.target_id})`,
        sql`greatest(${table.requester_id}, ${table.target_id})`,
      )
      .where(sql`${table.status} in ('pending', 'accepted')`),
    index('partnerships_requester_idx').on(table.requester_id, table.status, table.updated_at.desc()),
    index('partnerships_target_idx').on(table.target_id, table.status, table.updated_at.desc()),
  ],
)

export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    author_id: userRef(),
    recipient_id: userRef(),
    text: text().notNull(),
    /** Shown on the recipient's profile only once they accept it. */
    accepted_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check('recommendations_not_self', sql`${table.author_id} <> ${table.recipient_id}`),
    uniqueIndex('recommendations_pair_idx').on(table.author_id, table.recipient_id),
    index('recommendations_recipient_idx').on(table.recipient_id, table.accepted_at, table.created_at.desc()),
  ],
)

/** "I confirm X knows this": one row per (profile owner, competence as written there, confirmer). */
export const competenceConfirmations = pgTable(
  'competence_confirmations',
  {
    owner_id: userRef(),
    competence: text().notNull(),
    confirmer_id: userRef(),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.owner_id, table.competence, table.confirmer_id] }),
    check('competence_confirmations_not_self', sql`${table.owner_id} <> ${table.confirmer_id}`),
    index('competence_confirmations_confirmer_idx').on(table.confirmer_id),
  ],
)

export const PROFILE_REPORT_REASONS = ['spam', 'fake', 'inappropriate', 'harassment', 'other'] as const
export type ProfileReportReason = (typeof PROFILE_REPORT_REASONS)[number]

/** A report on a profile, kept for the admins (status open until an admin handles it). */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: id(),
    reporter_id: userRef(),
    reported_id: userRef(),
    reason: text().$type<ProfileReportReason>().notNull(),
    text: text().notNull().default(''),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    created_at: createdAt(),
  },
  (table) => [
    check('profile_reports_status_check', sql`${table.status} in ('open', 'closed')`),
    check('profile_reports_not_self', sql`${table.reporter_id} <> ${table.reported_id}`),
    index('profile_reports_open_idx').on(table.status, table.created_at.desc()),
    index('profile_reports_reported_idx').on(table.reported_id),
  ],
)
