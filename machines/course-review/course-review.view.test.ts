import { describe, expect, it } from 'vitest'
import { courseReviewMachine, initialContext, type CourseReviewContext } from './course-review.machine'
import { courseReviewView } from './course-review.view'
import { mine, onePage, reviewed } from './fixtures'

const at = (value: unknown, context: Partial<CourseReviewContext> = {}) =>
  courseReviewView(
    courseReviewMachine.resolveState({
      value: value as never,
      context: { ...initialContext(7), ...context },
    }),
  )

describe('courseReviewView', () => {
  it('says loading, failure, none or the list, with "more" only past a page with a next one', () => {
    expect(at({ list: 'loading', own: 'off' }).list).toMatchObject({ phase: 'loading', summary: null })
    expect(at({ list: 'failure', own: 'off' }).list.phase).toBe('failure')
    expect(at({ list: 'empty', own: 'off' }).list).toMatchObject({ phase: 'empty', summary: { count: 0 } })
    const shown = { items: onePage.data, summary: onePage.summary }
    expect(at({ list: { shown: 'idle' }, own: 'off' }, shown).list).toMatchObject({
      phase: 'shown',
      canLoadMore: false,
    })
    expect(at({ list: { shown: 'moreFailed' }, own: 'off' }, { ...shown, lastPage: 2 }).list).toMatchObject({
      canLoadMore: true,
      moreFailed: true,
    })
    // read again after a change: the list stays, "more" waits
    expect(at({ list: 'reloading', own: 'off' }, { ...shown, lastPage: 2 }).list).toMatchObject({
      phase: 'shown',
      canLoadMore: false,
    })
  })

  it('shows the own review, or the form while writing or editing, busy during a call', () => {
    expect(at({ list: 'loading', own: 'loading' }).own.phase).toBe('hidden')
    expect(at({ list: 'loading', own: 'unavailable' }).own.phase).toBe('hidden')
    const closed = { mine: { review: null, can_review: false } }
    expect(at({ list: 'loading', own: { ready: 'idle' } }, closed).own.phase).toBe('closed')
    expect(at({ list: 'loading', own: { ready: 'idle' } }, { mine: reviewed }).own).toMatchObject({
      phase: 'review',
      review: mine,
      busy: false,
    })
    expect(at({ list: 'loading', own: { ready: 'removing' } }, { mine: reviewed }).own).toMatchObject({
      phase: 'review',
      busy: true,
    })
    expect(at({ list: 'loading', own: { ready: 'submitting' } }, { mine: reviewed }).own).toMatchObject({
      phase: 'form',
      busy: true,
      canCancel: true,
    })
  })

  it("puts a 422's messages under their fields, any other refusal in one message", () => {
    const form = { list: 'loading', own: { ready: 'editing' } }
    const base = { mine: { review: null, can_review: true } }
    expect(
      at(form, {
        ...base,
        error: { status: 422, message: 'Dati non validi', fields: { rating: 'Da 1 a 5.', text: 'Scrivi.' } },
      }).own,
    ).toMatchObject({ errors: { rating: 'Da 1 a 5.', text: 'Scrivi.' }, failure: null, canCancel: false })
    expect(at(form, { ...base, error: { status: 409, message: 'Già scritta.' } }).own.failure).toBe(
      'Già scritta.',
    )
    expect(at(form, { ...base, error: {} }).own.failure).toBe('')
    expect(at(form, { ...base, missingRating: true }).own.ratingMissing).toBe(true)
  })
})
