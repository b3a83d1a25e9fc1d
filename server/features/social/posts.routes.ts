/**
 * Posts (issue 17): the feed, a post's CRUD, someone's posts with the pinned one first, reactions
 * (one per person and post, changed in place with ON CONFLICT, so ten concurrent reactions leave
 * one row) and the pin. Publishing needs the user's `posts` feature; editing, deleting and pinning
 * are the author's; reading and reacting are for whoever may see the post (posts.queries.ts).
 */
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import {
  createPost,
  deletePost,
  getFeed,
  getPost,
  listPostReactions,
  listProfilePosts,
  pinPost,
  reactToPost,
  unpinPost,
  unreactToPost,
  updatePost,
} from '../../../contracts/social/endpoints.ts'
import type { Post } from '../../../contracts/social/schemas.ts'
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { removeStoredImage } from './image.routes.ts'
import { createLive } from './live.ts'
import { notifyMentions } from './mentions.ts'
import { say } from './messages.ts'
import {
  authorCard,
  authorColumns,
  feedPage,
  isAdmin,
  loadPost,
  postCounts,
  profilePosts,
  toPerson,
  visiblePostRow,
} from './posts.queries.ts'
import { postReactions, posts } from './tables.ts'

type Live = ReturnType<typeof createLive>

/** The feed, a post written, read, edited and deleted, someone's posts. */
function registerPostRoutes(app: FastifyInstance, live: Live) {
  /**
   * Feed pages and single posts, kept until a table they read is written (core/db/snapshot-cache.ts),
   * per reader: a post carries the reader's reaction and whether it is theirs, and what an admin
   * may see differs. A post, a reaction, a follow or a partnership anywhere computes them again; what
   * is kept saw one state of the data.
   */
  const postTables = [
    'follows',
    'link_previews',
    'partnerships',
    'post_comments',
    'post_reactions',
    'posts',
    'profiles',
    'users',
  ]
  const feedPages = snapshotCache<{ data: Awaited<ReturnType<typeof feedPage>> }>({
    name: 'feed pages',
    maxEntries: 10_000,
    tables: postTables,
  })
  const shownPosts = snapshotCache<{ data: Post }>({
    name: 'shown posts',
    maxEntries: 10_000,
    tables: postTables,
  })

  route(app, getFeed, async ({ query, request }) => {
    const me = currentUser(request)
    const key = `${me.id}:${query.perPage}:${query.cursor ?? ''}`
    return feedPages.value(app.db, key, async () => ({
      data: await feedPage(app.db, me, { cursor: query.cursor, perPage: query.perPage }),
    }))
  })

  route(app, createPost, async ({ body, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    if (!me.features.posts) throw forbidden(say('postsFeatureOff', locale))
    const [row] = await app.db
      .insert(posts)
      .values({ user_id: me.id, text: body.text, link_url: body.link_url || null })
      .returning()
    const post = await loadPost(app.db, me, row.id, locale)
    await notifyMentions(app, me, row, body.text, 'post')
    await live.created(me.id, { post_id: row.id, author: post.author })
    return { data: post }
  })

  route(app, getPost, async ({ params, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    return shownPosts.value(app.db, `${me.id}:${isAdmin(me) ? 'admin' : ''}:${params.id}`, async () => ({
      data: await loadPost(app.db, me, params.id, locale),
    }))
  })

  /** The caller's own post (admins included for deletion), else 403 or 404 where it cannot be seen. */
  async function ownPost(request: Parameters<typeof currentUser>[0], id: number, adminToo = false) {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const row = await visiblePostRow(app.db, me, id, locale)
    if (row.post.user_id !== me.id && !(adminToo && isAdmin(me))) throw forbidden(say('notYourPost', locale))
    return { me, locale, row }
  }

  route(app, updatePost, async ({ params, body, request }) => {
    const { me, locale } = await ownPost(request, params.id)
    await app.db
      .update(posts)
      .set({ text: body.text, link_url: body.link_url || null, updated_at: new Date() })
      .where(eq(posts.id, params.id))
    return { data: await loadPost(app.db, me, params.id, locale) }
  })

  route(app, deletePost, async ({ params, request, reply }) => {
    const { row } = await ownPost(request, params.id, true)
    await app.db.delete(posts).where(eq(posts.id, params.id))
    await removeStoredImage(app, row.post.image_url)
    return reply.status(204).send()
  })

  route(app, listProfilePosts, async ({ params, query, request }) => {
    const me = currentUser(request)
    const [author] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, params.id), eq(users.status, 'active')))
    if (!author) throw notFound(say('postMissing', requestLocale(request)))
    const { data, total } = await profilePosts(app.db, me, params.id, {
      limit: query.perPage,
      offset: pageOffset(query),
    })
    return paginated(data, query, total)
  })
}

