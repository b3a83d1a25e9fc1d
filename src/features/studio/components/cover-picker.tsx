/**
 * The presentation page's cover image: the current cover as the catalogue will show it (16:9),
 * a file picker that uploads a JPEG, PNG or WebP at once (the server checks the bytes, crops and
 * re-encodes it, and says why it refuses one), and a button that removes it. Both calls are
 * request actors (machines/request, studio/actors.ts); the view reads their view mappers, and the
 * course they answer goes to the page's course manager (CourseManagerContext).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { StudioCourse } from '../../../../contracts/studio/schemas'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { CourseManagerContext, useCoverRemoval, useCoverUpload, useManagedCourse } from '../actors'

export function CoverPicker() {
  const { t } = useLingui()
  const course = useManagedCourse()
  const manager = CourseManagerContext.useActorRef()
  const onChanged = (updated: StudioCourse) => manager.send({ type: 'course.saved', course: updated })
  const inputId = useId()
  const upload = useCoverUpload()
  const removal = useCoverRemoval()
  // which call the alert speaks of: the last one asked
  const [last, setLast] = useState<'upload' | 'remove'>()
  const busy = upload.view.busy || removal.view.busy
  const failed = last === 'upload' ? upload.view.error : last === 'remove' ? removal.view.error : null
  const error = failed
    ? failed.fields?.file ||
      (last === 'upload'
        ? t`Non è stato possibile caricare l’immagine. Riprova.`
        : t`Non è stato possibile togliere la copertina. Riprova.`)
    : undefined

  function run(which: 'upload' | 'remove', call: () => Promise<StudioCourse>) {
    setLast(which)
    call().then(onChanged, () => {
      // the request's view holds the refusal
    })
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3 border-t border-slate-200 pt-6">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        <Trans>Immagine di copertina</Trans>
      </h2>
      {course.cover_url ? (
        <img
          src={course.cover_url}
          alt={t`La copertina attuale del corso`}
          className="aspect-video w-full max-w-xl rounded-lg border border-slate-200 object-cover"
        />
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>Il corso non ha ancora una copertina.</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50"
        >
          {course.cover_url ? <Trans>Cambia la copertina</Trans> : <Trans>Carica la copertina</Trans>}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) run('upload', () => upload.send({ courseId: course.id, file }))
            }}
          />
        </label>
        {course.cover_url && (
          <Button outline disabled={busy} onClick={() => run('remove', () => removal.send(course.id))}>
            <Trans>Togli la copertina</Trans>
          </Button>
        )}
        <p role="status" className="text-sm text-slate-700">
          {busy ? t`Caricamento…` : ''}
        </p>
      </div>
      <p className="text-xs text-slate-600">
        <Trans>JPEG, PNG o WebP fino a 10 MB; la ritagliamo in 16:9 (1280×720).</Trans>
      </p>
      {error && <FormAlert>{error}</FormAlert>}
    </section>
  )
}
