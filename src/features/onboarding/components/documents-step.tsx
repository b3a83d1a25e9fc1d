/**
 * The trainer's documents step: avatar and cover (shown as the server cropped them), CV and
 * certificates as PDF. Each file is uploaded as soon as it is picked, with its progress, and can
 * be removed; every file is optional (SPEC.md §4 only counts them in the completion percentage),
 * so "next" just records the step. The list loads through the resource machine, each upload and
 * removal is a request actor (onboarding/actors.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import {
  ACCEPT,
  MEDIA_MAX_BYTES,
  type Media,
  type MediaCollection,
} from '../../../../contracts/media/schemas'
import type { CallError } from '../../../../machines/request'
import { Button } from '../../../shared/ui/button'
import { FieldError, FormAlert } from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import { useMediaRemoval, useMediaUpload, useMyMedia } from '../actors'
import type { WizardActor } from '../wizard-actor'
import { useStepAlert, useWizardView } from './wizard-frame'

type Change = { added: Media } | { removed: number }

/** The files as loaded, with what was uploaded and removed since (as the server did it). */
function withChanges(files: Media[], changes: Change[]): Media[] {
  return changes.reduce((current, change) => {
    if ('removed' in change) return current.filter((file) => file.id !== change.removed)
    const { collection } = change.added
    // An avatar or cover replaces the previous one, as the server did.
    const kept =
      collection === 'avatar' || collection === 'cover'
        ? current.filter((file) => file.collection !== collection)
        : current
    return [change.added, ...kept]
  }, files)
}

export function DocumentsUploads() {
  const { t } = useLingui()
  const media = useMyMedia()
  const [changes, setChanges] = useState<Change[]>([])
  const change = (next: Change) => setChanges((all) => [...all, next])

  if (media.view.firstLoad) return <Spinner label={t`Caricamento dei documenti…`} />
  if (media.view.canRetry)
    return (
      <div className="space-y-2">
        <FormAlert>
          <Trans>Non è stato possibile caricare i tuoi documenti.</Trans>
        </FormAlert>
        <Button outline onClick={media.retry}>
          <Trans>Riprova</Trans>
        </Button>
      </div>
    )

  const files = withChanges(media.data ?? [], changes)
  const of = (collection: MediaCollection) => files.filter((file) => file.collection === collection)
  const common = { onChange: change }
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
  /** A file stored or removed by the server. */
  onChange: (change: Change) => void
}

/** Why a call failed, for the file's own field: the server's reason, else the connection. */
function useFailure() {
  const { t } = useLingui()
  return (error: CallError | null) =>
    error
      ? (error.status !== undefined && (error.fields?.file ?? error.fields?.collection ?? error.message)) ||
        t`Caricamento non riuscito: controlla la connessione e riprova.`
      : undefined
}

function FileInput({ collection, label, hint, onChange }: PickerProps) {
  const { t } = useLingui()
  const id = useId()
  const upload = useMediaUpload()
  const failure = useFailure()
  const [progress, setProgress] = useState(0)
  // the file's own check before sending: its size
  const [tooBig, setTooBig] = useState(false)
  const sending = upload.view.busy
  const mb = MEDIA_MAX_BYTES / 1024 / 1024
  const error = tooBig ? t`Il file supera il limite di ${mb} MB.` : failure(upload.view.error)
  const percent = Math.round(progress * 100)

  const pick = (file: File) => {
    if (file.size > MEDIA_MAX_BYTES) {
      setTooBig(true)
      upload.reset()
      return
    }
    setTooBig(false)
    setProgress(0)
    upload.send({ collection, file, onProgress: setProgress }).then(
      (stored) => onChange({ added: stored }),
      () => {
        // the request's view holds the refusal
      },
    )
  }

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
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // The same file may be picked again after an error.
          event.target.value = ''
          if (file) pick(file)
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
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

function RemoveButton({ file, label, onChange }: PickerProps & { file: Media }) {
  const { t } = useLingui()
  const id = useId()
  const removal = useMediaRemoval()
  const failure = useFailure()
  const error = failure(removal.view.error)
  const remove = () =>
    removal.send(file.id).then(
      () => onChange({ removed: file.id }),
      () => {
        // the request's view holds the refusal
      },
    )
  return (
    <div>
      <Button
        outline
        disabled={removal.view.busy}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => void remove()}
      >
        {t`Rimuovi`} <span className="sr-only">{`${label}: ${file.name}`}</span>
      </Button>
      <FieldError id={`${id}-error`} message={error} />
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
