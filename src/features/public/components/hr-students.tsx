/**
 * The student directory for HR users (issue 18): only students who turned hr_visible on (the API,
 * GET /api/hr/students, never answers anyone else), searched by competences, skills, interests,
 * place, studies and availability, each with how complete their profile is and how many
 * confirmations their competences have; an HR user writes to one (a direct message) or invites
 * them to apply to one of their published listings. The filters and the page are in the URL.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  HR_AVAILABILITY,
  type HrAvailability,
  type HrStudent,
  type ManagedJobListing,
} from '../../../../contracts/jobs/schemas'
import { RouteLink, useNavigate, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { Avatar } from '../../../shared/ui/avatar'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { listQueryOf } from '../../../shared/lib/use-list-query'
import { useHrStudents, useInvite, useOwnListingsForInvites } from '../hr-actors'

function Invite({ student, listings }: { student: HrStudent; listings: ManagedJobListing[] }) {
  const { t } = useLingui()
  const open = listings.filter((listing) => listing.open)
  const [choice, setChoice] = useState(open[0] ? String(open[0].id) : '')
  const invite = useInvite()
  if (open.length === 0)
    return (
      <p className="text-xs text-slate-600">
        <Trans>Pubblica un'offerta per invitare a candidarsi.</Trans>
      </p>
    )
  const message =
    invite.view.phase === 'done'
      ? t`Invito inviato.`
      : invite.view.phase === 'failed'
        ? (invite.view.error?.message ?? t`Invito non riuscito.`)
        : undefined
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        // the answer shows from the request's view; the refusal is already in it
        invite.send({ studentId: student.id, listingId: Number(choice) }).catch(() => undefined)
      }}
    >
      <label className="text-xs font-medium text-slate-800">
        <Trans>Invita a candidarsi per</Trans>
        <select
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className="mt-1 block rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          {open.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.title}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" outline disabled={invite.view.busy}>
        <Trans>Invita</Trans>
        <span className="sr-only">{student.full_name}</span>
      </Button>
      {message && (
        <p role="status" className="w-full text-xs text-slate-700">
          {message}
        </p>
      )}
    </form>
  )
}

/** One student: avatar, name, where, how complete the profile is, competences, a message and an invite. */
function StudentCard({
  student,
  listings,
}: {
  student: HrStudent
  listings: ManagedJobListing[] | undefined
}) {
  const { t } = useLingui()
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex gap-3">
        <Avatar name={student.full_name} url={student.avatar_url} size={48} />
        <div className="min-w-0 flex-1">
          <RouteLink name="id" params={{ id: student.slug }} className="font-semibold text-brand-800">
            {student.full_name}
          </RouteLink>
          {student.payoff && <p className="text-sm text-slate-700">{student.payoff}</p>}
          {student.city && <p className="text-sm text-slate-600">{student.city}</p>}
          <p className="text-xs text-slate-600">
            <Trans>Profilo completo al {student.completion}%</Trans>
            {student.confirmations > 0 && (
              <>
                {' · '}
                <Plural
                  value={student.confirmations}
                  one="# conferma delle competenze"
                  other="# conferme delle competenze"
                />
              </>
            )}
          </p>
          <div
            className="mt-1 h-1.5 w-full rounded bg-slate-200"
            role="progressbar"
            aria-valuenow={student.completion}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t`Completezza del profilo`}
          >
            <div className="h-1.5 rounded bg-brand-700" style={{ width: `${student.completion}%` }} />
          </div>
        </div>
      </div>
      {[...student.competences, ...student.skills].length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {[...student.competences, ...student.skills].slice(0, 8).map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <RouteLink
        name="dms-new-id"
        params={{ id: student.id }}
        className="mt-3 inline-flex items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 no-underline hover:bg-brand-50"
      >
        <Trans>Invia messaggio</Trans>
        <span className="sr-only">{student.full_name}</span>
      </RouteLink>
      {listings && <Invite student={student} listings={listings} />}
    </li>
  )
}

export function HrStudents({
  page,
  q,
  place,
  studies,
  availability: asked,
}: {
  page: number
  q: string
  place: string
  studies: string
  availability: string
}) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const availability = (HR_AVAILABILITY as readonly string[]).includes(asked) ? asked : ''
  const filters = { q, place, studies, availability }
  const students = useHrStudents(listQueryOf(filters, page))
  const AVAILABILITY_LABELS: Record<HrAvailability, string> = {
    free: t`Senza un lavoro in corso`,
    studying: t`Ancora in formazione`,
    graduated: t`Con un titolo di studio`,
  }
  const listings = useOwnListingsForInvites()
  return (
    <section aria-labelledby="hr-students" className="space-y-4">
      <h2 id="hr-students" className="text-lg font-semibold text-slate-900">
        <Trans>Studenti disponibili per le aziende</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>Solo gli studenti che hanno scelto di farsi trovare dalle aziende.</Trans>
      </p>
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_14rem_14rem_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          const text = (name: string) => String(form.get(name) ?? '').trim()
          navigate(
            withQuery(url('students'), {
              q: text('q'),
              place: text('place'),
              studies: text('studies'),
              availability: text('availability'),
            }),
          )
        }}
      >
        <label className="flex-1 text-sm font-medium text-slate-800">
          <Trans>Competenze, skill o interessi</Trans>
          <input
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          <Trans>Città, provincia o regione</Trans>
          <input
            name="place"
            defaultValue={place}
            maxLength={100}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          <Trans>Studi: titolo, materia o scuola</Trans>
          <input
            name="studies"
            defaultValue={studies}
            maxLength={100}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          <Trans>Disponibilità</Trans>
          <select
            name="availability"
            defaultValue={availability}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t`Tutti`}</option>
            {HR_AVAILABILITY.map((value) => (
              <option key={value} value={value}>
                {AVAILABILITY_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">
          <Icon type="search" size="sm" />
          <Trans>Cerca</Trans>
        </Button>
      </form>
      <ResourceView
        resource={students}
        label={t`Studenti disponibili per le aziende`}
        empty={<Trans>Nessuno studente visibile corrisponde alla ricerca.</Trans>}
      >
        {(result) => (
          <>
            <p className="mb-3 text-sm text-slate-700">
              <Plural value={result.meta.total} one="# studente" other="# studenti" />
            </p>
            <ul className="grid gap-4 md:grid-cols-2">
              {result.data.map((student) => (
                <StudentCard key={student.id} student={student} listings={listings.data} />
              ))}
            </ul>
            <Pagination
              meta={result.meta}
              hrefFor={(p) => withQuery(url('students'), { ...filters, page: p > 1 ? p : undefined })}
            />
          </>
        )}
      </ResourceView>
    </section>
  )
}
