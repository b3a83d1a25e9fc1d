/**
 * The owner's editors on /me that are not CV entries: the words about them (payoff, bio, mission,
 * presentation, nickname) and social links, tag lists (competences, main skills), and the files
 * (photo, cover, CV, certificates, master) through the media area's upload.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { deleteMedia, uploadMedia } from '../../../../contracts/media/endpoints'
import { ACCEPT, type Media, type MediaCollection } from '../../../../contracts/media/schemas'
import type { MyProfile } from '../../../../contracts/profiles/profile'
import { fillPath } from '../../../../contracts/core/endpoint'
import { api, ApiError, isApiError } from '../../../shared/api'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FieldError, FormAlert, TextAreaField, TextField } from '../../../shared/ui/form-fields'
import { saveProfile } from '../api'
import { TagList } from './entry-list'

const SOCIALS = ['website', 'linkedin', 'facebook', 'instagram', 'x', 'youtube'] as const

export function AboutEditor({ profile, onChanged }: { profile: MyProfile; onChanged: () => void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState({
    nickname: profile.nickname ?? '',
    payoff: profile.payoff,
    bio: profile.bio,
    mission: profile.mission,
    presentation: profile.presentation,
  })
  const [social, setSocial] = useState<Record<string, string>>(() =>
    Object.fromEntries(SOCIALS.map((key) => [key, profile.social_media[key] ?? ''])),
  )
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string>()

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      await saveProfile({ ...values, social_media: social as never })
      setOpen(false)
      onChanged()
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors)
      else setAlert(t`Salvataggio non riuscito. Riprova.`)
    } finally {
      setBusy(false)
    }
  }

  if (!open)
    return (
      <Button outline type="button" onClick={() => setOpen(true)}>
        <Trans>Modifica presentazione e link</Trans>
      </Button>
    )
  const text = (name: keyof typeof values, label: string, long = false) =>
    long ? (
      <TextAreaField
        name={name}
        label={label}
        value={values[name]}
        error={errors[name]?.[0]}
        rows={4}
        maxLength={name === 'presentation' ? 10000 : 5000}
        onValue={(value) => setValues((current) => ({ ...current, [name]: value }))}
        onLeave={() => undefined}
      />
    ) : (
      <TextField
        name={name}
        label={label}
        value={values[name]}
        error={errors[name]?.[0]}
        maxLength={160}
        onValue={(value) => setValues((current) => ({ ...current, [name]: value }))}
        onLeave={() => undefined}
      />
    )
  return (
    <form
      onSubmit={handleSubmit}
      className="mt-4 space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
      noValidate
    >
      <FormAlert>{alert}</FormAlert>
      {text('nickname', t`Nickname`)}
      {text('payoff', t`Payoff (una riga sotto il nome)`)}
      {text('bio', t`Biografia`, true)}
      {text('mission', t`Missione`, true)}
      {text('presentation', t`Testo di presentazione`, true)}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          <Trans>Link</Trans>
        </legend>
        {SOCIALS.map((key) => (
          <TextField
            key={key}
            name={`social_media.${key}`}
            label={key === 'website' ? t`Sito web` : key === 'x' ? 'X' : key[0].toUpperCase() + key.slice(1)}
            value={social[key]}
            error={errors[`social_media.${key}`]?.[0]}
            inputMode="url"
            maxLength={500}
            onValue={(value) => setSocial((current) => ({ ...current, [key]: value }))}
            onLeave={() => undefined}
          />
        ))}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Salvataggio…</Trans> : <Trans>Salva</Trans>}
        </Button>
        <Button outline type="button" onClick={() => setOpen(false)}>
          <Trans>Annulla</Trans>
        </Button>
      </div>
    </form>
  )
}

/** A list of short tags edited in place: type and press Enter to add, × to remove, then save. */
export function TagsEditor({
  name,
  label,
  tags,
  save,
  onChanged,
}: {
  name: string
  label: string
  tags: readonly string[]
  save: (tags: string[]) => Promise<unknown>
  onChanged: () => void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [list, setList] = useState<string[]>([...tags])
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const add = () => {
    const tag = draft.trim()
    if (tag && !list.includes(tag)) setList([...list, tag])
    setDraft('')
  }
  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }
  async function handleSave() {
    setBusy(true)
    setError(undefined)
    try {
      await save(draft.trim() ? [...list, draft.trim()] : list)
      setDraft('')
      setOpen(false)
      onChanged()
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status === 422
          ? Object.values(failure.fieldErrors)[0]?.[0]
          : t`Salvataggio non riuscito. Riprova.`,
      )
    } finally {
      setBusy(false)
    }
  }

  if (!open)
    return (
      <div className="space-y-3">
        {tags.length > 0 ? (
          <TagList tags={tags} />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>Nessuna voce ancora.</Trans>
          </p>
        )}
        <Button outline type="button" onClick={() => setOpen(true)}>
          <Trans>Modifica {label}</Trans>
        </Button>
      </div>
    )
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2">
        {list.map((tag) => (
          <li
            key={tag}
            className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
          >
            {tag}
            <button
              type="button"
              className="rounded-full px-2 hover:bg-brand-100"
              aria-label={t`Togli ${tag}`}
              onClick={() => setList(list.filter((item) => item !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex items-end gap-2">
        <div className="grow">
          <TextField
            name={name}
            label={t`Aggiungi a ${label}`}
            value={draft}
            maxLength={80}
            hint={t`Scrivi e premi Invio.`}
            onValue={setDraft}
            onLeave={() => undefined}
            onKeyDown={handleKey}
          />
        </div>
      </div>
      <FieldError id={`${name}-error`} message={error} />
      <div className="flex gap-2">
        <Button type="button" disabled={busy} onClick={() => void handleSave()}>
          {busy ? <Trans>Salvataggio…</Trans> : <Trans>Salva</Trans>}
        </Button>
        <Button
          outline
          type="button"
          onClick={() => {
            setList([...tags])
            setOpen(false)
          }}
        >
          <Trans>Annulla</Trans>
        </Button>
      </div>
    </div>
  )
}

async function upload(file: File, collection: MediaCollection): Promise<Media> {
  const form = new FormData()
  form.append('collection', collection)
  form.append('file', file, file.name)
  const headers = await api.stateChangingHeaders()
  const response = await fetch(uploadMedia.path, {
    method: 'POST',
    headers,
    body: form,
    credentials: 'same-origin',
  })
  const body = (await response.json().catch(() => null)) as { data?: Media } | null
  if (!response.ok || !body?.data) throw new ApiError(response.status, body, `${response.status}`)
  return body.data
}

/** The files of the profile: photo and cover (images) and the PDF lists, each uploaded on pick. */
export function FilesEditor({ profile, onChanged }: { profile: MyProfile; onChanged: () => void }) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<MediaCollection | null>(null)
  const lists: { collection: MediaCollection; label: string; files: Media[] }[] = [
    { collection: 'cv', label: t`Curriculum (PDF)`, files: profile.media.cv },
    { collection: 'certificates', label: t`Certificati (PDF)`, files: profile.media.certs },
    { collection: 'master', label: t`Master o diploma (PDF)`, files: profile.media.master },
  ]

  async function handlePick(collection: MediaCollection, file: File | undefined) {
    if (!file) return
    setBusy(collection)
    setError(undefined)
    try {
      await upload(file, collection)
      onChanged()
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status === 422
          ? Object.values(failure.fieldErrors)[0]?.[0]
          : t`Caricamento non riuscito. Riprova.`,
      )
    } finally {
      setBusy(null)
    }
  }
  async function handleRemove(file: Media) {
    const yes = await confirm({
      title: t`Eliminare «${file.name}»?`,
      yes: t`Elimina`,
      onConfirm: () => api.delete(fillPath(deleteMedia.path, { id: file.id })),
    })
    if (yes) onChanged()
  }

  const picker = (collection: MediaCollection, label: string) => (
    <label className="block text-sm font-medium text-slate-900">
      {label}
      <input
        type="file"
        accept={ACCEPT[collection]}
        disabled={busy !== null}
        className="mt-1 block text-sm"
        onChange={(event) => void handlePick(collection, event.target.files?.[0])}
      />
    </label>
  )
  return (
    <div className="space-y-4">
      <FormAlert>{error}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        {picker('avatar', profile.avatar_url ? t`Cambia la foto del profilo` : t`Carica la foto del profilo`)}
        {picker(
          'cover',
          profile.cover_url ? t`Cambia l’immagine di copertina` : t`Carica l’immagine di copertina`,
        )}
      </div>
      {lists.map(({ collection, label, files }) => (
        <div key={collection}>
          {picker(collection, label)}
          <ul className="mt-2 space-y-1">
            {files.map((file) => (
              <li key={file.id} className="flex items-center justify-between gap-2 text-sm">
                <a href={file.url} target="_blank" rel="noopener" className="underline">
                  {file.name}
                </a>
                <Button outline type="button" onClick={() => void handleRemove(file)}>
                  <Trans>Elimina</Trans>
                  <span className="sr-only">{file.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          <Trans>Caricamento…</Trans>
        </p>
      )}
      {confirmDialog}
    </div>
  )
}
