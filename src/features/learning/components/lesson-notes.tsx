/**
 * The learner's notes on a lesson (SPEC.md §3 "Lesson note: text"): add one (at the video's
 * current time when a video plays), edit or delete one's own, jump back to the time it was taken.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { NOTE_MAX_LENGTH, type LessonNote } from '../../../../contracts/learning/schemas'
import { useResource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { TextAreaField } from '../../../shared/ui/form-fields'
import { ResourceView } from '../../../shared/ui/resource-view'
import { addNote, editNote, fetchNotes, removeNote } from '../api'

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/** The message of a refused note (422), for the field. */
function messageOf(error: unknown): string | undefined {
  const data = (error as { data?: { errors?: Record<string, string[]>; message?: string } }).data
  return data?.errors?.text?.[0] ?? data?.message
}

export function LessonNotes({
  lessonId,
  currentTime,
  onJump,
  label,
}: {
  lessonId: number
  currentTime: () => number | null
  onJump: (seconds: number) => void
  label: string
}) {
  const { t } = useLingui()
  const notes = useResource(fetchNotes, { lessonId })
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setError(undefined)
    try {
      const at = currentTime()
      await addNote(lessonId, text, at === null ? null : Math.floor(at))
      setText('')
      notes.reload()
    } catch (failure) {
      setError(messageOf(failure) ?? t`Non è stato possibile salvare la nota.`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <section
      aria-labelledby="notes-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="notes-title" className="text-lg font-semibold text-slate-900">
        {label}
      </h2>
      <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        <TextAreaField
          name="note"
          label={t`Nuova nota`}
          value={text}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          error={error}
          hint={t`Se il video è in riproduzione, la nota ricorda il momento.`}
          onValue={setText}
          onLeave={() => {}}
        />
        <Button type="submit" disabled={saving || text.trim() === ''}>
          <Trans>Aggiungi nota</Trans>
        </Button>
      </form>
      <ResourceView
        resource={notes}
        label={label}
        skeleton={<p className="text-sm text-slate-600">…</p>}
        empty={<Trans>Non hai ancora preso note su questa lezione.</Trans>}
      >
        {(list) => (
          <ul className="space-y-3">
            {list.map((note) => (
              <NoteItem key={note.id} note={note} onJump={onJump} onChanged={notes.reload} />
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  )
}

function NoteItem({
  note,
  onJump,
  onChanged,
}: {
  note: LessonNote
  onJump: (seconds: number) => void
  onChanged: () => void
}) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(note.text)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function run(work: () => Promise<unknown>) {
    setBusy(true)
    setError(undefined)
    try {
      await work()
      setEditing(false)
      onChanged()
    } catch (failure) {
      setError(messageOf(failure) ?? t`Non è stato possibile salvare la nota.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 p-3">
      {editing ? (
        <form
          className="space-y-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void run(() => editNote(note.id, text))
          }}
        >
          <TextAreaField
            name={`note-${note.id}`}
            label={t`Modifica la nota`}
            value={text}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            error={error}
            onValue={setText}
            onLeave={() => {}}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              <Trans>Salva</Trans>
            </Button>
            <Button outline onClick={() => setEditing(false)}>
              <Trans>Annulla</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="whitespace-pre-line text-slate-800">{note.text}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            {note.at_seconds !== null && (
              <button
                type="button"
                className="font-medium text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
                onClick={() => onJump(note.at_seconds!)}
              >
                <Trans>Vai a {clock(note.at_seconds)}</Trans>
              </button>
            )}
            <button
              type="button"
              className="text-slate-700 underline focus-visible:outline-2 focus-visible:outline-brand-700"
              onClick={() => {
                setText(note.text)
                setEditing(true)
              }}
            >
              <Trans>Modifica</Trans>
            </button>
            <button
              type="button"
              disabled={busy}
              className="text-red-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
              onClick={() => void run(() => removeNote(note.id))}
            >
              <Trans>Elimina</Trans>
            </button>
          </div>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {error}
            </p>
          )}
        </>
      )}
    </li>
  )
}
