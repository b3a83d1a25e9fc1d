/**
 * Edit in place of one CV section on /me: each entry with edit, move up/down and delete (with a
 * confirm), and a form that opens where the entry is (or at the end for a new one). The server
 * checks everything; its 422 messages show next to the fields they name. The section's flow is
 * machines/cv-section, started by actors.ts; this view reads its view mapper and sends events.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react'
import { LANGUAGE_LEVELS } from '../../../../contracts/profiles/schemas'
import { isImageSection, ITEMS_PER_SECTION, type ItemSection } from '../../../../contracts/profiles/sections'
import { cvSectionView, type CvEntry, type CvSectionView } from '../../../../machines/cv-section'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import {
  CheckboxField,
  FieldError,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/ui/form-fields'
import { Icon } from '../../../shared/ui/icon'
import { sendAndSettle, useCvSection, useEmitted, useSchools } from '../editor-actors'
import { SECTION_FIELDS } from '../section-forms'
import { LEVEL_LABELS, summarize } from '../section-labels'
import { EntryView } from './entry-list'

type Entry = CvEntry
type SectionActor = ReturnType<typeof useCvSection>

function SchoolField({
  value,
  error,
  onPick,
}: {
  value: string
  error?: string
  onPick: (name: string, id: number | null) => void
}) {
  const { t } = useLingui()
  const listId = useId()
  const options = useSchools(value).data ?? []
  return (
    <div>
      <TextField
        name="school_name"
        label={t`Scuola o università`}
        value={value}
        error={error}
        list={listId}
        autoComplete="off"
        hint={t`Scegli dall’elenco o scrivi il nome della scuola.`}
        onValue={(name) => onPick(name, options.find((option) => option.name === name)?.id ?? null)}
        onLeave={() => undefined}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.id} value={option.name}>
            {option.city}
          </option>
        ))}
      </datalist>
    </div>
  )
}

function EntryForm({
  section,
  entry,
  view,
  actor,
}: {
  section: ItemSection
  entry: Entry | null
  view: CvSectionView
  actor: SectionActor
}) {
  const { t, i18n } = useLingui()
  const fields = SECTION_FIELDS[section]
  const { values, image, errors, otherErrors, saveFailed, saving: busy } = view
  const set = (name: string, value: unknown) => actor.send({ type: 'field.set', values: { [name]: value } })
  const setImage = (next: File | null | undefined) => actor.send({ type: 'image.set', image: next })
  const alert =
    otherErrors.length > 0
      ? otherErrors.join(' ')
      : saveFailed
        ? t`Salvataggio non riuscito. Riprova.`
        : undefined

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    actor.send({ type: 'entry.submit' })
  }

  const error = (name: string) => errors[name]
  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
      noValidate
    >
      <FormAlert>{alert}</FormAlert>
      {fields.map((field) => {
        const label = i18n._(field.label)
        const value = String(values[field.name] ?? '')
        switch (field.kind) {
          case 'school':
            return (
              <SchoolField
                key={field.name}
                value={value}
                error={error(field.name)}
                onPick={(name, id) =>
                  actor.send({ type: 'field.set', values: { school_name: name, school_id: id } })
                }
              />
            )
          case 'textarea':
            return (
              <TextAreaField
                key={field.name}
                name={field.name}
                label={label}
                value={value}
                error={error(field.name)}
                rows={3}
                maxLength={5000}
                onValue={(next) => set(field.name, next)}
                onLeave={() => undefined}
              />
            )
          case 'checkbox':
            return (
              <CheckboxField
                key={field.name}
                name={field.name}
                label={label}
                checked={values[field.name] === true}
                error={error(field.name)}
                onChoice={(next) => set(field.name, next)}
              />
            )
          case 'level':
            return (
              <SelectField
                key={field.name}
                name={field.name}
                label={label}
                value={value}
                error={error(field.name)}
                placeholder={t`Scegli il livello`}
                options={LANGUAGE_LEVELS.map((level) => ({
                  value: level,
                  label: i18n._(LEVEL_LABELS[level]),
                }))}
                onValue={(next) => set(field.name, next)}
              />
            )
          default:
            if (field.name === 'end_date' && section === 'experiences' && values.current === true) return null
            return (
              <TextField
                key={field.name}
                name={field.name}
                label={label}
                value={value}
                error={error(field.name)}
                required={field.required}
                type={field.kind === 'date' ? 'date' : 'text'}
                inputMode={field.kind === 'year' ? 'numeric' : field.kind === 'url' ? 'url' : undefined}
                maxLength={field.kind === 'year' ? 4 : 500}
                onValue={(next) => set(field.name, next)}
                onLeave={() => undefined}
              />
            )
        }
      })}
      {isImageSection(section) && (
        <div>
          <label className="block text-sm font-medium text-slate-900">
            <Trans>Immagine (JPEG, PNG o WebP, facoltativa)</Trans>
            <input
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp"
              className="mt-1 block text-sm"
              onChange={(event) => setImage(event.target.files?.[0] ?? undefined)}
            />
          </label>
          {typeof entry?.image_url === 'string' && (
            <CheckboxField
              name="remove_image"
              label={t`Togli l’immagine attuale`}
              checked={image === null}
              onChoice={(remove) => setImage(remove ? null : undefined)}
            />
          )}
          <FieldError id={`${section}-image-error`} message={errors.image} />
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Salvataggio…</Trans> : <Trans>Salva</Trans>}
        </Button>
        <Button outline type="button" onClick={() => actor.send({ type: 'entry.cancel' })}>
          <Trans>Annulla</Trans>
        </Button>
      </div>
    </form>
  )
}

export function SectionEditor({
  section,
  entries,
  title,
  onChanged,
}: {
  section: ItemSection
  entries: readonly Entry[]
  title: string
  onChanged: () => void
}) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const fields = SECTION_FIELDS[section]
  const actor = useCvSection({
    section,
    fields: fields.map((field) => ({ name: field.name, checkbox: field.kind === 'checkbox' })),
    entries: [...entries],
  })
  const formFields = useMemo(() => [...fields.map((field) => field.name), 'image'], [fields])
  const view = useSelector(actor, (snapshot) =>
    cvSectionView(snapshot, { formFields, maxEntries: ITEMS_PER_SECTION }),
  )
  useEmitted(actor, 'changed', onChanged)
  // the profile loaded again (after a change here or elsewhere): its entries are the section's
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else actor.send({ type: 'entries.loaded', entries: [...entries] })
  }, [actor, entries])
  const { editing } = view
  const alert = view.listError === 'order' ? t`Non è stato possibile cambiare l’ordine. Riprova.` : undefined

  const move = (index: number, by: -1 | 1) => actor.send({ type: 'entry.move', index, by })

  async function remove(entry: Entry) {
    const name = summarize(section, entry).title
    await confirm({
      title: t`Eliminare «${name}»?`,
      text: t`La voce sparisce dal tuo profilo.`,
      yes: t`Elimina`,
      // the dialog waits for the machine's call and stays open if it fails
      onConfirm: () =>
        sendAndSettle(
          actor,
          { type: 'entry.remove', id: entry.id },
          {
            until: (snapshot) => snapshot.matches({ list: 'idle' }),
            failed: (snapshot) => snapshot.context.error?.kind === 'remove',
          },
        ),
    })
  }

  return (
    <div>
      <FormAlert>{alert}</FormAlert>
      {view.entries.length === 0 && editing !== 'new' && (
        <p className="text-sm text-slate-600">
          <Trans>Nessuna voce ancora: aggiungi la prima.</Trans>
        </p>
      )}
      <ol className="space-y-4">
        {view.entries.map((entry, index) =>
          editing === entry.id ? (
            <li key={entry.id}>
              <EntryForm section={section} entry={entry} view={view} actor={actor} />
            </li>
          ) : (
            // on a phone the actions go under the entry: beside it they would not fit 375 px
            <li
              key={entry.id}
              className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3"
            >
              <EntryView section={section} entry={entry} />
              <div className="flex shrink-0 flex-wrap gap-1">
                <button
                  type="button"
                  className="rounded p-1 text-slate-700 hover:bg-slate-100 disabled:opacity-30"
                  disabled={index === 0}
                  aria-label={t`Sposta su «${summarize(section, entry).title}»`}
                  onClick={() => move(index, -1)}
                >
                  <Icon type="chevron-down" size="sm" className="rotate-180" />
                </button>
                <button
                  type="button"
                  className="rounded p-1 text-slate-700 hover:bg-slate-100 disabled:opacity-30"
                  disabled={index === view.entries.length - 1}
                  aria-label={t`Sposta giù «${summarize(section, entry).title}»`}
                  onClick={() => move(index, 1)}
                >
                  <Icon type="chevron-down" size="sm" />
                </button>
                <Button
                  outline
                  type="button"
                  onClick={() => actor.send({ type: 'entry.edit', id: entry.id })}
                >
                  <Trans>Modifica</Trans>
                  <span className="sr-only">{summarize(section, entry).title}</span>
                </Button>
                <Button outline type="button" onClick={() => void remove(entry)}>
                  <Trans>Elimina</Trans>
                  <span className="sr-only">{summarize(section, entry).title}</span>
                </Button>
              </div>
            </li>
          ),
        )}
      </ol>
      {editing === 'new' ? (
        <div className="mt-4">
          <EntryForm section={section} entry={null} view={view} actor={actor} />
        </div>
      ) : (
        view.canAdd && (
          <Button outline type="button" className="mt-4" onClick={() => actor.send({ type: 'entry.add' })}>
            <Icon type="plus" size="sm" />
            <Trans>Aggiungi a {title}</Trans>
          </Button>
        )
      )}
      {confirmDialog}
    </div>
  )
}
