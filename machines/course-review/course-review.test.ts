import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CourseReview, MyCourseReview } from '../../contracts/courses/reviews'
import {
  canReview,
  firstOfTwo,
  mine,
  noReviews,
  notEnrolled,
  refusals,
  review,
  reviewPage,
  secondOfTwo,
} from './fixtures'
import {
  courseReviewMachine,
  courseReviewView,
  type LoadReviewsInput,
  type ReviewsPage,
  type SaveReviewInput,
} from './index'

interface Server {
  reviews: CourseReview[]
  mine: MyCourseReview
  pages?: Record<number, ReviewsPage>
  refuse?: unknown
  failPage?: number
  saved: SaveReviewInput[]
}

function start(server: Server) {
  const actor = createActor(
    courseReviewMachine.provide({
      actors: {
        loadReviews: fromPromise<ReviewsPage, LoadReviewsInput>(async ({ input }) => {
          if (server.failPage === input.page) throw refusals.server
          return server.pages?.[input.page] ?? reviewPage(server.reviews)
        }),
        loadMine: fromPromise<MyCourseReview, { courseId: number }>(async () => server.mine),
        saveReview: fromPromise<CourseReview, SaveReviewInput>(async ({ input }) => {
          if (server.refuse) throw server.refuse
          server.saved.push(input)
          const written = { ...mine, rating: input.rating, text: input.text }
          server.mine = { review: written, can_review: true }
          server.reviews = [written, ...server.reviews.filter((r) => r.id !== mine.id)]
          return written
        }),
        removeReview: fromPromise<unknown, { courseId: number }>(async () => {
          if (server.refuse) throw server.refuse
          server.mine = canReview
          server.reviews = server.reviews.filter((r) => r.id !== mine.id)
        }),
      },
    }),
    { input: { courseId: 7 } },
  ).start()
  return actor
}
type Actor = ReturnType<typeof start>
const view = (actor: Actor) => courseReviewView(actor.getSnapshot())
const settled = (actor: Actor) =>
  waitFor(
    actor,
    (s) =>
      !s.matches({ list: 'loading' }) &&
      !s.matches({ list: 'reloading' }) &&
      !s.matches({ list: { shown: 'loadingMore' } }) &&
      (s.matches({ own: 'off' }) ||
        s.matches({ own: 'unavailable' }) ||
        s.matches({ own: { ready: 'idle' } }) ||
        s.matches({ own: { ready: 'editing' } })),
  )

