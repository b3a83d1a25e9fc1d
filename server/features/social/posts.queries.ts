/**
 * Reading posts: who may see one, the feed (keyset pages along (created_at, id)), and turning rows
 * into the Post the API answers with their counts and the caller's reaction.
 *
 * Visibility (contracts/social/schemas.ts): the author, whoever follows the author or is their
 * partner (an accepted partnership), and admins. A post an admin hid is seen by its author and
 * admins only; a post of a blocked or deactivated author by nobody but admins.
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Comment, Post, PostCounts, Reaction } from '../../../contracts/social/schemas.ts'
import { REACTIONS } from '../../../contracts/social/schemas.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Db } from '../../core/db/index.ts'
import { rowsOf } from '../../core/db/sql.ts'
import { users, type UserRow } from '../../core/db/tables.ts'
import { notFound } from '../../core/http/errors.ts'
import { arePartners, followedIdsOf, followerIdsOf, isFollowing, partnerIdsOf } from '../network/index.ts'
import { profileCardView } from '../profiles/index.ts'
import { localPreviewImage } from './link-preview.ts'
import { say } from './messages.ts'
import { linkPreviews, postComments, postReactions, posts } from './tables.ts'

export type Viewer = Pick<UserRow, 'id' | 'roles'>

export const isAdmin = (viewer: Viewer) => viewer.roles.includes('admin')

/** Profiles' card of the people shown (slug, avatar), joined on `authorCard.user_id`. */
export const authorCard = profileCardView('author_card')

export const authorColumns = {
  id: users.id,
  slug: authorCard.slug,
  first_name: users.first_name,
  last_name: users.last_name,
  avatar_url: authorCard.avatar_url,
}

type AuthorRow = {
  id: number
  slug: string
  first_name: string
  last_name: string
  avatar_url: string | null
}

export const toPerson = (row: AuthorRow) => ({
  id: row.id,
  slug: row.slug,
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  avatar_url: row.avatar_url,
})

/** The ids whose posts `me` reads in the feed: followed, partners, and `me`. */
export const feedAuthors = (me: number): SQL => sql`(
  ${followedIdsOf(me)}
  union
  ${partnerIdsOf(me)}
  union
  select ${me}::int
)`

