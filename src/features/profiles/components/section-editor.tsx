/**
 * Edit in place of one CV section on /me: each entry with edit, move up/down and delete (with a
 * confirm), and a form that opens where the entry is (or at the end for a new one). The server
 * checks everything; its 422 messages show next to the fields they name.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { LANGUAGE_LEVELS } from '../../../../contracts/profiles/schemas'
import { isImageSection, ITEMS_PER_SECTION, type ItemSection } from '../../../../contracts/profiles/sections'
import { isApiError } from '../../../shared/api'
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
import { deleteEntry, orderEntries, saveEntry, searchSchools } from '../api'
import { SECTION_FIELDS } from '../section-forms'
import { LEVEL_LABELS, summarize } from '../section-labels'
import { EntryView } from './entry-list'

type Entry = Record<string, unknown> & { id: number }

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
  const [options, setOptions] = useState<{ id: number; name: string; city: string }[]>([])
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      searchSchools(value, controller.signal).then(setOptions, () => undefined)
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value])
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
  onSaved,
  onCancel,
}: {
  section: ItemSection
  entry: Entry | null
  onSaved: () => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const fields = SECTION_FIELDS[section]
  const [values, setValues] = useState<Record<string, unknown>>(() => {
    const start: Record<string, unknown> = {}
    for (const field of fields)
      start[field.name] = entry?.[field.name] ?? (field.kind === 'checkbox' ? false : '')
    if (section === 'studies') start.school_id = entry?.school_id ?? null
    return start
  })
  const [image, setImage] = useState<File | null | undefined>(undefined)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [alert, setAlert] = useState<string>()
  const [busy, setBusy] = useState(false)
  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }))

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setAlert(undefined)
    const body: Record<string, unknown> = { ...values }
    if ('end_date' in body && body.end_date === '') body.end_date = null
    if (section === 'experiences' && body.current) body.end_date = null
    try {
      await saveEntry(section, entry?.id ?? null, body, image)
      onSaved()
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setErrors(error.fieldErrors)
        const known = new Set([...fields.map((field) => field.name), 'image'])
        const other = Object.entries(error.fieldErrors).filter(([field]) => !known.has(field))
        if (other.length > 0) setAlert(other.map(([, messages]) => messages[0]).join(' '))
      } else setAlert(t`Salvataggio non riuscito. Riprova.`)
    } finally {
      setBusy(false)
    }
  }

  const error = (name: string) =>
    errors[name]?.[0] ?? (name === 'school_name' ? errors.school_id?.[0] : undefined)
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
                  setValues((current) => ({ ...current, school_name: name, school_id: id }))
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
          <FieldError id={`${section}-image-error`} message={errors.image?.[0]} />
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Salvataggio…</Trans> : <Trans>Salva</Trans>}
        </Button>
        <Button outline type="button" onClick={onCancel}>
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
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [alert, setAlert] = useState<string>()

  async function move(index: number, by: -1 | 1) {
    const ids = entries.map((entry) => entry.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved)
    try {
      await orderEntries(section, ids)
      onChanged()
    } catch {
      setAlert(t`Non è stato possibile cambiare l’ordine. Riprova.`)
    }
  }

  async function remove(entry: Entry) {
    const name = summarize(section, entry).title
    const yes = await confirm({
      title: t`Eliminare «${name}»?`,
      text: t`La voce sparisce dal tuo profilo.`,
      yes: t`Elimina`,
      onConfirm: () => deleteEntry(section, entry.id),
    })
    if (yes) onChanged()
  }

  const saved = () => {
    setEditing(null)
    onChanged()
  }

  return (
    <div>
      <FormAlert>{alert}</FormAlert>
      {entries.length === 0 && editing !== 'new' && (
        <p className="text-sm text-slate-600">
          <Trans>Nessuna voce ancora: aggiungi la prima.</Trans>
        </p>
      )}
      <ol className="space-y-4">
        {entries.map((entry, index) =>
          editing === entry.id ? (
            <li key={entry.id}>
              <EntryForm section={section} entry={entry} onSaved={saved} onCancel={() => setEditing(null)} />
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
                  onClick={() => void move(index, -1)}
                >
                  <Icon type="chevron-down" size="sm" className="rotate-180" />
                </button>
                <button
                  type="button"
                  className="rounded p-1 text-slate-700 hover:bg-slate-100 disabled:opacity-30"
                  disabled={index === entries.length - 1}
                  aria-label={t`Sposta giù «${summarize(section, entry).title}»`}
                  onClick={() => void move(index, 1)}
                >
                  <Icon type="chevron-down" size="sm" />
                </button>
                <Button outline type="button" onClick={() => setEditing(entry.id)}>
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
          <EntryForm section={section} entry={null} onSaved={saved} onCancel={() => setEditing(null)} />
        </div>
      ) : (
        entries.length < ITEMS_PER_SECTION && (
          <Button outline type="button" className="mt-4" onClick={() => setEditing('new')}>
            <Icon type="plus" size="sm" />
            <Trans>Aggiungi a {title}</Trans>
          </Button>
        )
      )}
      {confirmDialog}
    </div>
  )
}
