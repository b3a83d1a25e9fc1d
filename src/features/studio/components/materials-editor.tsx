/**
 * A lesson's (or the whole course's) materials in the studio: the attached files with their size and a remove button, and
 * a file picker that attaches a PDF or an Office document (the server reads the type from the
 * bytes and says why it refuses one). Each change reaches the page's course manager (useCourseMaterials).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { Material, VideoTarget } from '../../../../contracts/studio/schemas'
import { courseMaterialsView } from '../../../../machines/course-materials'
import { Button } from '../../../shared/ui/button'
import { useCourseMaterials } from '../actors'

export function MaterialsEditor({
  target,
  label,
  pickerLabel,
  materials: initial,
}: {
  target: VideoTarget
  /** The group's name ("Materiali della lezione …") and the file picker's. */
  label: string
  pickerLabel: string
  materials: Material[]
}) {
  const { t } = useLingui()
  const inputId = useId()
  const actor = useCourseMaterials({ target, materials: initial })
  const view = useSelector(actor, courseMaterialsView)
  const busy = view.attaching
  const error =
    view.error &&
    (view.error.kind === 'attach'
      ? (view.fileMessage ?? t`Non è stato possibile allegare il file. Riprova.`)
      : t`Non è stato possibile togliere il file. Riprova.`)

  return (
    <div className="space-y-2 text-sm" aria-label={label} role="group">
      {view.materials.length > 0 && (
        <ul className="space-y-1">
          {view.materials.map(({ material, kilobytes }) => (
            <li key={material.id} className="flex flex-wrap items-center gap-2">
              <a href={material.url} className="text-brand-800 underline">
                {material.file_name}
              </a>
              <span className="text-slate-600">({kilobytes} KB)</span>
              <Button outline onClick={() => actor.send({ type: 'material.remove', id: material.id })}>
                <Trans>Togli</Trans>
                <span className="sr-only"> {material.file_name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center rounded-md border border-slate-400 px-3 py-1.5 font-medium text-slate-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-slate-50"
      >
        {busy ? t`Caricamento…` : t`Allega un materiale (PDF, Word, Excel, PowerPoint)`}
        <input
          id={inputId}
          type="file"
          className="sr-only"
          disabled={busy}
          accept=".pdf,.docx,.xlsx,.pptx,application/pdf"
          aria-label={pickerLabel}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) actor.send({ type: 'material.attach', file })
            event.target.value = ''
          }}
        />
      </label>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
