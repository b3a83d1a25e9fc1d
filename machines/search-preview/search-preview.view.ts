/** What the header's search box shows, from the preview machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { SearchAll } from '../../contracts/search/schemas'
import type { searchPreviewMachine } from './search-preview.machine'

export type SearchPreviewStatus = 'idle' | 'debouncing' | 'loading' | 'showing' | 'empty' | 'error'

export interface SearchPreviewView {
  status: SearchPreviewStatus
  /** The text in the box. */
  q: string
  /** The list under the box shows (`aria-expanded`). */
  listShown: boolean
  /** A request is awaited: the results shown, if any, are the previous ones (dimmed). */
  busy: boolean
  /** The results the options are drawn from (the previous ones while busy); null for none. */
  results: SearchAll | null
  /** The highlighted option while the list shows (`aria-activedescendant`), else -1. */
  active: number
  /** The answer came and holds no result: "no results" shows above the "all results" option. */
  empty: boolean
  failed: boolean
}

export function searchPreviewView(snapshot: SnapshotFrom<typeof searchPreviewMachine>): SearchPreviewView {
  const { q, results, open, highlighted } = snapshot.context
  const status = snapshot.value as SearchPreviewStatus
  const listShown = open && status !== 'idle'
  return {
    status,
    q,
    listShown,
    busy: snapshot.hasTag('busy'),
    results,
    active: listShown ? highlighted : -1,
    empty: status === 'empty',
    failed: status === 'error',
  }
}