/** Whether `viewer` is in `authorId`'s audience (the author, a follower, a partner, an admin). */
export async function inAudience(db: Db, viewer: Viewer, authorId: number): Promise<boolean> {
  if (viewer.id === authorId || isAdmin(viewer)) return true
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select ${isFollowing(viewer.id, authorId)} or ${arePartners(viewer.id, authorId)} as ok`,
  )
  return row?.ok === true
}

const postColumns = {
  post: posts,
  author: authorColumns,
  author_status: users.status,
  preview: {
    url: linkPreviews.url,
    title: linkPreviews.title,
    description: linkPreviews.description,
    image_url: linkPreviews.image_url,
  },
}

const selectPosts = (db: Db) =>
  db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.user_id))
    .innerJoin(authorCard, eq(authorCard.user_id, users.id))
    .leftJoin(linkPreviews, and(eq(linkPreviews.url, posts.link_url), eq(linkPreviews.status, 'ok')))

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number]

const emptyCounts = (postId: number): PostCounts => ({
  post_id: postId,
  reactions: { like: 0, love: 0, clap: 0, insightful: 0, laugh: 0 },
  reactions_total: 0,
  comments: 0,
})

/** Reaction and comment counts of some posts (hidden comments left out). */
export async function countsOf(db: Db, postIds: number[]): Promise<Map<number, PostCounts>> {
  const counts = new Map(postIds.map((id) => [id, emptyCounts(id)]))
  if (postIds.length === 0) return counts
  const [reactionRows, commentRows] = await Promise.all([
    db
      .select({
        post_id: postReactions.post_id,
        reaction: postReactions.reaction,
        n: sql<number>`count(*)::int`,
      })
      .from(postReactions)
      .where(inArray(postReactions.post_id, postIds))
      .groupBy(postReactions.post_id, postReactions.reaction),
    db
      .select({ post_id: postComments.post_id, n: sql<number>`count(*)::int` })
      .from(postComments)
      .where(and(inArray(postComments.post_id, postIds), isNull(postComments.hidden_at)))
      .groupBy(postComments.post_id),
  ])
  for (const row of reactionRows) {
    const entry = counts.get(row.post_id)!
    if ((REACTIONS as readonly string[]).includes(row.reaction)) entry.reactions[row.reaction] = row.n
    entry.reactions_total += row.n
  }
  for (const row of commentRows) counts.get(row.post_id)!.comments = row.n
  return counts
}

export async function postCounts(db: Db, postId: number): Promise<PostCounts> {
  return (await countsOf(db, [postId])).get(postId)!
}

async function toPosts(db: Db, viewer: Viewer, rows: PostRow[]): Promise<Post[]> {
  const ids = rows.map((row) => row.post.id)
  const [counts, mine] = await Promise.all([
    countsOf(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ post_id: postReactions.post_id, reaction: postReactions.reaction })
          .from(postReactions)
          .where(and(eq(postReactions.user_id, viewer.id), inArray(postReactions.post_id, ids))),
  ])
  const myReaction = new Map<number, Reaction>(mine.map((row) => [row.post_id, row.reaction]))
  return rows.map(({ post, author, preview }) => ({
    id: post.id,
    author: toPerson(author),
    text: post.text,
    link_url: post.link_url,
    image_url: post.image_url,
    preview: preview?.url ? { ...preview, image_url: localPreviewImage(preview.image_url) } : null,
    pinned: post.pinned_at !== null,
    hidden: post.hidden_at !== null,
    counts: counts.get(post.id)!,
    my_reaction: myReaction.get(post.id) ?? null,
    is_mine: post.user_id === viewer.id,
    created_at: post.created_at.toISOString(),
    updated_at: post.updated_at.toISOString(),
  }))
}

/** A post row with its author, or null when it does not exist. */
async function postRow(db: Db, postId: number) {
  const [row] = await selectPosts(db).where(eq(posts.id, postId))
  return row ?? null
}

/**
 * The post if `viewer` may see it, else 404 (the same answer as a post that does not exist, so
 * nothing leaks).
 */
export async function visiblePostRow(db: Db, viewer: Viewer, postId: number, locale: Locale) {
  const row = await postRow(db, postId)
  if (!row) throw notFound(say('postMissing', locale))
  const mine = row.post.user_id === viewer.id
  const admin = isAdmin(viewer)
  const visible =
    admin ||
    (row.author_status === 'active' &&
      (mine || (row.post.hidden_at === null && (await inAudience(db, viewer, row.post.user_id)))))
  if (!visible) throw notFound(say('postMissing', locale))
  return row
}

export async function loadPost(db: Db, viewer: Viewer, postId: number, locale: Locale): Promise<Post> {
  const row = await visiblePostRow(db, viewer, postId, locale)
  return (await toPosts(db, viewer, [row]))[0]
}

export function parseCursor(cursor: string): { at: string; id: number } {
  const split = cursor.lastIndexOf('_')
  return { at: cursor.slice(0, split), id: Number(cursor.slice(split + 1)) }
}

/**
 * A page of the feed of `viewer`, newest first, strictly older than `cursor` when given. Each author
 * gives at most a page of their newest posts along posts_user_idx (a LATERAL top-N per author), and
 * only those are merged and sorted: following 200 people reads at most 200 short index ranges,
 * however many posts they wrote.
 */
export async function feedPage(
  db: Db,
  viewer: Viewer,
  options: { cursor?: string; perPage: number },
): Promise<{ posts: Post[]; next_cursor: string | null }> {
  const after = options.cursor ? parseCursor(options.cursor) : null
  const take = options.perPage + 1
  const older = after ? sql`and (p.created_at, p.id) < (${after.at}::timestamptz, ${after.id}::int)` : sql``
  // The cursor keeps created_at to the microsecond (a JS date would drop the last three digits
  // and skip posts written within the same millisecond).
  const ids = await rowsOf<{ id: number; at: string }>(
    db,
    sql`select p.id, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
      from ${feedAuthors(viewer.id)} as a(id)
      join ${users} u on u.id = a.id and u.status = 'active'
      cross join lateral (
        select p.id, p.created_at from ${posts} p
        where p.user_id = a.id and p.hidden_at is null ${older}
        order by p.created_at desc, p.id desc
        limit ${take}
      ) p
      order by p.created_at desc, p.id desc
      limit ${take}`,
  )
  const wanted = ids.map((row) => Number(row.id))
  const rows =
    wanted.length === 0
      ? []
      : await selectPosts(db).where(inArray(posts.id, wanted)).orderBy(desc(posts.created_at), desc(posts.id))
  const page = rows.slice(0, options.perPage)
  const list = await toPosts(db, viewer, page)
  const last = ids[options.perPage - 1]
  return {
    posts: list,
    next_cursor: ids.length > options.perPage && last ? `${last.at}_${Number(last.id)}` : null,
  }
}

/** Someone's posts that `viewer` may see: the pinned one first, then newest first. */
export async function profilePosts(
  db: Db,
  viewer: Viewer,
  authorId: number,
  page: { limit: number; offset: number },
): Promise<{ data: Post[]; total: number }> {
  if (!(await inAudience(db, viewer, authorId))) return { data: [], total: 0 }
  const showHidden = viewer.id === authorId || isAdmin(viewer)
  const where = and(eq(posts.user_id, authorId), showHidden ? undefined : isNull(posts.hidden_at))
  const [rows, [{ total }]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(sql`${posts.pinned_at} is null`, desc(posts.created_at), desc(posts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(posts)
      .where(where),
  ])
  return { data: await toPosts(db, viewer, rows), total }
}

// --- Comments -------------------------------------------------------------------------------------

const commentColumns = { comment: postComments, author: authorColumns }

export async function listPostComments(
  db: Db,
  viewer: Viewer,
  postId: number,
  limit: number,
): Promise<Comment[]> {
  const rows = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.user_id))
    .innerJoin(authorCard, eq(authorCard.user_id, users.id))
    .where(and(eq(postComments.post_id, postId), isNull(postComments.hidden_at)))
    .orderBy(asc(postComments.created_at), asc(postComments.id))
    .limit(limit)
  return rows.map(({ comment, author }) => toComment(comment, author, viewer))
}

export function toComment(
  comment: typeof postComments.$inferSelect,
  author: AuthorRow,
  viewer: Viewer,
): Comment {
  return {
    id: comment.id,
    post_id: comment.post_id,
    parent_id: comment.parent_id,
    author: toPerson(author),
    text: comment.text,
    is_mine: comment.user_id === viewer.id,
    created_at: comment.created_at.toISOString(),
    updated_at: comment.updated_at.toISOString(),
  }
}

export async function loadComment(db: Db, viewer: Viewer, commentId: number): Promise<Comment | null> {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.user_id))
    .innerJoin(authorCard, eq(authorCard.user_id, users.id))
    .where(eq(postComments.id, commentId))
  return row ? toComment(row.comment, row.author, viewer) : null
}

/** The open comment row (not hidden) or null. */
export async function commentRow(db: Db, commentId: number) {
  const [row] = await db
    .select()
    .from(postComments)
    .where(and(eq(postComments.id, commentId), isNull(postComments.hidden_at)))
  return row ?? null
}

/** The followers and partners of `authorId` (who get the "new posts" push), at most `limit`. */
export async function audienceOf(db: Db, authorId: number, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    ${followerIdsOf(authorId)}
    union
    ${partnerIdsOf(authorId)}
    limit ${limit}`,
  )
  return rows.map((row) => Number(row.id))
}
