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
  type DiaryMood,
} from '../../../../../contracts/diary/schemas'
import type { DiaryField } from '../../../../../machines/diary-entry'
import { Button } from '../../../../shared/ui/button'
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../../shared/ui/form-fields'
import { useDiaryEntry } from '../../actors'
import { MOOD_FACES, MOOD_LABELS } from './moods'

type Errors = Partial<Record<DiaryField, string>>

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
  onSaved,
  onCancel,
}: {
  initial?: DiaryEntry
  submitLabel: string
  /** The page was saved (a new one: the fields are emptied). */
  onSaved: (entry: DiaryEntry) => void
  onCancel?: () => void
}) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const [day, setDay] = useState(initial?.entry_date ?? localToday())
  const [text, setText] = useState(initial?.text ?? '')
  const [mood, setMood] = useState<string>(initial?.mood ?? '')
  const [tags, setTags] = useState((initial?.tags ?? []).join(', '))
  // machines/diary-entry with the diary's calls (../../actors.ts)
  const entry = useDiaryEntry(initial?.id ?? null, (saved) => {
    if (!initial) {
      setText('')
      setMood('')
      setTags('')
    }
    onSaved(saved)
  })
  const { errors, busy } = entry.view
  const failure = entry.view.failure
    ? (entry.view.failure.message ?? t`Non è stato possibile salvare la pagina. Riprova.`)
    : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {
      entry_date: day ? undefined : t`Scegli il giorno della pagina.`,
      text: text.trim() ? undefined : t`Scrivi qualcosa nella pagina.`,
      tags:
        splitTags(tags).length > DIARY_LIMITS.tagsMax
          ? t`Al massimo ${DIARY_LIMITS.tagsMax} etichette.`
          : undefined,
    }
    const invalid = (Object.keys(found) as DiaryField[]).find((field) => found[field])
    if (invalid) {
      entry.actor.send({ type: 'diary.invalid', errors: found })
      document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [name="${invalid}"]`)?.focus()
      return
    }
    entry.actor.send({
      type: 'diary.save',
      body: {
        entry_date: day,
        text: text.trim(),
        mood: (mood || null) as DiaryMood | null,
        tags: splitTags(tags),
      },
    })
  }

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
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
