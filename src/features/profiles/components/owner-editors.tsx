/**
 * The owner's editors on /me that are not CV entries: the words about them (payoff, bio, mission,
 * presentation, nickname) and social links, tag lists (competences, main skills), and the files
 * (photo, cover, CV, certificates, master) through the media area's upload. Their flows are
 * machines/profile-form and machines/profile-files, started by actors.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { ACCEPT, type Media, type MediaCollection } from '../../../../contracts/media/schemas'
import type { MyProfile } from '../../../../contracts/profiles/profile'
import { profileFilesView } from '../../../../machines/profile-files'
import { profileFormView, type ProfileFormTarget } from '../../../../machines/profile-form'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FieldError, FormAlert, TextAreaField, TextField } from '../../../shared/ui/form-fields'
import { sendAndSettle, useEmitted, useProfileFiles, useProfileForm } from '../editor-actors'
import { TagList } from './entry-list'

const SOCIALS = ['website', 'linkedin', 'facebook', 'instagram', 'x', 'youtube'] as const

type AboutValues = Record<'nickname' | 'payoff' | 'bio' | 'mission' | 'presentation', string>

export function AboutEditor({ profile, onChanged }: { profile: MyProfile; onChanged: () => void }) {
  const { t } = useLingui()
  const actor = useProfileForm('about')
  const form = useSelector(actor, profileFormView)
  useEmitted(actor, 'saved', onChanged)
  const { open, errors, saving: busy } = form
  const values = form.values as AboutValues
  const social = (form.values.social_media ?? {}) as Record<string, string>
  const alert = form.failed ? t`Salvataggio non riuscito. Riprova.` : undefined

  const start = () =>
    actor.send({
      type: 'form.open',
      values: {
        nickname: profile.nickname ?? '',
        payoff: profile.payoff,
        bio: profile.bio,
        mission: profile.mission,
        presentation: profile.presentation,
        social_media: Object.fromEntries(SOCIALS.map((key) => [key, profile.social_media[key] ?? ''])),
      },
    })
  const setValue = (name: string, value: string) =>
    actor.send({ type: 'field.set', values: { [name]: value } })
  const setSocial = (key: string, value: string) =>
    actor.send({ type: 'field.set', values: { social_media: { ...social, [key]: value } } })

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    actor.send({ type: 'form.submit', body: { ...values, social_media: social } })
  }

  if (!open)
    return (
      <Button outline type="button" onClick={start}>
        <Trans>Modifica presentazione e link</Trans>
      </Button>
    )
  const text = (name: keyof AboutValues, label: string, long = false) =>
    long ? (
      <TextAreaField
        name={name}
        label={label}
        value={values[name]}
        error={errors[name]}
        rows={4}
        maxLength={name === 'presentation' ? 10000 : 5000}
        onValue={(value) => setValue(name, value)}
        onLeave={() => undefined}
      />
    ) : (
      <TextField
        name={name}
        label={label}
        value={values[name]}
        error={errors[name]}
        maxLength={160}
        onValue={(value) => setValue(name, value)}
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
            value={social[key] ?? ''}
            error={errors[`social_media.${key}`]}
            inputMode="url"
            maxLength={500}
            onValue={(value) => setSocial(key, value)}
            onLeave={() => undefined}
          />
        ))}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Salvataggio…</Trans> : <Trans>Salva</Trans>}
        </Button>
        <Button outline type="button" onClick={() => actor.send({ type: 'form.cancel' })}>
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
  onChanged,
}: {
  name: ProfileFormTarget
  label: string
  tags: readonly string[]
  onChanged: () => void
}) {
  const { t } = useLingui()
  const actor = useProfileForm(name)
  const form = useSelector(actor, profileFormView)
  const { open, saving: busy } = form
  const list = (form.values.tags ?? []) as string[]
  // the tag being typed: the field's text until Enter adds it
  const [draft, setDraft] = useState('')
  useEmitted(actor, 'saved', () => {
    setDraft('')
    onChanged()
  })
  const error = form.firstError ?? (form.failed ? t`Salvataggio non riuscito. Riprova.` : undefined)
  const setList = (next: string[]) => actor.send({ type: 'field.set', values: { tags: next } })

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
  const handleSave = () =>
    actor.send({ type: 'form.submit', body: draft.trim() ? [...list, draft.trim()] : list })

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
        <Button
          outline
          type="button"
          onClick={() => actor.send({ type: 'form.open', values: { tags: [...tags] } })}
        >
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
        <Button type="button" disabled={busy} onClick={handleSave}>
          {busy ? <Trans>Salvataggio…</Trans> : <Trans>Salva</Trans>}
        </Button>
        <Button outline type="button" onClick={() => actor.send({ type: 'form.cancel' })}>
          <Trans>Annulla</Trans>
        </Button>
      </div>
    </div>
  )
}

/** The files of the profile: photo and cover (images) and the PDF lists, each uploaded on pick. */
export function FilesEditor({ profile, onChanged }: { profile: MyProfile; onChanged: () => void }) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const actor = useProfileFiles()
  const files = useSelector(actor, profileFilesView)
  useEmitted(actor, 'changed', onChanged)
  const busy = files.uploading
  const error =
    files.uploadError === null
      ? undefined
      : files.uploadError === 'failed'
        ? t`Caricamento non riuscito. Riprova.`
        : files.uploadError.reason
  const lists: { collection: MediaCollection; label: string; files: Media[] }[] = [
    { collection: 'cv', label: t`Curriculum (PDF)`, files: profile.media.cv },
    { collection: 'certificates', label: t`Certificati (PDF)`, files: profile.media.certs },
    { collection: 'master', label: t`Master o diploma (PDF)`, files: profile.media.master },
  ]

  function handlePick(collection: MediaCollection, file: File | undefined) {
    if (file) actor.send({ type: 'file.pick', collection, file })
  }
  async function handleRemove(file: Media) {
    await confirm({
      title: t`Eliminare «${file.name}»?`,
      yes: t`Elimina`,
      // the dialog waits for the machine's call and stays open if it fails
      onConfirm: () =>
        sendAndSettle(
          actor,
          { type: 'file.remove', id: file.id },
          {
            until: (snapshot) => snapshot.matches('idle'),
            failed: (snapshot) => snapshot.context.error?.kind === 'remove',
          },
        ),
    })
  }

  const picker = (collection: MediaCollection, label: string) => (
    <label className="block text-sm font-medium text-slate-900">
      {label}
      <input
        type="file"
        accept={ACCEPT[collection]}
        disabled={busy !== null}
        className="mt-1 block text-sm"
        onChange={(event) => handlePick(collection, event.target.files?.[0])}
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