/** A reaction given, taken back, and who reacted how. */
function registerReactionRoutes(app: FastifyInstance, live: Live) {
  route(app, reactToPost, async ({ params, body, request }) => {
    const me = currentUser(request)
    const { post } = await visiblePostRow(app.db, me, params.id, requestLocale(request))
    await app.db
      .insert(postReactions)
      .values({ post_id: post.id, user_id: me.id, reaction: body.reaction })
      .onConflictDoUpdate({
        target: [postReactions.post_id, postReactions.user_id],
        set: { reaction: body.reaction, created_at: sql`now()` },
      })
    const counts = await postCounts(app.db, post.id)
    await live.counts(post.user_id, counts)
    return { data: counts }
  })

  route(app, unreactToPost, async ({ params, request }) => {
    const me = currentUser(request)
    const { post } = await visiblePostRow(app.db, me, params.id, requestLocale(request))
    const removed = await app.db
      .delete(postReactions)
      .where(and(eq(postReactions.post_id, post.id), eq(postReactions.user_id, me.id)))
      .returning({ post_id: postReactions.post_id })
    const counts = await postCounts(app.db, post.id)
    if (removed.length > 0) await live.counts(post.user_id, counts)
    return { data: counts }
  })

  route(app, listPostReactions, async ({ params, query, request }) => {
    const me = currentUser(request)
    const { post } = await visiblePostRow(app.db, me, params.id, requestLocale(request))
    const where = eq(postReactions.post_id, post.id)
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select({ reaction: postReactions.reaction, person: authorColumns })
        .from(postReactions)
        .innerJoin(users, eq(users.id, postReactions.user_id))
        .innerJoin(authorCard, eq(authorCard.user_id, users.id))
        .where(where)
        .orderBy(desc(postReactions.created_at), desc(postReactions.user_id))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(postReactions)
        .where(where),
    ])
    return paginated(
      rows.map((row) => ({ reaction: row.reaction, person: toPerson(row.person) })),
      query,
      total,
    )
  })
}

/** One's own post pinned to the top of one's posts, and unpinned. */
function registerPinRoutes(app: FastifyInstance) {
  route(app, pinPost, async ({ params, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const { post } = await visiblePostRow(app.db, me, params.id, locale)
    if (post.user_id !== me.id) throw forbidden(say('pinOwnOnly', locale))
    if (post.hidden_at) throw forbidden(say('pinHidden', locale))
    await app.db.transaction(async (tx) => {
      // Lock the author's row so two pins at once queue up instead of meeting at the unique index.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('update')
      await tx
        .update(posts)
        .set({ pinned_at: null })
        .where(and(eq(posts.user_id, me.id), isNotNull(posts.pinned_at), ne(posts.id, post.id)))
      await tx.update(posts).set({ pinned_at: new Date() }).where(eq(posts.id, post.id))
    })
    return { data: await loadPost(app.db, me, post.id, locale) }
  })

  route(app, unpinPost, async ({ params, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const { post } = await visiblePostRow(app.db, me, params.id, locale)
    if (post.user_id !== me.id) throw forbidden(say('pinOwnOnly', locale))
    await app.db.update(posts).set({ pinned_at: null }).where(eq(posts.id, post.id))
    return { data: await loadPost(app.db, me, post.id, locale) }
  })
}

export const postRoutes: FastifyPluginAsync = async (app) => {
  const live = createLive(app)
  registerPostRoutes(app, live)
  registerReactionRoutes(app, live)
  registerPinRoutes(app)
}
