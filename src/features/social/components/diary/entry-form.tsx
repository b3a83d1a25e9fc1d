/**
 * A diary page's fields, to write a new one or rewrite one: the day (today by default), the text,
 * a mood and up to five tags separated by commas. The form checks what a person can see at once
 * (a text, a day); the server's 422 messages, in the user's language, fill in the rest.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import {
  DIARY_LIMITS,
  DIARY_MOODS,
  type DiaryEntry,
  type DiaryEntryInput,
  type DiaryMood,
} from '../../../../../contracts/diary/schemas'
import { isApiError } from '../../../../shared/api'
import { Button } from '../../../../shared/ui/button'
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../../shared/ui/form-fields'
import { MOOD_FACES, MOOD_LABELS } from './moods'

type Field = 'entry_date' | 'text' | 'mood' | 'tags'
type Errors = Partial<Record<Field, string>>

/** Today in the user's own time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

export function DiaryEntryForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: DiaryEntry
  submitLabel: string
  onSubmit: (body: DiaryEntryInput) => Promise<void>
  onCancel?: () => void
}) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const [day, setDay] = useState(initial?.entry_date ?? localToday())
  const [text, setText] = useState(initial?.text ?? '')
  const [mood, setMood] = useState<string>(initial?.mood ?? '')
  const [tags, setTags] = useState((initial?.tags ?? []).join(', '))
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {
      entry_date: day ? undefined : t`Scegli il giorno della pagina.`,
      text: text.trim() ? undefined : t`Scrivi qualcosa nella pagina.`,
      tags:
        splitTags(tags).length > DIARY_LIMITS.tagsMax
          ? t`Al massimo ${DIARY_LIMITS.tagsMax} etichette.`
          : undefined,
    }
    setErrors(found)
    const invalid = (Object.keys(found) as Field[]).find((field) => found[field])
    if (invalid) {
      document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [name="${invalid}"]`)?.focus()
      return
    }
    setBusy(true)
    setFailure(undefined)
    try {
      await onSubmit({
        entry_date: day,
        text: text.trim(),
        mood: (mood || null) as DiaryMood | null,
        tags: splitTags(tags),
      })
      if (!initial) {
        setText('')
        setMood('')
        setTags('')
      }
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const fields = error.fieldErrors
        const first = (key: string) =>
          fields[key]?.[0] ?? Object.entries(fields).find(([name]) => name.startsWith(`${key}.`))?.[1][0]
        setErrors({
          entry_date: first('entry_date'),
          text: first('text'),
          mood: first('mood'),
          tags: first('tags'),
        })
      } else if (isApiError(error) && error.status < 500 && error.message) setFailure(error.message)
      else setFailure(t`Non è stato possibile salvare la pagina. Riprova.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="entry_date"
          type="date"
          label={t`Giorno`}
          value={day}
          max={localToday()}
          error={errors.entry_date}
          onValue={setDay}
          onLeave={() => {}}
        />
        <SelectField
          name="mood"
          label={t`Umore`}
          value={mood}
          placeholder={t`Nessuno`}
          error={errors.mood}
          options={DIARY_MOODS.map((value) => ({
            value,
            label: `${MOOD_FACES[value]} ${i18n._(MOOD_LABELS[value])}`,
          }))}
          onValue={setMood}
        />
      </div>
      <TextAreaField
        name="text"
        label={t`Testo`}
        value={text}
        rows={5}
        maxLength={DIARY_LIMITS.textMax}
        error={errors.text}
        onValue={setText}
        onLeave={() => {}}
      />
      <TextField
        name="tags"
        label={t`Etichette`}
        value={tags}
        hint={t`Fino a ${DIARY_LIMITS.tagsMax}, separate da una virgola: lavoro, idee, libri.`}
        error={errors.tags}
        onValue={setTags}
        onLeave={() => {}}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" outline disabled={busy} onClick={onCancel}>
            <Trans>Annulla</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}
