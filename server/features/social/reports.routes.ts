/**
 * Reports on posts and comments (issue 17; SPEC.md §7 flags/reports), as the network's reports on
 * profiles: whoever may see a post or comment tells the admins what is wrong (a reason and a
 * description); one open report per reporter and item, reporting again rewrites it. Admins page
 * through the open ones and hide the item (it leaves every list; its author and admins still see
 * a hidden post) or dismiss the report.
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsync } from 'fastify'
import {
  dismissContentReport,
  hideReportedContent,
  listContentReports,
  reportComment,
  reportPost,
} from '../../../contracts/social/endpoints.ts'
import type { ContentReport, ContentReportBody } from '../../../contracts/social/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { fileOpenReport } from '../../core/db/reports.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { profileCardView } from '../profiles/index.ts'
import { say } from './messages.ts'
import { commentRow, toPerson, visiblePostRow } from './posts.queries.ts'
import { contentReports, postComments, posts } from './tables.ts'

const reporters = alias(users, 'reporter_user')
const reporterProfiles = profileCardView('reporter_profile')
const authors = alias(users, 'author_user')
const authorProfiles = profileCardView('author_profile')

async function fileReport(
  db: Db,
  reporterId: number,
  target: { post_id: number } | { comment_id: number },
  body: ContentReportBody,
): Promise<number> {
  const targetWhere =
    'post_id' in target
      ? eq(contentReports.post_id, target.post_id)
      : eq(contentReports.comment_id, target.comment_id)
  return fileOpenReport(db, contentReports, and(eq(contentReports.reporter_id, reporterId), targetWhere), {
    reporter_id: reporterId,
    ...target,
    reason: body.reason,
    text: body.text,
  })
}

/** Reports with their reporter, the item's author and text (a post, or a comment and its post). */
async function reportRows(db: Db, where: ReturnType<typeof and>, limit: number, offset: number) {
  const rows = await db
    .select({
      report: contentReports,
      reporter: {
        id: reporters.id,
        first_name: reporters.first_name,
        last_name: reporters.last_name,
        slug: reporterProfiles.slug,
        avatar_url: reporterProfiles.avatar_url,
      },
      author: {
        id: authors.id,
        first_name: authors.first_name,
        last_name: authors.last_name,
        slug: authorProfiles.slug,
        avatar_url: authorProfiles.avatar_url,
      },
      post: { id: posts.id, text: posts.text, hidden_at: posts.hidden_at },
      comment: { id: postComments.id, text: postComments.text, hidden_at: postComments.hidden_at },
    })
    .from(contentReports)
    .innerJoin(reporters, eq(reporters.id, contentReports.reporter_id))
    .innerJoin(reporterProfiles, eq(reporterProfiles.user_id, reporters.id))
    .leftJoin(postComments, eq(postComments.id, contentReports.comment_id))
    .innerJoin(posts, or(eq(posts.id, contentReports.post_id), eq(posts.id, postComments.post_id)))
    .innerJoin(
      authors,
      sql`${authors.id} = case when ${contentReports.comment_id} is null then ${posts.user_id} else ${postComments.user_id} end`,
    )
    .innerJoin(authorProfiles, eq(authorProfiles.user_id, authors.id))
    .where(where)
    .orderBy(desc(contentReports.created_at), desc(contentReports.id))
    .limit(limit)
    .offset(offset)
  return rows.map(({ report, reporter, author, post, comment }): ContentReport => {
    const onComment = report.comment_id !== null && comment !== null
    return {
      id: report.id,
      reason: report.reason,
      text: report.text,
      reporter: toPerson(reporter),
      kind: onComment ? 'comment' : 'post',
      post_id: post.id,
      comment_id: onComment ? comment.id : null,
      excerpt: (onComment ? comment.text : post.text).slice(0, 300),
      author: toPerson(author),
      hidden: (onComment ? comment.hidden_at : post.hidden_at) !== null,
      created_at: report.created_at.toISOString(),
    }
  })
}

export const reportRoutes: FastifyPluginAsync = async (app) => {
  route(app, reportPost, async ({ params, body, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const { post } = await visiblePostRow(app.db, me, params.id, locale)
    if (post.user_id === me.id) throw forbidden(say('reportOwn', locale))
    return { data: { id: await fileReport(app.db, me.id, { post_id: post.id }, body) } }
  })

  route(app, reportComment, async ({ params, body, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    const comment = await commentRow(app.db, params.id)
    if (!comment) throw notFound(say('commentMissing', locale))
    await visiblePostRow(app.db, me, comment.post_id, locale)
    if (comment.user_id === me.id) throw forbidden(say('reportOwn', locale))
    return { data: { id: await fileReport(app.db, me.id, { comment_id: comment.id }, body) } }
  })

  route(app, listContentReports, async ({ query }) => {
    const where = and(eq(contentReports.status, 'open'))
    const [data, [{ total }]] = await Promise.all([
      reportRows(app.db, where, query.perPage, pageOffset(query)),
      app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(contentReports)
        .where(where),
    ])
    return paginated(data, query, total)
  })

  /** The open report, or 404. */
  async function openReport(id: number, locale: Parameters<typeof say>[1]) {
    const [report] = await app.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.id, id), eq(contentReports.status, 'open')))
    if (!report) throw notFound(say('reportMissing', locale))
    return report
  }

  route(app, hideReportedContent, async ({ params, request }) => {
    const report = await openReport(params.id, requestLocale(request))
    await app.db.transaction(async (tx) => {
      const now = new Date()
      if (report.comment_id !== null) {
        await tx
          .update(postComments)
          .set({ hidden_at: now })
          .where(and(eq(postComments.id, report.comment_id), isNull(postComments.hidden_at)))
        await tx
          .update(contentReports)
          .set({ status: 'closed' })
          .where(and(eq(contentReports.comment_id, report.comment_id), eq(contentReports.status, 'open')))
      } else if (report.post_id !== null) {
        await tx
          .update(posts)
          .set({ hidden_at: now, pinned_at: null })
          .where(and(eq(posts.id, report.post_id), isNull(posts.hidden_at)))
        await tx
          .update(contentReports)
          .set({ status: 'closed' })
          .where(and(eq(contentReports.post_id, report.post_id), eq(contentReports.status, 'open')))
      }
    })
    const [row] = await reportRows(app.db, eq(contentReports.id, report.id), 1, 0)
    return { data: row }
  })

  route(app, dismissContentReport, async ({ params, request }) => {
    const report = await openReport(params.id, requestLocale(request))
    await app.db.update(contentReports).set({ status: 'closed' }).where(eq(contentReports.id, report.id))
    const [row] = await reportRows(app.db, inArray(contentReports.id, [report.id]), 1, 0)
    return { data: row }
  })
}