describe('course review journeys', () => {
  it('writes a review (stars first), rewrites it, deletes it: the list and its figures read again each time', async () => {
    const server: Server = { reviews: [review(1, 4, 'Utile.')], mine: canReview, saved: [] }
    const actor = start(server)
    actor.send({ type: 'review.open' })
    await settled(actor)
    expect(view(actor).own).toMatchObject({ phase: 'form', canCancel: false })
    expect(view(actor).list.summary?.count).toBe(1)

    // no stars: the form's own message, nothing asked
    actor.send({ type: 'review.submit' })
    expect(view(actor).own).toMatchObject({ phase: 'form', ratingMissing: true, busy: false })
    actor.send({ type: 'review.rating', rating: 4 })
    actor.send({ type: 'review.text', text: 'Lezioni brevi.' })
    actor.send({ type: 'review.submit' })
    expect(view(actor).own).toMatchObject({ busy: true, ratingMissing: false })
    await settled(actor)
    expect(server.saved).toEqual([{ courseId: 7, rating: 4, text: 'Lezioni brevi.' }])
    expect(view(actor).own).toMatchObject({ phase: 'review', status: 'saved' })
    expect(view(actor).list.items.map((r) => r.text)).toEqual(['Lezioni brevi.', 'Utile.'])
    expect(view(actor).list.summary?.count).toBe(2)

    // edit: the form holds the review; cancel leaves it, save rewrites it
    actor.send({ type: 'review.edit' })
    expect(view(actor).own).toMatchObject({
      phase: 'form',
      rating: 4,
      text: 'Lezioni brevi.',
      canCancel: true,
    })
    actor.send({ type: 'review.cancel' })
    expect(view(actor).own.phase).toBe('review')
    actor.send({ type: 'review.edit' })
    actor.send({ type: 'review.rating', rating: 5 })
    actor.send({ type: 'review.submit' })
    await settled(actor)
    expect(view(actor).own.review).toMatchObject({ rating: 5 })

    actor.send({ type: 'review.remove' })
    expect(view(actor).own).toMatchObject({ phase: 'review', busy: true })
    await settled(actor)
    expect(view(actor).own).toMatchObject({ phase: 'form', status: 'deleted', review: null })
    expect(view(actor).list.items.map((r) => r.text)).toEqual(['Utile.'])
  })

  it("puts the server's 422 under its field, another refusal in an alert; a failed delete keeps the review", async () => {
    const server: Server = {
      reviews: [],
      mine: canReview,
      refuse: refusals.text,
      saved: [],
    }
    const actor = start(server)
    actor.send({ type: 'review.open' })
    await settled(actor)
    expect(view(actor).list).toMatchObject({ phase: 'empty', summary: { count: 0 } })
    actor.send({ type: 'review.rating', rating: 3 })
    actor.send({ type: 'review.submit' })
    await settled(actor)
    expect(view(actor).own).toMatchObject({
      phase: 'form',
      errors: { text: 'Scrivi la tua recensione: da 1 a 2000 caratteri.' },
      failure: null,
    })
    server.refuse = refusals.server
    actor.send({ type: 'review.submit' })
    await settled(actor)
    expect(view(actor).own).toMatchObject({ errors: {}, failure: '' })
    // sent again, it goes through
    server.refuse = undefined
    actor.send({ type: 'review.submit' })
    await settled(actor)
    expect(view(actor).own).toMatchObject({ phase: 'review', failure: null, status: 'saved' })

    server.refuse = refusals.gone
    actor.send({ type: 'review.remove' })
    await settled(actor)
    expect(view(actor).own).toMatchObject({ phase: 'review', failure: 'Non hai recensito questo corso.' })
  })

  it('adds the next page on "more" (again after a failure), none past the last; a change starts over', async () => {
    const server: Server = {
      reviews: [],
      mine: notEnrolled,
      pages: { 1: firstOfTwo, 2: secondOfTwo },
      failPage: 2,
      saved: [],
    }
    const actor = start(server)
    await settled(actor)
    expect(view(actor).list).toMatchObject({ phase: 'shown', canLoadMore: true })
    actor.send({ type: 'reviews.more' })
    expect(view(actor).list.loadingMore).toBe(true)
    await settled(actor)
    expect(view(actor).list).toMatchObject({ moreFailed: true, canLoadMore: true })
    server.failPage = undefined
    actor.send({ type: 'reviews.more' })
    await settled(actor)
    expect(view(actor).list.items.map((r) => r.id)).toEqual([1, 11])
    expect(view(actor).list).toMatchObject({ moreFailed: false, canLoadMore: false })
    actor.send({ type: 'reviews.more' })
    expect(view(actor).list.loadingMore).toBe(false)

    actor.send({ type: 'reviews.reload' })
    await settled(actor)
    expect(view(actor).list.items.map((r) => r.id)).toEqual([1])
    // not enrolled: nothing to write; logged out: nothing at all
    actor.send({ type: 'review.open' })
    await settled(actor)
    expect(view(actor).own.phase).toBe('closed')
    actor.send({ type: 'review.close' })
    expect(view(actor).own.phase).toBe('hidden')
  })

  it('offers a retry when the first page fails', async () => {
    const server: Server = { reviews: [], mine: canReview, pages: { 1: noReviews }, failPage: 1, saved: [] }
    const actor = start(server)
    await settled(actor)
    expect(view(actor).list.phase).toBe('failure')
    expect(view(actor).list.summary).toBeNull()
    server.failPage = undefined
    actor.send({ type: 'reviews.retry' })
    await settled(actor)
    expect(view(actor).list.phase).toBe('empty')
  })
})
