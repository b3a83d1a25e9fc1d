/**
 * The trainer's documents step: avatar and cover (shown as the server cropped them), CV and
 * certificates as PDF. Each file is uploaded as soon as it is picked, with its progress, and can
 * be removed; every file is optional (SPEC.md §4 only counts them in the completion percentage),
 * so "next" just records the step.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type FormEvent } from 'react'
import {
  ACCEPT,
  MEDIA_MAX_BYTES,
  type Media,
  type MediaCollection,
} from '../../../../contracts/media/schemas'
import { isApiError } from '../../../shared/api'
import { Button } from '../../../shared/ui/button'
import { FieldError, FormAlert } from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import { fetchMyMedia, removeMedia, sendMedia } from '../media-api'
import type { WizardActor } from '../wizard-actor'
import { useStepAlert, useWizardView } from './wizard-frame'

interface Slot {
  /** 0…1 while the file is being sent. */
  progress?: number
  error?: string
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; files: Media[] }

export function DocumentsUploads() {
  const { t } = useLingui()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [slots, setSlots] = useState<Partial<Record<MediaCollection, Slot>>>({})
  const [removeErrors, setRemoveErrors] = useState<Record<number, string>>({})
  const [removing, setRemoving] = useState<number | undefined>()

  useEffect(() => {
    const controller = new AbortController()
    fetchMyMedia(controller.signal).then(
      (files) => setLoad({ state: 'ready', files }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' })
      },
    )
    return () => controller.abort()
  }, [attempt])

  const setSlot = (collection: MediaCollection, slot: Slot) =>
    setSlots((all) => ({ ...all, [collection]: slot }))

  const failure = (error: unknown) => {
    if (isApiError(error)) {
      const fields = error.fieldErrors
      return fields.file?.[0] ?? fields.collection?.[0] ?? error.message
    }
    return t`Caricamento non riuscito: controlla la connessione e riprova.`
  }

  const upload = async (collection: MediaCollection, file: File) => {
    const mb = MEDIA_MAX_BYTES / 1024 / 1024
    if (file.size > MEDIA_MAX_BYTES) {
      setSlot(collection, { error: t`Il file supera il limite di ${mb} MB.` })
      return
    }
    setSlot(collection, { progress: 0 })
    try {
      const stored = await sendMedia(file, collection, (progress) => setSlot(collection, { progress }))
      setSlot(collection, {})
      setLoad((current) => {
        if (current.state !== 'ready') return current
        // An avatar or cover replaces the previous one, as the server did.
        const kept =
          collection === 'avatar' || collection === 'cover'
            ? current.files.filter((f) => f.collection !== collection)
            : current.files
        return { state: 'ready', files: [stored, ...kept] }
      })
    } catch (error) {
      setSlot(collection, { error: failure(error) })
    }
  }

  const remove = async (file: Media) => {
    setRemoving(file.id)
    setRemoveErrors(({ [file.id]: _, ...rest }) => rest)
    try {
      await removeMedia(file.id)
      setLoad((current) =>
        current.state === 'ready'
          ? { state: 'ready', files: current.files.filter((f) => f.id !== file.id) }
          : current,
      )
    } catch (error) {
      setRemoveErrors((all) => ({ ...all, [file.id]: failure(error) }))
    } finally {
      setRemoving(undefined)
    }
  }

  if (load.state === 'loading') return <Spinner label={t`Caricamento dei documenti…`} />
  if (load.state === 'failed')
    return (
      <div className="space-y-2">
        <FormAlert>
          <Trans>Non è stato possibile caricare i tuoi documenti.</Trans>
        </FormAlert>
        <Button
          outline
          onClick={() => {
            setLoad({ state: 'loading' })
            setAttempt((n) => n + 1)
          }}
        >
          <Trans>Riprova</Trans>
        </Button>
      </div>
    )

  const of = (collection: MediaCollection) => load.files.filter((file) => file.collection === collection)
  const common = { slots, upload, remove, removing, removeErrors }
  return (
    <div className="space-y-6">
      <ImagePicker
        {...common}
        collection="avatar"
        label={t`Foto del profilo`}
        hint={t`JPEG, PNG o WebP, al massimo 10 MB: la ritagliamo quadrata (512×512).`}
        file={of('avatar')[0]}
        shape="h-32 w-32 rounded-full"
      />
      <ImagePicker
        {...common}
        collection="cover"
        label={t`Immagine di copertina`}
        hint={t`JPEG, PNG o WebP, al massimo 10 MB: la ritagliamo a 1600×400.`}
        file={of('cover')[0]}
        shape="aspect-[4/1] w-full rounded-md"
      />
      <DocumentPicker
        {...common}
        collection="cv"
        label={t`Curriculum vitae`}
        hint={t`Un PDF, al massimo 10 MB.`}
        files={of('cv')}
      />
      <DocumentPicker
        {...common}
        collection="certificates"
        label={t`Certificati`}
        hint={t`Uno o più PDF, al massimo 10 MB ciascuno.`}
        files={of('certificates')}
      />
    </div>
  )
}

