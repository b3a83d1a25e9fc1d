/** One diary page: its day, mood and tags, the text, and (for its author, the only reader) edit and delete. */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { DiaryEntry } from '../../../../../contracts/diary/schemas'
import { Button } from '../../../../shared/ui/button'
import { DiaryEntryForm } from './entry-form'
import { MOOD_FACES, MOOD_LABELS } from './moods'

/** A YYYY-MM-DD day as the calendar day it names, whatever the time zone. */
export const dayDate = (day: string) => new Date(`${day}T12:00:00`)

export function DiaryEntryCard({
  entry,
  onSaved,
  onDelete,
}: {
  entry: DiaryEntry
  /** The page was rewritten. */
  onSaved: () => void
  onDelete: () => void
}) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState(false)
  const day = i18n.date(dayDate(entry.entry_date), { dateStyle: 'full' })
  const headingId = `diary-entry-${entry.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900 first-letter:uppercase">
          {day}
        </h3>
        {entry.mood && (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            <span aria-hidden="true">{MOOD_FACES[entry.mood]}</span>
            {i18n._(MOOD_LABELS[entry.mood])}
          </span>
        )}
      </header>
      {editing ? (
        <div className="mt-4">
          <DiaryEntryForm
            initial={entry}
            submitLabel={t`Salva le modifiche`}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false)
              onSaved()
            }}
          />
        </div>
      ) : (
        <>
          <p className="mt-3 whitespace-pre-line break-words text-slate-800">{entry.text}</p>
          {entry.tags.length > 0 && (
            <ul aria-label={t`Etichette`} className="mt-3 flex flex-wrap gap-2">
              {entry.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button outline onClick={() => setEditing(true)} aria-label={t`Modifica la pagina del ${day}`}>
              <Trans>Modifica</Trans>
            </Button>
            <Button outline onClick={onDelete} aria-label={t`Elimina la pagina del ${day}`}>
              <Trans>Elimina</Trans>
            </Button>
          </div>
        </>
      )}
    </article>
  )
}
