import { describe, expect, it } from 'vitest'
import { blankName, savedList } from './fixtures'
import { savedSearchesMachine, savedSearchesView, type SavedSearchesContext } from './index'
import { studioCallError } from '../course-manager/call-error'

const snapshotIn = (value: string, context: Partial<SavedSearchesContext>) =>
  savedSearchesMachine.resolveState({
    value,
    context: { rows: savedList, editing: null, change: null, error: null, ...context },
  })

describe('savedSearchesView', () => {
  it('shows the skeleton, then the failure with its retry', () => {
    expect(savedSearchesView(snapshotIn('loading', { rows: [] }))).toMatchObject({
      firstLoad: true,
      empty: false,
      canRetry: false,
    })
    expect(savedSearchesView(snapshotIn('failure', { rows: [] }))).toMatchObject({
      canRetry: true,
      empty: false,
    })
    expect(savedSearchesView(snapshotIn('ready', { rows: [] }))).toMatchObject({ empty: true })
  })

  it('marks the row being changed, and the refusal under the row it concerns only once settled', () => {
    const change = { action: 'rename' as const, id: 12, name: '' }
    const changing = savedSearchesView(snapshotIn('changing', { change, editing: 12 }))
    expect(changing.busy).toBe(true)
    expect(changing.rows.map((row) => [row.busy, row.renaming, row.failed])).toEqual([
      [false, false, null],
      [true, true, null],
    ])
    const error = studioCallError(blankName)
    const refused = savedSearchesView(snapshotIn('ready', { change, editing: 12, error }))
    expect(refused.busy).toBe(false)
    expect(refused.rows[1].failed).toEqual({ action: 'rename', error })
    expect(refused.rows[0].failed).toBeNull()
  })
})