interface PickerProps {
  collection: MediaCollection
  label: string
  hint: string
  slots: Partial<Record<MediaCollection, Slot>>
  upload: (collection: MediaCollection, file: File) => Promise<void>
  remove: (file: Media) => Promise<void>
  removing: number | undefined
  removeErrors: Record<number, string>
}

function FileInput({ collection, label, hint, slots, upload }: PickerProps) {
  const { t } = useLingui()
  const id = useId()
  const slot = slots[collection] ?? {}
  const sending = slot.progress !== undefined
  const percent = Math.round((slot.progress ?? 0) * 100)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        name={collection}
        accept={ACCEPT[collection]}
        disabled={sending}
        aria-invalid={slot.error ? true : undefined}
        aria-describedby={[`${id}-hint`, slot.error && `${id}-error`].filter(Boolean).join(' ')}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // The same file may be picked again after an error.
          event.target.value = ''
          if (file) void upload(collection, file)
        }}
      />
      {sending && (
        <div
          role="progressbar"
          aria-label={t`Invio di ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      )}
      <FieldError id={`${id}-error`} message={slot.error} />
    </div>
  )
}

function RemoveButton({ file, label, remove, removing, removeErrors }: PickerProps & { file: Media }) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div>
      <Button
        outline
        disabled={removing === file.id}
        aria-describedby={removeErrors[file.id] ? `${id}-error` : undefined}
        onClick={() => void remove(file)}
      >
        {t`Rimuovi`} <span className="sr-only">{`${label}: ${file.name}`}</span>
      </Button>
      <FieldError id={`${id}-error`} message={removeErrors[file.id]} />
    </div>
  )
}

function ImagePicker(props: PickerProps & { file: Media | undefined; shape: string }) {
  const { file, shape, label } = props
  return (
    <section className="space-y-2">
      <FileInput {...props} />
      {file ? (
        <div className="flex flex-wrap items-end gap-4">
          <img src={file.url} alt={label} className={`${shape} border border-slate-200 object-cover`} />
          <RemoveButton {...props} file={file} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>Nessuna immagine caricata.</Trans>
        </p>
      )}
    </section>
  )
}

function DocumentPicker(props: PickerProps & { files: Media[] }) {
  const { files, label } = props
  return (
    <section className="space-y-2">
      <FileInput {...props} />
      {files.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nessun documento caricato.</Trans>
        </p>
      ) : (
        <ul className="space-y-2">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-2">
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="text-sm text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {file.name || label}
              </a>
              <RemoveButton {...props} file={file} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The wizard step: the uploads, then "next" records the step (the files are already saved). */
export function DocumentsStep({ actor }: { actor: WizardActor }) {
  const view = useWizardView(actor)
  const alert = useStepAlert(actor, [])
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'wizard.next', values: {} })
  }
  return (
    <form noValidate className="space-y-6" onSubmit={handleSubmit}>
      <p className="text-sm text-slate-700">
        <Trans>
          Aggiungi foto, copertina, curriculum e certificati: sono facoltativi, ma rendono il profilo più
          completo.
        </Trans>
      </p>
      <FormAlert>{alert}</FormAlert>
      <DocumentsUploads />
      <Button type="submit" block disabled={view.isBusy}>
        <Trans>Salva e continua</Trans>
      </Button>
    </form>
  )
}
