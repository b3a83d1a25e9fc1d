/** The fields of a job listing, for creating one and editing it (the manage page). */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  CONTRACT_TYPES,
  JOB_LIMITS,
  LISTING_STATUSES,
  SENIORITIES,
  type JobListingBody,
  type ManagedJobListing,
} from '../../../../contracts/jobs/schemas'
import { isApiError } from '../../../shared/api'
import { Button } from '../../../shared/ui/button'
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/ui/form-fields'
import { CONTRACT_LABELS, LISTING_STATUS_LABELS, SENIORITY_LABELS } from './labels'

type Errors = Partial<Record<keyof JobListingBody, string>>

export function ListingForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial?: ManagedJobListing
  submitLabel: string
  onSubmit: (body: JobListingBody) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const [title, setTitle] = useState(initial?.title ?? '')
  const [description, setDescription] = useState(initial?.description ?? '')
  const [requirements, setRequirements] = useState(initial?.requirements ?? '')
  const [city, setCity] = useState(initial?.city ?? '')
  const [remote, setRemote] = useState(initial?.remote ?? false)
  const [contract, setContract] = useState<string>(initial?.contract_type ?? 'full_time')
  const [seniority, setSeniority] = useState<string>(initial?.seniority ?? 'mid')
  const [salaryMin, setSalaryMin] = useState(initial?.salary_min?.toString() ?? '')
  const [salaryMax, setSalaryMax] = useState(initial?.salary_max?.toString() ?? '')
  const [expires, setExpires] = useState(initial?.expires_at?.slice(0, 10) ?? '')
  const [status, setStatus] = useState<string>(initial?.status ?? 'draft')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string>()
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)

  const euros = (text: string) => (text.trim() === '' ? null : Number(text))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {
      title: title.trim() ? undefined : t`Scrivi il titolo dell'offerta.`,
      description: description.trim() ? undefined : t`Descrivi il lavoro offerto.`,
      salary_max:
        euros(salaryMin) !== null && euros(salaryMax) !== null && euros(salaryMin)! > euros(salaryMax)!
          ? t`Lo stipendio massimo non può essere minore del minimo.`
          : undefined,
    }
    setErrors(found)
    setSaved(false)
    if (Object.values(found).some(Boolean)) return
    setBusy(true)
    setFailure(undefined)
    try {
      await onSubmit({
        title: title.trim(),
        description: description.trim(),
        requirements: requirements.trim(),
        city: city.trim() || null,
        remote,
        contract_type: contract as JobListingBody['contract_type'],
        seniority: seniority as JobListingBody['seniority'],
        salary_min: euros(salaryMin),
        salary_max: euros(salaryMax),
        // the end of the chosen day, in the poster's time zone
        expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
        status: status as JobListingBody['status'],
      })
      setSaved(true)
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const fields = error.fieldErrors
        setErrors(Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0]])) as Errors)
      } else setFailure(t`Non è stato possibile salvare l'offerta. Riprova.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        name="title"
        label={t`Titolo`}
        value={title}
        maxLength={JOB_LIMITS.titleMax}
        error={errors.title}
        onValue={setTitle}
        onLeave={() => {}}
      />
      <TextAreaField
        name="description"
        label={t`Descrizione`}
        value={description}
        rows={6}
        maxLength={JOB_LIMITS.descriptionMax}
        error={errors.description}
        onValue={setDescription}
        onLeave={() => {}}
      />
      <TextAreaField
        name="requirements"
        label={t`Requisiti`}
        value={requirements}
        rows={4}
        maxLength={JOB_LIMITS.requirementsMax}
        error={errors.requirements}
        onValue={setRequirements}
        onLeave={() => {}}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="city"
          label={t`Città`}
          value={city}
          maxLength={JOB_LIMITS.cityMax}
          error={errors.city}
          onValue={setCity}
          onLeave={() => {}}
        />
        <div className="pt-6">
          <CheckboxField name="remote" label={t`Anche da remoto`} checked={remote} onChoice={setRemote} />
        </div>
        <SelectField
          name="contract_type"
          label={t`Contratto`}
          value={contract}
          error={errors.contract_type}
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: i18n._(CONTRACT_LABELS[type]) }))}
          onValue={setContract}
        />
        <SelectField
          name="seniority"
          label={t`Esperienza`}
          value={seniority}
          error={errors.seniority}
          options={SENIORITIES.map((level) => ({ value: level, label: i18n._(SENIORITY_LABELS[level]) }))}
          onValue={setSeniority}
        />
        <TextField
          name="salary_min"
          type="number"
          inputMode="numeric"
          min={0}
          label={t`Stipendio lordo annuo da (€)`}
          value={salaryMin}
          error={errors.salary_min}
          onValue={setSalaryMin}
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
          onValue={setSalaryMax}
          onLeave={() => {}}
        />
        <TextField
          name="expires_at"
          type="date"
          label={t`Scadenza`}
          value={expires}
          error={errors.expires_at}
          hint={t`Dopo questa data l'offerta non è più elencata.`}
          onValue={setExpires}
          onLeave={() => {}}
        />
        <SelectField
          name="status"
          label={t`Stato`}
          value={status}
          error={errors.status}
          options={LISTING_STATUSES.map((value) => ({ value, label: i18n._(LISTING_STATUS_LABELS[value]) }))}
          onValue={setStatus}
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
