/**
 * /dev/admin/reports: the open reports (issue 35), on profiles and on posts and comments, the
 * latest first. For each: who reported what and why, the reported text, and what an admin may do:
 * archive the report, hide the post or comment, or block its author with a reason (which closes
 * every open report on them). The queue reloads after each action.
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ProfileReport } from '../../../../contracts/network/schemas'
import type { ContentReport } from '../../../../contracts/social/schemas'
import type { AdminAction } from '../../../../machines/admin-action'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { performOnContentReport, performOnProfileReport, useReports } from '../actors'
import { ActionPanel } from '../components/action-panel'
import { AdminFrame } from '../components/admin-frame'
import { StatusLine } from '../components/status-line'

const REASON_LABELS = {
  spam: msg`Spam`,
  fake: msg`Profilo falso`,
  inappropriate: msg`Contenuto inappropriato`,
  harassment: msg`Molestie`,
  misinformation: msg`Disinformazione`,
  other: msg`Altro`,
} as const

const DONE = {
  dismiss: msg`segnalazione archiviata`,
  hide: msg`contenuto nascosto`,
  blockAuthor: msg`autore bloccato`,
  block: msg`account bloccato`,
  unblock: msg`autore sbloccato`,
  deactivate: msg`autore disattivato`,
  // not offered on a report (the orders page refunds)
  refund: msg`ordine rimborsato`,
} as const satisfies Record<AdminAction, unknown>

export function ReportsPage({ title }: PageProps) {
  return (
    <AdminFrame
      title={title}
      lead={<Trans>Le segnalazioni aperte su profili, post e commenti, le più recenti per prime.</Trans>}
    >
      <Reports />
    </AdminFrame>
  )
}

function Reports() {
  const { t, i18n } = useLingui()
  const reports = useReports()
  const [announce, setAnnounce] = useState('')
  const done = (who: string) => (action: AdminAction) => {
    setAnnounce(t`${who}: ${i18n._(DONE[action])}.`)
    reports.reload()
  }
  const skeleton = (
    <div className="space-y-2" aria-hidden="true">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  )
  return (
    <div className="space-y-4">
      <StatusLine text={announce} />
      <ResourceView resource={reports} label={t`Segnalazioni aperte`} skeleton={skeleton}>
        {({ profiles, content }) => (
          <div className="space-y-8">
            <section aria-labelledby="admin-content-reports">
              <h2 id="admin-content-reports" className="text-xl font-semibold text-slate-900">
                <Trans>Post e commenti</Trans>
              </h2>
              {content.data.length === 0 ? (
                <p className="mt-2 text-slate-700">
                  <Trans>Nessuna segnalazione aperta su post e commenti.</Trans>
                </p>
              ) : (
                <ul className="mt-3 space-y-3">
                  {content.data.map((report) => (
                    <ContentRow key={report.id} report={report} onDone={done(report.author.full_name)} />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="admin-profile-reports">
              <h2 id="admin-profile-reports" className="text-xl font-semibold text-slate-900">
                <Trans>Profili</Trans>
              </h2>
              {profiles.data.length === 0 ? (
                <p className="mt-2 text-slate-700">
                  <Trans>Nessuna segnalazione aperta sui profili.</Trans>
                </p>
              ) : (
                <ul className="mt-3 space-y-3">
                  {profiles.data.map((report) => (
                    <ProfileRow key={report.id} report={report} onDone={done(report.reported.full_name)} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </ResourceView>
    </div>
  )
}

function Reported({
  reason,
  text,
  reporter,
  createdAt,
}: {
  reason: keyof typeof REASON_LABELS
  text: string
  reporter: string
  createdAt: string
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const when = formatDate(createdAt, locale)
  const why = i18n._(REASON_LABELS[reason])
  return (
    <>
      <p className="text-sm text-slate-700">
        <Trans>
          Segnalato da {reporter} il <time dateTime={createdAt}>{when}</time> per: {why}
        </Trans>
      </p>
      {text && <p className="mt-1 text-sm text-slate-700 italic [overflow-wrap:anywhere]">«{text}»</p>}
    </>
  )
}

function ContentRow({ report, onDone }: { report: ContentReport; onDone: (action: AdminAction) => void }) {
  const { t } = useLingui()
  const author = report.author.full_name
  const subject = report.kind === 'post' ? t`post di ${author}` : t`commento di ${author}`
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={subject}
      data-admin-report={`content-${report.id}`}
    >
      <p className="font-semibold text-slate-900">
        {report.kind === 'post' ? <Trans>Post</Trans> : <Trans>Commento</Trans>}{' '}
        <Trans>
          di{' '}
          <RouteLink name="id" params={{ id: report.author.slug }} className="text-brand-800 underline">
            {author}
          </RouteLink>
        </Trans>
        {report.hidden && (
          <span className="ml-2 rounded-full border border-slate-300 bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
            <Trans>nascosto</Trans>
          </span>
        )}
      </p>
      <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-slate-800 [overflow-wrap:anywhere]">
        {report.excerpt}
      </blockquote>
      <p className="mt-1 text-sm">
        <RouteLink name="posts-id" params={{ id: report.post_id }} className="text-brand-800 underline">
          <Trans>Apri il post</Trans>
        </RouteLink>
      </p>
      <div className="mt-2">
        <Reported
          reason={report.reason}
          text={report.text}
          reporter={report.reporter.full_name}
          createdAt={report.created_at}
        />
      </div>
      <ActionPanel
        subject={subject}
        actions={report.hidden ? ['dismiss', 'blockAuthor'] : ['dismiss', 'hide', 'blockAuthor']}
        perform={performOnContentReport(report)}
        onDone={onDone}
      />
    </li>
  )
}

function ProfileRow({ report, onDone }: { report: ProfileReport; onDone: (action: AdminAction) => void }) {
  const { t } = useLingui()
  const name = report.reported.full_name
  const subject = t`profilo di ${name}`
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={subject}
      data-admin-report={`profile-${report.id}`}
    >
      <p className="font-semibold text-slate-900">
        <Trans>
          Profilo di{' '}
          <RouteLink name="id" params={{ id: report.reported.slug }} className="text-brand-800 underline">
            {name}
          </RouteLink>
        </Trans>
      </p>
      <div className="mt-2">
        <Reported
          reason={report.reason}
          text={report.text}
          reporter={report.reporter.full_name}
          createdAt={report.created_at}
        />
      </div>
      <ActionPanel
        subject={subject}
        actions={['dismiss', 'block']}
        perform={performOnProfileReport(report)}
        onDone={onDone}
      />
    </li>
  )
}
