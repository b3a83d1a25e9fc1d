/**
 * Comments and replies (issue 17; SPEC.md §7 "POST /api/comment/{a}/{b}; POST /api/comment/{id}
 * with PUT override; DELETE"): whoever may see a post comments it or answers one of its comments
 * (a reply to a reply hangs under the same first comment: one level deep). The author edits their
 * comment; the author, the post's author or an admin deletes it (its replies go with it). Every
 * change of the count is pushed live (live.ts).
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  createComment,
  deleteComment,
  listComments,
  updateComment,
} from '../../../contracts/social/endpoints.ts'
import { SOCIAL_LIMITS } from '../../../contracts/social/schemas.ts'
import { forbidden, notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { createLive } from './live.ts'
import { notifyMentions } from './mentions.ts'
import { say } from './messages.ts'
import {
  commentRow,
  isAdmin,
  listPostComments,
  loadComment,
  postCounts,
  visiblePostRow,
} from './posts.queries.ts'
import { postComments } from './tables.ts'

export const commentRoutes: FastifyPluginAsync = async (app) => {
  const live = createLive(app)

  route(app, listComments, async ({ params, request }) => {
    const me = currentUser(request)
    await visiblePostRow(app.db, me, params.id, requestLocale(request))
    return { data: await listPostComments(app.db, me, params.id, SOCIAL_LIMITS.commentsShown) }
  })

  route(app, createComment, async ({ params, body, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const { post } = await visiblePostRow(app.db, me, params.id, locale)
    let parentId: number | null = null
    if (body.parent_id) {
      const parent = await commentRow(app.db, body.parent_id)
      if (!parent || parent.post_id !== post.id)
        throw validationError({ parent_id: [say('parentMissing', locale)] }, locale)
      parentId = parent.parent_id ?? parent.id
    }
    const [row] = await app.db
      .insert(postComments)
      .values({ post_id: post.id, user_id: me.id, parent_id: parentId, text: body.comment })
      .returning({ id: postComments.id })
    const counts = await postCounts(app.db, post.id)
    await notifyMentions(app, me, post, body.comment, 'comment')
    await live.counts(post.user_id, counts)
    return { data: { comment: (await loadComment(app.db, me, row.id))!, counts } }
  })

  /** A comment the caller may see (its post visible to them), else 404. */
  async function visibleComment(request: Parameters<typeof currentUser>[0], id: number) {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const comment = await commentRow(app.db, id)
    if (!comment) throw notFound(say('commentMissing', locale))
    const { post } = await visiblePostRow(app.db, me, comment.post_id, locale)
    return { me, locale, comment, post }
  }

  route(app, updateComment, async ({ params, body, request }) => {
    const { me, locale, comment } = await visibleComment(request, params.id)
    if (comment.user_id !== me.id) throw forbidden(say('notYourComment', locale))
    await app.db
      .update(postComments)
      .set({ text: body.comment, updated_at: new Date() })
      .where(eq(postComments.id, comment.id))
    return { data: (await loadComment(app.db, me, comment.id))! }
  })

  route(app, deleteComment, async ({ params, request }) => {
    const { me, locale, comment, post } = await visibleComment(request, params.id)
    if (comment.user_id !== me.id && post.user_id !== me.id && !isAdmin(me))
      throw forbidden(say('cannotDeleteComment', locale))
    await app.db.delete(postComments).where(eq(postComments.id, comment.id))
    const counts = await postCounts(app.db, post.id)
    await live.counts(post.user_id, counts)
    return { data: counts }
  })
}
