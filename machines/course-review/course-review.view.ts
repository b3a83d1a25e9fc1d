/** What a course's reviews section shows, from the course-review machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { CourseReview, RatingSummary } from '../../contracts/courses/reviews'
import type { courseReviewMachine } from './course-review.machine'

/** No reviews: what the page's figures become once the last one is deleted. */
export const NO_REVIEWS: RatingSummary = { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] }

export interface CourseReviewView {
  list: {
    /** loading: a line saying so; failure: a retry; empty: none yet; shown: the list. */
    phase: 'loading' | 'failure' | 'empty' | 'shown'
    items: CourseReview[]
    /** The figures of the last answer (none while the first is awaited or failed). */
    summary: RatingSummary | null
    /** "More" is offered: a later page exists and the list is not being read again. */
    canLoadMore: boolean
    loadingMore: boolean
    moreFailed: boolean
  }
  own: {
    /**
     * hidden: not logged in, not read yet or unreadable; closed: may not review; review: one's own
     * review with edit and delete; form: the form (a new review, or the review being edited).
     */
    phase: 'hidden' | 'closed' | 'review' | 'form'
    review: CourseReview | null
    rating: number
    text: string
    /** A call is under way (or the review read again after one): the buttons wait. */
    busy: boolean
    /** The form offers to cancel: it edits a review that exists. */
    canCancel: boolean
    /** Under the stars: the form's own message (no stars chosen), or the server's. */
    ratingMissing: boolean
    errors: { rating?: string; text?: string }
    /** A refusal without field messages: the server's message, or '' for the page's own words. */
    failure: string | null
    status: 'saved' | 'deleted' | null
  }
}

export function courseReviewView(snapshot: SnapshotFrom<typeof courseReviewMachine>): CourseReviewView {
  const { items, summary, page, lastPage, mine, rating, text, missingRating, error, status } =
    snapshot.context
  const listPhase = snapshot.matches({ list: 'loading' })
    ? 'loading'
    : snapshot.matches({ list: 'failure' })
      ? 'failure'
      : items.length === 0
        ? 'empty'
        : 'shown'
  const review = mine?.review ?? null
  const ready = snapshot.matches({ own: 'ready' })
  const editing = snapshot.matches({ own: { ready: 'editing' } })
  const sending = snapshot.matches({ own: { ready: 'submitting' } })
  const ownPhase = !ready
    ? 'hidden'
    : !mine?.can_review && !review
      ? 'closed'
      : review && !editing && !sending
        ? 'review'
        : 'form'
  const fields = error?.fields ?? {}
  const byField = { rating: fields.rating, text: fields.text }
  const hasField = byField.rating !== undefined || byField.text !== undefined
  return {
    list: {
      phase: listPhase,
      items,
      summary: snapshot.matches({ list: 'empty' }) ? NO_REVIEWS : summary,
      canLoadMore: snapshot.matches({ list: 'shown' }) && page < lastPage,
      loadingMore: snapshot.matches({ list: { shown: 'loadingMore' } }),
      moreFailed: snapshot.matches({ list: { shown: 'moreFailed' } }),
    },
    own: {
      phase: ownPhase,
      review,
      rating,
      text,
      busy: ready && !snapshot.matches({ own: { ready: 'idle' } }) && !editing,
      canCancel: review !== null,
      ratingMissing: missingRating,
      errors: byField,
      failure: error && !hasField ? (error.message ?? '') : null,
      status,
    },
  }
}
