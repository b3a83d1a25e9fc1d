/**
 * Reports on a profile (issue 16; SPEC.md §7 flags/reports): a logged-in user tells the admins what
 * is wrong with someone's profile (a reason and a description). One open report per reporter and
 * profile: reporting again rewrites it, so nobody floods the queue. Admins page through the open ones.
 */
import { and, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsync } from 'fastify'
import { listProfileReports, reportProfile } from '../../../contracts/network/endpoints.ts'
import { fileOpenReport } from '../../core/db/reports.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { profileCardView } from '../profiles/index.ts'
import { say } from './messages.ts'
import { activePerson, countAll, toPerson } from './people.ts'
import { profileReports } from './tables.ts'

const reporters = alias(users, 'reporter_user')
const reporterProfiles = profileCardView('reporter_profile')
const reported = alias(users, 'reported_user')
const reportedProfiles = profileCardView('reported_profile')

export const reportRoutes: FastifyPluginAsync = async (app) => {
  route(app, reportProfile, async ({ params, body, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    if (params.id === me.id) throw forbidden(say('reportSelf', locale))
    await activePerson(app.db, params.id, locale)
    const id = await fileOpenReport(
      app.db,
      profileReports,
      and(eq(profileReports.reporter_id, me.id), eq(profileReports.reported_id, params.id)),
      { reporter_id: me.id, reported_id: params.id, reason: body.reason, text: body.text },
    )
    return { data: { id } }
  })

  route(app, listProfileReports, async ({ query }) => {
    const where = eq(profileReports.status, 'open')
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select({
          report: profileReports,
          reporter: {
            id: reporters.id,
            first_name: reporters.first_name,
            last_name: reporters.last_name,
            slug: reporterProfiles.slug,
            avatar_url: reporterProfiles.avatar_url,
          },
          reported: {
            id: reported.id,
            first_name: reported.first_name,
            last_name: reported.last_name,
            slug: reportedProfiles.slug,
            avatar_url: reportedProfiles.avatar_url,
          },
        })
        .from(profileReports)
        .innerJoin(reporters, eq(reporters.id, profileReports.reporter_id))
        .innerJoin(reporterProfiles, eq(reporterProfiles.user_id, reporters.id))
        .innerJoin(reported, eq(reported.id, profileReports.reported_id))
        .innerJoin(reportedProfiles, eq(reportedProfiles.user_id, reported.id))
        .where(where)
        .orderBy(desc(profileReports.created_at), desc(profileReports.id))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db.select({ total: countAll }).from(profileReports).where(where),
    ])
    return paginated(
      rows.map(({ report, reporter, reported: target }) => ({
        id: report.id,
        reason: report.reason,
        text: report.text,
        status: report.status,
        reporter: toPerson(reporter),
        reported: toPerson(target),
        created_at: report.created_at.toISOString(),
      })),
      query,
      total,
    )
  })
}
