/** A course's reviews as the server answers them, for the course-review tests. */
import type { CourseReview, MyCourseReview } from '../../contracts/courses/reviews'
import type { ReviewsPage } from './course-review.machine'

const person = (id: number, full_name: string) => ({ id, slug: `p-${id}`, full_name, avatar_url: null })

export const review = (id: number, rating: number, text: string, author = person(100 + id, 'Lia Rossi')) =>
  ({
    id,
    rating,
    text,
    author,
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
  }) satisfies CourseReview

export const reviewPage = (
  data: CourseReview[],
  { page = 1, last = 1, count = data.length }: { page?: number; last?: number; count?: number } = {},
): ReviewsPage => ({
  data,
  meta: { current_page: page, per_page: 10, total: count, last_page: last },
  summary: { average: 4, count, distribution: [0, 0, 0, count, 0] },
})

/** Course 7: one page of one review. */
export const onePage = reviewPage([review(1, 4, 'Utile.')], { count: 1 })
/** Course 7 with 12 reviews: the first page says there is a second. */
export const firstOfTwo = reviewPage([review(1, 4, 'Utile.')], { last: 2, count: 12 })
export const secondOfTwo = reviewPage([review(11, 3, 'Discreto.')], { page: 2, last: 2, count: 12 })
/** No reviews yet. */
export const noReviews = reviewPage([], { count: 0 })

/** The caller's own review of course 7. */
export const mine = review(2, 5, 'Ottimo corso, lo consiglio.', person(3, 'Marta Neri'))
/** Enrolled, not reviewed yet; reviewed; not enrolled. */
export const canReview: MyCourseReview = { review: null, can_review: true }
export const reviewed: MyCourseReview = { review: mine, can_review: true }
export const notEnrolled: MyCourseReview = { review: null, can_review: false }

/** The server's refusals as the API client raises them. */
export const refusals = {
  network: { status: undefined },
  server: { status: 503 },
  text: {
    status: 422,
    serverMessage: 'Dati non validi',
    fieldErrors: { text: ['Scrivi la tua recensione: da 1 a 2000 caratteri.'] },
  },
  gone: { status: 404, serverMessage: 'Non hai recensito questo corso.' },
}
