/**
 * A listing's applicants for its owner, as a pipeline: one column per state (sent, viewed,
 * shortlisted, rejected, hired), each applicant with their profile, cover letter and CV, the moves
 * APPLICATION_TRANSITIONS allows from where they are (machines/job-application), and notes only
 * the owner reads (machines/applicant-notes), both started through actors.ts.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { APPLICATION_STATUSES, type Applicant } from '../../../../contracts/jobs/schemas'
import { applicantNotesView } from '../../../../machines/applicant-notes'
import type { Resource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useApplicantNotes, useApplicationMoves, useEmitted } from '../actors'
import { APPLICATION_STATUS_LABELS, applicationStatusLabel, StatusBadge } from './labels'

const MOVES = ['application.shortlist', 'application.reject', 'application.hire'] as const

function ApplicantCard({
  applicant,
  onChange,
}: {
  applicant: Applicant
  onChange: (next: Applicant) => void
}) {
  const { t, i18n } = useLingui()
  const moveNames: Record<(typeof MOVES)[number], string> = {
    'application.shortlist': t`Metti in rosa`,
    'application.reject': t`Scarta`,
    'application.hire': t`Assumi`,
  }
  // the pipeline's moves (machines/job-application): what the state allows, one call at a time
  const moves = useApplicationMoves(applicant, onChange)
  const snapshot = useSelector(moves, (state) => state)
  const moving = snapshot.hasTag('busy')
  const moveError = snapshot.context.error
    ? (snapshot.context.error.message ?? t`Non è stato possibile salvare. Riprova.`)
    : undefined
  const notesActor = useApplicantNotes(applicant)
  const notesView = useSelector(notesActor, applicantNotesView)
  useEmitted(notesActor, 'changed', ({ applicant: next }) => onChange(next))
  const { notes } = notesView
  const message =
    notesView.outcome === null
      ? undefined
      : notesView.outcome === 'saved'
        ? t`Note salvate.`
        : notesView.outcome === 'failed'
          ? t`Non è stato possibile salvare. Riprova.`
          : notesView.outcome.message

  const { person } = applicant
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" aria-label={person.full_name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{person.full_name}</p>
        <StatusBadge
          status={applicant.status}
          label={applicationStatusLabel(i18n, applicant.status, person.gender)}
        />
      </div>
      <p className="text-sm text-slate-700">
        {person.payoff && <>{person.payoff} · </>}
        {person.city ?? ''} ·{' '}
        <a href={`mailto:${person.email}`} className="underline">
          {person.email}
        </a>
      </p>
      {person.competences.length > 0 && (
        <p className="text-xs text-slate-700">{[...person.competences, ...person.skills].join(', ')}</p>
      )}
      {applicant.cover_letter && (
        <p className="whitespace-pre-line rounded bg-slate-50 p-2 text-sm text-slate-800">
          {applicant.cover_letter}
        </p>
      )}
      <p className="text-sm">
        {applicant.cv ? (
          <a
            href={applicant.cv.url}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-brand-800 underline"
          >
            <Trans>Apri il CV ({applicant.cv.name})</Trans>
          </a>
        ) : (
          <span className="text-slate-600">
            <Trans>Nessun CV allegato</Trans>
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {MOVES.filter((type) => snapshot.can({ type })).map((type) => (
          <Button key={type} outline disabled={moving} onClick={() => moves.send({ type })}>
            {moveNames[type]}
          </Button>
        ))}
      </div>
      <label className="block text-sm font-medium text-slate-800">
        <Trans>Note (le vedi solo tu)</Trans>
        <textarea
          value={notes}
          rows={2}
          maxLength={5000}
          onChange={(event) => notesActor.send({ type: 'notes.set', notes: event.target.value })}
          className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
        />
      </label>
      <div className="flex items-center gap-2">
        <Button outline disabled={!notesView.canSave} onClick={() => notesActor.send({ type: 'notes.save' })}>
          <Trans>Salva le note</Trans>
        </Button>
        {(message ?? moveError) && (
          <p role="status" className="text-sm text-slate-700">
            {message ?? moveError}
          </p>
        )}
      </div>
    </li>
  )
}

export function Applicants({ resource, csvHref }: { resource: Resource<Applicant[]>; csvHref: string }) {
  const { t, i18n } = useLingui()
  // moves made here, over what was loaded
  const [changed, setChanged] = useState<Record<number, Applicant>>({})
  return (
    <section aria-labelledby="applicants" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="applicants" className="text-lg font-semibold text-slate-900">
          <Trans>Candidature ricevute</Trans>
        </h2>
        <a href={csvHref} download className="text-sm font-semibold text-brand-800 underline">
          <Trans>Esporta CSV</Trans>
        </a>
      </div>
      <ResourceView
        resource={resource}
        label={t`Candidature ricevute`}
        skeleton={<p className="text-sm text-slate-600">{t`Caricamento…`}</p>}
        empty={<Trans>Non ci sono ancora candidature.</Trans>}
      >
        {(loaded) => {
          const list = loaded.map((applicant) => changed[applicant.id] ?? applicant)
          return (
            <div className="grid gap-4 lg:grid-cols-5">
              {APPLICATION_STATUSES.map((status) => {
                const column = list.filter((applicant) => applicant.status === status)
                return (
                  <div key={status} className="space-y-2 rounded-xl bg-slate-100 p-3">
                    <h3 className="text-sm font-semibold text-slate-900">
                      {i18n._(APPLICATION_STATUS_LABELS[status])}{' '}
                      <span className="font-normal text-slate-700">
                        (<Plural value={column.length} one="#" other="#" />)
                      </span>
                    </h3>
                    <ul className="space-y-2">
                      {column.map((applicant) => (
                        <ApplicantCard
                          key={applicant.id}
                          applicant={applicant}
                          onChange={(next) => setChanged((all) => ({ ...all, [next.id]: next }))}
                        />
                      ))}
                    </ul>
                  </div>
                )
              })}
            </div>
          )
        }}
      </ResourceView>
    </section>
  )
}
