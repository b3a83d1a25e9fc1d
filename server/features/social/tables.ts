/**
 * Social (issue 17): what people post to the feed, the reactions and comments on it, the reports
 * people file on a post or a comment for the admins, and the cached Open Graph previews of links.
 *
 * - A post may be pinned to the top of its author's profile: at most one per author (the partial
 *   unique index on user_id where pinned_at is set).
 * - One reaction per person and post (the primary key): reacting again changes it (ON CONFLICT).
 * - A comment answers a post, or another comment of the same post (parent_id, one level deep).
 * - An admin hides a reported post or comment (hidden_at): it leaves every list, the row stays.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

export const posts = pgTable(
  'posts',
  {
    id: id(),
    user_id: userRef(),
    text: text().notNull(),
    link_url: text(),
    /** An image the author attached (a stored media path, /media/posts/…). */
    image_url: text(),
    /** Set on the one post the author pinned to the top of their profile. */
    pinned_at: timestamp({ withTimezone: true }),
    /** Set when an admin hid the post after a report: it leaves the feed and its page. */
    hidden_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('posts_created_at_idx').on(table.created_at.desc(), table.id.desc()),
    // The feed: each followed author's newest posts, read backwards along (created_at, id).
    index('posts_user_idx').on(table.user_id, table.created_at.desc(), table.id.desc()),
    uniqueIndex('posts_one_pin_idx')
      .on(table.user_id)
      .where(sql`${table.pinned_at} is not null`),
  ],
)

export const REACTIONS = ['like', 'love', 'clap', 'insightful', 'laugh'] as const
export type ReactionValue = (typeof REACTIONS)[number]

export const postReactions = pgTable(
  'post_reactions',
  {
    post_id: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    user_id: userRef(),
    reaction: text().$type<ReactionValue>().notNull(),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.post_id, table.user_id] }),
    check(
      'post_reactions_reaction_check',
      sql`${table.reaction} in ('like', 'love', 'clap', 'insightful', 'laugh')`,
    ),
  ],
)

export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    post_id: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    user_id: userRef(),
    /** The comment this one answers (same post, one level deep); null for a comment on the post. */
    parent_id: integer().references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    hidden_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index('post_comments_post_idx').on(table.post_id, table.created_at, table.id)],
)

export const CONTENT_REPORT_REASONS = [
  'spam',
  'inappropriate',
  'harassment',
  'misinformation',
  'other',
] as const
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number]

/** A report on a post or on a comment (exactly one of the two), open until an admin handles it. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    reporter_id: userRef(),
    post_id: integer().references(() => posts.id, { onDelete: 'cascade' }),
    comment_id: integer().references(() => postComments.id, { onDelete: 'cascade' }),
    reason: text().$type<ContentReportReason>().notNull(),
    text: text().notNull().default(''),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    created_at: createdAt(),
  },
  (table) => [
    check('content_reports_status_check', sql`${table.status} in ('open', 'closed')`),
    check('content_reports_one_target', sql`(${table.post_id} is null) <> (${table.comment_id} is null)`),
    index('content_reports_open_idx').on(table.status, table.created_at.desc()),
    index('content_reports_post_idx').on(table.post_id),
    index('content_reports_comment_idx').on(table.comment_id),
  ],
)

/** Open Graph data fetched for a link (status 'failed' remembers a refusal or an error for a while). */
export const linkPreviews = pgTable('link_previews', {
  url: text().primaryKey(),
  status: text().$type<'ok' | 'failed'>().notNull(),
  title: text(),
  description: text(),
  image_url: text(),
  fetched_at: createdAt(),
})
