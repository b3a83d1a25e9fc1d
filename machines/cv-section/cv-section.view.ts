/** What a CV section on /me shows, from the cv-section machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { CvEntry, cvSectionMachine, CvSectionError, PickedImage } from './cv-section.machine'

export interface CvSectionView {
  entries: CvEntry[]
  /** Where the form is: on an entry, at the end for a new one, or nowhere. */
  editing: number | 'new' | null
  values: Record<string, unknown>
  image: PickedImage | null | undefined
  /** The server's messages under the fields the form has. */
  errors: Record<string, string>
  /** Above the form: the server's messages for fields the form does not show. */
  otherErrors: string[]
  /** The save failed other than by field: the values are still here. */
  saveFailed: boolean
  saving: boolean
  /** A failed move ('order') or delete ('remove'), above the list. */
  listError: CvSectionError['kind'] | null
  /** A move or a delete is under way. */
  listBusy: boolean
  /** The add button shows: no new entry's form open and room for one more. */
  canAdd: boolean
}

/** `formFields`: the names the open form shows (an image section's `image` included). */
export function cvSectionView(
  snapshot: SnapshotFrom<typeof cvSectionMachine>,
  { formFields, maxEntries }: { formFields: readonly string[]; maxEntries: number },
): CvSectionView {
  const { entries, editing, values, image, errors, failure, error } = snapshot.context
  const known = new Set(formFields)
  const shown: Record<string, string> = {}
  const other: string[] = []
  for (const [field, message] of Object.entries(errors)) {
    if (known.has(field)) shown[field] = message
    else other.push(message)
    // a study's school is picked by name: a message on its id goes under the name too
    if (field === 'school_id' && known.has('school_name')) shown.school_name ??= message
  }
  return {
    entries,
    editing,
    values,
    image,
    errors: shown,
    otherErrors: other,
    saveFailed: failure !== null,
    saving: snapshot.matches({ form: 'saving' }),
    listError: error?.kind ?? null,
    listBusy: !snapshot.matches({ list: 'idle' }),
    canAdd: editing !== 'new' && entries.length < maxEntries,
  }
}
