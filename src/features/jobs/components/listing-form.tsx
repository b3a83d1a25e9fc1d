/**
 * The fields of a job listing, for creating one and editing it (the manage page). The form's flow
 * is machines/job-listing-editor, started by the page (actors.ts); this view reads its view mapper.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import {
  CONTRACT_TYPES,
  JOB_LIMITS,
  LISTING_STATUSES,
  SENIORITIES,
  type JobListingBody,
} from '../../../../contracts/jobs/schemas'
import { jobListingEditorView, type ListingValues } from '../../../../machines/job-listing-editor'
import { Button } from '../../../shared/ui/button'
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/ui/form-fields'
import type { useListingEditor } from '../actors'
import { CONTRACT_LABELS, LISTING_STATUS_LABELS, SENIORITY_LABELS } from './labels'

type Errors = Partial<Record<keyof JobListingBody, string>>

/** The editor's problems by field, in the reader's language. */
function useListingErrors(found: ReturnType<typeof jobListingEditorView>['errors']): Errors {
  const { t } = useLingui()
  const problems = {
    required: {
      title: t`Scrivi il titolo dell'offerta.`,
      description: t`Descrivi il lavoro offerto.`,
    } as Record<string, string>,
    belowMin: t`Lo stipendio massimo non può essere minore del minimo.`,
  }
  return Object.fromEntries(
    Object.entries(found).map(([field, error]) => [
      field,
      'message' in error
        ? error.message
        : error.problem === 'belowMin'
          ? problems.belowMin
          : problems.required[field],
    ]),
  )
}

export function ListingForm({
  actor,
  submitLabel,
}: {
  actor: ReturnType<typeof useListingEditor>
  submitLabel: string
}) {
  const { t, i18n } = useLingui()
  const view = useSelector(actor, jobListingEditorView)
  const { busy, justSaved: saved } = view
  const {
    title,
    description,
    requirements,
    city,
    remote,
    contract_type: contract,
    seniority,
    salary_min: salaryMin,
    salary_max: salaryMax,
    expires_at: expires,
    status,
  } = view.values
  const set =
    <K extends keyof ListingValues>(key: K) =>
    (value: ListingValues[K]) =>
      actor.send({ type: 'field.set', values: { [key]: value } })
  const errors = useListingErrors(view.errors)
  const failure = view.saveFailed ? t`Non è stato possibile salvare l'offerta. Riprova.` : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    actor.send({ type: 'listing.submit' })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        name="title"
        label={t`Titolo`}
        value={title}
        maxLength={JOB_LIMITS.titleMax}
        error={errors.title}
        onValue={set('title')}
        onLeave={() => {}}
      />
      <TextAreaField
        name="description"
        label={t`Descrizione`}
        value={description}
        rows={6}
        maxLength={JOB_LIMITS.descriptionMax}
        error={errors.description}
        onValue={set('description')}
        onLeave={() => {}}
      />
      <TextAreaField
        name="requirements"
        label={t`Requisiti`}
        value={requirements}
        rows={4}
        maxLength={JOB_LIMITS.requirementsMax}
        error={errors.requirements}
        onValue={set('requirements')}
        onLeave={() => {}}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="city"
          label={t`Città`}
          value={city}
          maxLength={JOB_LIMITS.cityMax}
          error={errors.city}
          onValue={set('city')}
          onLeave={() => {}}
        />
        <div className="pt-6">
          <CheckboxField name="remote" label={t`Anche da remoto`} checked={remote} onChoice={set('remote')} />
        </div>
        <SelectField
          name="contract_type"
          label={t`Contratto`}
          value={contract}
          error={errors.contract_type}
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: i18n._(CONTRACT_LABELS[type]) }))}
          onValue={set('contract_type')}
        />
        <SelectField
          name="seniority"
          label={t`Esperienza`}
          value={seniority}
          error={errors.seniority}
          options={SENIORITIES.map((level) => ({ value: level, label: i18n._(SENIORITY_LABELS[level]) }))}
          onValue={set('seniority')}
        />
        <TextField
          name="salary_min"
          type="number"
          inputMode="numeric"
          min={0}
          label={t`Stipendio lordo annuo da (€)`}
          value={salaryMin}
          error={errors.salary_min}
          onValue={set('salary_min')}
          onLeave={() => {}}
        />
        <TextField
          name="salary_max"
          type="number"
          inputMode="numeric"
          min={0}
          label={t`Stipendio lordo annuo fino a (€)`}
          value={salaryMax}
          error={errors.salary_max}
          onValue={set('salary_max')}
          onLeave={() => {}}
        />
        <TextField
          name="expires_at"
          type="date"
          label={t`Scadenza`}
          value={expires}
          error={errors.expires_at}
          hint={t`Dopo questa data l'offerta non è più elencata.`}
          onValue={set('expires_at')}
          onLeave={() => {}}
        />
        <SelectField
          name="status"
          label={t`Stato`}
          value={status}
          error={errors.status}
          options={LISTING_STATUSES.map((value) => ({ value, label: i18n._(LISTING_STATUS_LABELS[value]) }))}
          onValue={set('status')}
        />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {saved && (
          <p role="status" className="text-sm text-green-800">
            <Trans>Salvato.</Trans>
          </p>
        )}
      </div>
    </form>
  )
}
