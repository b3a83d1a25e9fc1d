/**
 * The learner's notes on a lesson (SPEC.md §3 "Lesson note: text"): add one (at the video's
 * current time when a video plays), edit or delete one's own, jump back to the time it was taken.
 * The notes and their calls are machines/lesson-notes (learning/actors.ts); this view keeps only
 * what is typed before it is sent.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { NOTE_MAX_LENGTH, type LessonNote } from '../../../../contracts/learning/schemas'
import { NEW_NOTE_FORM, noteForm, type LessonNotesView } from '../../../../machines/lesson-notes'
import { Button } from '../../../shared/ui/button'
import { TextAreaField } from '../../../shared/ui/form-fields'
import { useLessonNotes } from '../actors'

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

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
  const [text, setText] = useState('')
  const [editing, setEditing] = useState<number | null>(null)
  const { actor, view } = useLessonNotes(lessonId, (form) => {
    if (form === NEW_NOTE_FORM) setText('')
    else setEditing(null)
  })
  const failure = view.errors[NEW_NOTE_FORM]

  function submit(event: FormEvent) {
    event.preventDefault()
    const at = currentTime()
    actor.send({ type: 'notes.add', text, atSeconds: at === null ? null : Math.floor(at) })
  }

  return (
    <section
      aria-labelledby="notes-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="notes-title" className="text-lg font-semibold text-slate-900">
        {label}
      </h2>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <TextAreaField
          name="note"
          label={t`Nuova nota`}
          value={text}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          error={failure && (failure.message ?? t`Non è stato possibile salvare la nota.`)}
          hint={t`Se il video è in riproduzione, la nota ricorda il momento.`}
          onValue={setText}
          onLeave={() => {}}
        />
        <Button type="submit" disabled={view.busy || text.trim() === ''}>
          <Trans>Aggiungi nota</Trans>
        </Button>
      </form>
      <NotesList
        view={view}
        label={label}
        editing={editing}
        onEdit={setEditing}
        onJump={onJump}
        onRetry={() => actor.send({ type: 'notes.retry' })}
        onSave={(id, next) => actor.send({ type: 'notes.edit', id, text: next })}
        onRemove={(id) => actor.send({ type: 'notes.remove', id })}
      />
    </section>
  )
}

function NotesList({
  view,
  label,
  editing,
  onEdit,
  onJump,
  onRetry,
  onSave,
  onRemove,
}: {
  view: LessonNotesView
  label: string
  editing: number | null
  onEdit: (id: number | null) => void
  onJump: (seconds: number) => void
  onRetry: () => void
  onSave: (id: number, text: string) => void
  onRemove: (id: number) => void
}) {
  const { t } = useLingui()
  const busy = view.phase === 'loading' || view.stale
  return (
    <section aria-label={label} aria-busy={busy} data-state={view.phase}>
      <span role="status" className="sr-only">
        {busy ? t`Caricamento in corso` : ''}
      </span>
      {view.phase === 'loading' && <p className="text-sm text-slate-600">…</p>}
      {view.phase === 'failed' && (
        <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>
            <Trans>Non è stato possibile caricare i contenuti.</Trans>
          </p>
          <Button outline onClick={onRetry}>
            <Trans>Riprova</Trans>
          </Button>
        </div>
      )}
      {view.phase === 'empty' && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <Trans>Non hai ancora preso note su questa lezione.</Trans>
        </p>
      )}
      {view.phase === 'ready' && (
        <ul className={`space-y-3 ${view.stale ? 'opacity-60 transition-opacity' : ''}`}>
          {view.notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              editing={editing === note.id}
              busy={view.busy}
              failure={view.errors[noteForm(note.id)]}
              onEdit={(open) => onEdit(open ? note.id : null)}
              onJump={onJump}
              onSave={(text) => onSave(note.id, text)}
              onRemove={() => onRemove(note.id)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function NoteItem({
  note,
  editing,
  busy,
  failure,
  onEdit,
  onJump,
  onSave,
  onRemove,
}: {
  note: LessonNote
  editing: boolean
  busy: boolean
  failure: { message?: string } | undefined
  onEdit: (open: boolean) => void
  onJump: (seconds: number) => void
  onSave: (text: string) => void
  onRemove: () => void
}) {
  const { t } = useLingui()
  const [text, setText] = useState(note.text)
  const error = failure && (failure.message ?? t`Non è stato possibile salvare la nota.`)

  return (
    <li className="rounded-lg border border-slate-200 p-3">
      {editing ? (
        <form
          className="space-y-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            onSave(text)
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
            <Button outline onClick={() => onEdit(false)}>
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
                onEdit(true)
              }}
            >
              <Trans>Modifica</Trans>
            </button>
            <button
              type="button"
              disabled={busy}
              className="text-red-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
              onClick={onRemove}
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
