/** What the list of saved searches shows, from the saved-searches machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { SavedSearch } from '../../contracts/search/schemas'
import type { StudioCallError } from '../course-manager/call-error'
import type { SavedChange, savedSearchesMachine } from './saved-searches.machine'

export type SavedSearchesPhase = 'loading' | 'failure' | 'ready' | 'changing'

export interface SavedRowView {
  row: SavedSearch
  /** Its rename form is open. */
  renaming: boolean
  /** Its change is under way: its controls wait. */
  busy: boolean
  /** What its last change was refused with (the server's message, if any), and which change. */
  failed: { action: SavedChange['action']; error: StudioCallError } | null
}

export interface SavedSearchesView {
  phase: SavedSearchesPhase
  /** The first load: the skeleton. */
  firstLoad: boolean
  /** The list could not be loaded: the retry button. */
  canRetry: boolean
  /** A change is under way: every row's controls wait. */
  busy: boolean
  /** Loaded, and none saved. */
  empty: boolean
  rows: SavedRowView[]
}

export function savedSearchesView(snapshot: SnapshotFrom<typeof savedSearchesMachine>): SavedSearchesView {
  const phase = snapshot.value as SavedSearchesPhase
  const { rows, editing, change, error } = snapshot.context
  const changing = phase === 'changing'
  return {
    phase,
    firstLoad: phase === 'loading',
    canRetry: phase === 'failure',
    busy: changing,
    empty: (phase === 'ready' || changing) && rows.length === 0,
    rows: rows.map((row) => ({
      row,
      renaming: editing === row.id,
      busy: changing && change?.id === row.id,
      failed: phase === 'ready' && error && change?.id === row.id ? { action: change.action, error } : null,
    })),
  }
}
