/**
 * Applying to a listing: a cover letter and one of the applicant's CVs (their PDFs, or a PDF
 * uploaded here, whose type the server reads from its bytes). The server takes one application
 * per person and listing; a second says so.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { JOB_LIMITS } from '../../../../contracts/jobs/schemas'
import type { Media } from '../../../../contracts/media/schemas'
import { isApiError } from '../../../shared/api'
import { Button } from '../../../shared/ui/button'
import { FormAlert, TextAreaField } from '../../../shared/ui/form-fields'
import { applyTo, fetchMyCvs, uploadCv } from '../api'

export function ApplyForm({ listingId, onApplied }: { listingId: number; onApplied: () => void }) {
  const { t } = useLingui()
  const fileId = useId()
  const [cvs, setCvs] = useState<Media[] | null>(null)
  const [cv, setCv] = useState<string>('')
  const [letter, setLetter] = useState('')
  const [busy, setBusy] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [failure, setFailure] = useState<string>()

  useEffect(() => {
    const controller = new AbortController()
    fetchMyCvs(controller.signal).then(
      (list) => {
        setCvs(list)
        if (list[0]) setCv(String(list[0].id))
      },
      () => setCvs([]),
    )
    return () => controller.abort()
  }, [])

  async function upload(file: File | undefined) {
    if (!file) return
    setUploading(true)
    setErrors({})
    try {
      const stored = await uploadCv(file)
      setCvs((list) => [stored, ...(list ?? [])])
      setCv(String(stored.id))
    } catch (error) {
      setErrors({
        file: isApiError(error)
          ? (error.fieldErrors.file?.[0] ?? error.serverMessage ?? t`Caricamento non riuscito.`)
          : t`Caricamento non riuscito.`,
      })
    } finally {
      setUploading(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setFailure(undefined)
    setErrors({})
    try {
      await applyTo(listingId, { cover_letter: letter.trim(), cv_media_id: cv ? Number(cv) : null })
      onApplied()
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        setErrors({
          cover_letter: error.fieldErrors.cover_letter?.[0],
          cv: error.fieldErrors.cv_media_id?.[0],
        })
      else if (isApiError(error) && error.serverMessage) setFailure(error.serverMessage)
      else setFailure(t`Non è stato possibile inviare la candidatura. Riprova.`)
    } finally {
      setBusy(false)
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
