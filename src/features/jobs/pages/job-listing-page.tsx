/**
 * /joblistings/{id}: a listing with who offers it, where, the contract, the salary when given, the
 * description and requirements, and "Candidati": a visitor goes through the login prompt first,
 * then the apply form opens; someone who applied sees where their application stands.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { JobListing } from '../../../../contracts/jobs/schemas'
import { useRequireLogin } from '../../../session/require-login'
import { useSessionSelector } from '../../../session/session-store'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useJobListing } from '../actors'
import { ApplyForm } from '../components/apply-form'
import {
  APPLICATION_STATUS_LABELS,
  CONTRACT_LABELS,
  salaryText,
  SENIORITY_LABELS,
  StatusBadge,
} from '../components/labels'

function Apply({ listing, reload }: { listing: JobListing; reload: () => void }) {
  const { i18n } = useLingui()
  const requireLogin = useRequireLogin()
  const roles = useSessionSelector((session) => session.user?.roles ?? null)
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)

  if (listing.my_application)
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-5" role="status">
        <p className="text-sm text-slate-800">
          {sent ? (
            <Trans>Candidatura inviata.</Trans>
          ) : (
            <Trans>Hai inviato la tua candidatura a questa offerta.</Trans>
          )}{' '}
          <Trans>Stato:</Trans>{' '}
          <StatusBadge
            status={listing.my_application.status}
            label={i18n._(APPLICATION_STATUS_LABELS[listing.my_application.status])}
          />
        </p>
      </div>
    )
  if (listing.mine)
    return (
      <RouteLink
        name="joblistings-manage-id"
        params={{ id: listing.id }}
        className="font-semibold text-brand-800 underline"
      >
        <Trans>Gestisci questa offerta</Trans>
      </RouteLink>
    )
  if (!listing.open)
    return (
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-800">
        <Trans>Questa offerta è chiusa e non accetta più candidature.</Trans>
      </p>
    )
  if (roles !== null && !roles.includes('student') && !roles.includes('trainer'))
    return (
      <p className="text-sm text-slate-700">
        <Trans>Possono candidarsi studenti e formatori.</Trans>
      </p>
    )
  if (open) return <ApplyForm listingId={listing.id} onApplied={() => (setSent(true), reload())} />
  return (
    <Button
      onClick={() =>
        void requireLogin().then((loggedIn) => {
          if (!loggedIn) return
          setOpen(true)
          // who they are decides what the page shows (an application they already sent)
          reload()
        })
      }
    >
      <Trans>Candidati</Trans>
    </Button>
  )
}

export function JobListingPage({ params, title }: PageProps) {
  const { t, i18n } = useLingui()
  const id = Number(params.id)
  const listing = useJobListing(id)
  return (
    <ResourceView resource={listing} label={title}>
      {(job) => {
        const salary = salaryText(i18n, job.salary_min, job.salary_max)
        return (
          <>
            <PageHeader title={job.title} lead={job.poster.name} />
            <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-3">
              <div className="space-y-6 lg:col-span-2">
                <section aria-labelledby="job-description">
                  <h2 id="job-description" className="text-lg font-semibold text-slate-900">
                    <Trans>Descrizione</Trans>
                  </h2>
                  <p className="mt-2 whitespace-pre-line text-slate-800">{job.description}</p>
                </section>
                {job.requirements && (
                  <section aria-labelledby="job-requirements">
                    <h2 id="job-requirements" className="text-lg font-semibold text-slate-900">
                      <Trans>Requisiti</Trans>
                    </h2>
                    <p className="mt-2 whitespace-pre-line text-slate-800">{job.requirements}</p>
                  </section>
                )}
                <Apply listing={job} reload={listing.reload} />
              </div>
              <aside className="h-fit rounded-xl border border-slate-200 bg-white p-5">
                <dl className="space-y-3 text-sm">
                  <div>
                    <dt className="font-medium text-slate-600">
                      {job.poster.kind === 'company' ? t`Azienda` : t`Offerta da`}
                    </dt>
                    <dd className="text-slate-900">{job.poster.name}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-slate-600">{t`Sede`}</dt>
                    <dd className="text-slate-900">
                      {job.city ?? t`Non indicata`}
                      {job.remote && ` · ${t`anche da remoto`}`}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-medium text-slate-600">{t`Contratto`}</dt>
                    <dd className="text-slate-900">{i18n._(CONTRACT_LABELS[job.contract_type])}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-slate-600">{t`Esperienza`}</dt>
                    <dd className="text-slate-900">{i18n._(SENIORITY_LABELS[job.seniority])}</dd>
                  </div>
                  {salary && (
                    <div>
                      <dt className="font-medium text-slate-600">{t`Retribuzione`}</dt>
                      <dd className="text-slate-900">{salary}</dd>
                    </div>
                  )}
                  <div>
                    <dt className="font-medium text-slate-600">{t`Pubblicata il`}</dt>
                    <dd className="text-slate-900">{i18n.date(job.published_at, { dateStyle: 'long' })}</dd>
                  </div>
                  {job.expires_at && (
                    <div>
                      <dt className="font-medium text-slate-600">{t`Scade il`}</dt>
                      <dd className="text-slate-900">{i18n.date(job.expires_at, { dateStyle: 'long' })}</dd>
                    </div>
                  )}
                </dl>
              </aside>
            </div>
          </>
        )
      }}
    </ResourceView>
  )
}
