/**
 * A lesson's (or the whole course's) materials in the studio: the attached files with their size and a remove button, and
 * a file picker that attaches a PDF or an Office document (the server reads the type from the
 * bytes and says why it refuses one).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Material, VideoTarget } from '../../../../contracts/studio/schemas'
import { isApiError } from '../../../shared/api'
import { Button } from '../../../shared/ui/button'
import { attachMaterial, removeMaterial } from '../api'

export function MaterialsEditor({
  target,
  label,
  pickerLabel,
  materials,
  onMaterials,
}: {
  target: VideoTarget
  /** The group's name ("Materiali della lezione …") and the file picker's. */
  label: string
  pickerLabel: string
  materials: Material[]
  onMaterials: (materials: Material[]) => void
}) {
  const { t } = useLingui()
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function attach(file: File | undefined) {
    if (!file) return
    setBusy(true)
    setError(undefined)
    try {
      onMaterials([...materials, await attachMaterial(target, file)])
    } catch (caught) {
      setError(
        isApiError(caught) && caught.fieldErrors.file?.[0]
          ? caught.fieldErrors.file[0]
          : t`Non è stato possibile allegare il file. Riprova.`,
      )
    } finally {
      setBusy(false)
    }
  }

  async function remove(material: Material) {
    setError(undefined)
    try {
      await removeMaterial(material.id)
      onMaterials(materials.filter((item) => item.id !== material.id))
    } catch {
      setError(t`Non è stato possibile togliere il file. Riprova.`)
    }
  }

  return (
    <div className="space-y-2 text-sm" aria-label={label} role="group">
      {materials.length > 0 && (
        <ul className="space-y-1">
          {materials.map((material) => (
            <li key={material.id} className="flex flex-wrap items-center gap-2">
              <a href={material.url} className="text-brand-800 underline">
                {material.file_name}
              </a>
              <span className="text-slate-600">({Math.max(1, Math.round(material.size / 1024))} KB)</span>
              <Button outline onClick={() => void remove(material)}>
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
            void attach(event.target.files?.[0])
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
