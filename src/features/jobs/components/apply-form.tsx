/**
 * Applying to a listing: a cover letter and one of the applicant's CVs (their PDFs, or a PDF
 * uploaded here, whose type the server reads from its bytes). The server takes one application
 * per person and listing; a second says so.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { JOB_LIMITS } from '../../../../contracts/jobs/schemas'
import type { Media } from '../../../../contracts/media/schemas'
import { callError } from '../../../../machines/request'
import { Button } from '../../../shared/ui/button'
import { FormAlert, TextAreaField } from '../../../shared/ui/form-fields'
import { useApplication, useCvUpload, useMyCvs } from '../actors'

export function ApplyForm({ listingId, onApplied }: { listingId: number; onApplied: () => void }) {
  const { t } = useLingui()
  const fileId = useId()
  // the CVs come from the resource actor, the upload and the application from machines/request
  const myCvs = useMyCvs()
  const cvUpload = useCvUpload()
  const application = useApplication()
  const [uploaded, setUploaded] = useState<Media[]>([])
  const loaded = myCvs.view.phase === 'failure' ? [] : myCvs.data
  const cvs = loaded === undefined ? null : [...uploaded, ...loaded]
  const [chosen, setCv] = useState<string>()
  const cv = chosen ?? (cvs?.[0] ? String(cvs[0].id) : '')
  const [letter, setLetter] = useState('')
  const busy = application.view.busy
  const uploading = cvUpload.view.busy
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [failure, setFailure] = useState<string>()

  async function upload(file: File | undefined) {
    if (!file) return
    setErrors({})
    try {
      const stored = await cvUpload.send(file)
      setUploaded((list) => [stored, ...list])
      setCv(String(stored.id))
    } catch (error) {
      const refusal = callError(error)
      setErrors({ file: refusal.fields?.file ?? refusal.message ?? t`Caricamento non riuscito.` })
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(undefined)
    setErrors({})
    try {
      await application.send({
        id: listingId,
        body: { cover_letter: letter.trim(), cv_media_id: cv ? Number(cv) : null },
      })
      onApplied()
    } catch (error) {
      const refusal = callError(error)
      if (refusal.status === 422)
        setErrors({ cover_letter: refusal.fields?.cover_letter, cv: refusal.fields?.cv_media_id })
      else if (refusal.message) setFailure(refusal.message)
      else setFailure(t`Non è stato possibile inviare la candidatura. Riprova.`)
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Candidatura`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextAreaField
        name="cover_letter"
        label={t`Lettera di presentazione`}
        value={letter}
        rows={6}
        maxLength={JOB_LIMITS.coverLetterMax}
        error={errors.cover_letter}
        hint={t`Perché sei la persona giusta? Facoltativa, ma aiuta.`}
        onValue={setLetter}
        onLeave={() => {}}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          <Trans>Curriculum</Trans>
        </legend>
        {cvs === null ? (
          <p className="text-sm text-slate-600">
            <Trans>Caricamento dei tuoi CV…</Trans>
          </p>
        ) : (
          <>
            {cvs.map((file) => (
              <label key={file.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="cv"
                  value={String(file.id)}
                  checked={cv === String(file.id)}
                  onChange={() => setCv(String(file.id))}
                />
                {file.name}
              </label>
            ))}
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="cv" value="" checked={cv === ''} onChange={() => setCv('')} />
              <Trans>Senza CV</Trans>
            </label>
          </>
        )}
        <div>
          <label htmlFor={fileId} className="block text-sm text-slate-800">
            <Trans>Carica un altro CV (PDF)</Trans>
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/pdf"
            disabled={uploading}
            onChange={(event) => void upload(event.target.files?.[0])}
            className="mt-1 text-sm"
          />
          {uploading && (
            <p className="text-sm text-slate-600" role="status">
              <Trans>Caricamento del CV…</Trans>
            </p>
          )}
          {(errors.file ?? errors.cv) && (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {errors.file ?? errors.cv}
            </p>
          )}
        </div>
      </fieldset>
      <Button type="submit" disabled={busy || uploading}>
        <Trans>Invia la candidatura</Trans>
      </Button>
    </form>
  )
}
