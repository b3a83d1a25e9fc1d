import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CourseDetail } from '../../../../contracts/courses/schemas'
import type { CourseReview } from '../../../../contracts/courses/reviews'
import { makeUser } from '../../../../machines/guards/fixtures'
import { publishSession } from '../../../session/session-store'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { CourseDetails } from './course-data'

const person = { id: 3, slug: 'lia-rossi', full_name: 'Lia Rossi', avatar_url: null }
const course: CourseDetail = {
  id: 7,
  slug: 'excel',
  title: 'Excel da zero',
  subtitle: 'Fogli di calcolo',
  language: 'it',
  price_cents: 0,
  promo_price_cents: null,
  promo_ends_at: null,
  currency: 'EUR',
  cover_url: null,
  category: { id: 1, slug: 'office', name: { it: 'Ufficio', en: 'Office' } },
  trainer: person,
  average_reviews: 4,
  review_number: 8,
  enrolments_count: 12,
  lessons_count: 2,
  duration_seconds: 25,
  published_at: '2026-01-10T10:00:00.000Z',
  description: 'Tutto su Excel.',
  level: 'intermediate',
  requirements: ['Un computer con Excel'],
  goals: ['Scrivere formule'],
  recipients: ['Chi lavora in ufficio'],
  lessons: [
    { id: 1, title: 'Benvenuto', position: 1, duration_seconds: 5, free: true, has_video: true },
    { id: 2, title: 'Le celle', position: 2, duration_seconds: 20, free: false, has_video: true },
  ],
  presentation: null,
}
const review = (id: number, rating: number): CourseReview => ({
  id,
  rating,
  text: 'Utile.',
  author: { ...person, id: 100 + id },
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
})
const page = (count: number) => ({
  data: [review(1, 4)],
  meta: { current_page: 1, per_page: 10, total: count, last_page: 1 },
  summary: { average: 4, count, distribution: [0, 0, 0, count, 0] },
})

beforeEach(() => publishSession({ user: makeUser('student'), isLoggedIn: true, isLoading: false }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  publishSession({ user: null, isLoggedIn: false })
})

describe('the course page', () => {
  it('moves the header count with the reviews section when a review is posted', async () => {
    let count = 8
    let mine: CourseReview | null = null
    installFakeApi({
      'GET /api/public/courses/excel': { body: { data: course } },
      'GET /api/public/courses/7/reviews': () => ({ body: page(count) }),
      'GET /api/courses/7/review': () => ({ body: { data: { review: mine, can_review: true } } }),
      'PUT /api/courses/7/review': () => {
        count = 9
        mine = review(2, 5)
        return { body: { data: mine } }
      },
      'GET /api/learn/excel': { body: { data: { enrolled: true, progress_percent: 29 } } },
    })
    await renderWithApp(<CourseDetails slug="excel" title="Corso" />, { path: '/course/excel' })
    const header = await screen.findByText('(8 recensioni)')
    expect(header).toBeTruthy()

    fireEvent.click(await screen.findByRole('radio', { name: '5 stelle su 5' }))
    fireEvent.click(screen.getByRole('button', { name: 'Pubblica la recensione' }))
    await waitFor(() => expect(screen.queryByText('(9 recensioni)')).not.toBeNull())
    expect(screen.queryByText('(8 recensioni)')).toBeNull()
    expect(screen.getAllByText('9 recensioni').length).toBeGreaterThan(0)
  })

  it('shows the level and requirements the studio collects, short lessons in seconds, and "1 stella"', async () => {
    installFakeApi({
      'GET /api/public/courses/excel': { body: { data: course } },
      'GET /api/public/courses/7/reviews': { body: page(8) },
      'GET /api/courses/7/review': { body: { data: { review: null, can_review: true } } },
    })
    await renderWithApp(<CourseDetails slug="excel" title="Corso" />, { path: '/course/excel' })
    expect(await screen.findByText('Livello: Intermedio')).toBeTruthy()
    const requirements = screen.getByRole('region', { name: 'Requisiti' })
    expect(within(requirements).getByText('Un computer con Excel')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Cosa imparerai' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'A chi è rivolto' })).toBeTruthy()
    expect(screen.getByText('5 s')).toBeTruthy()
    expect(screen.getByText('20 s')).toBeTruthy()
    expect(screen.getByText(/2 lezioni · 25 s/)).toBeTruthy()
    expect(await screen.findByRole('radio', { name: '1 stella su 5' })).toBeTruthy()
  })

  it('speaks English on /en', async () => {
    installFakeApi({
      'GET /api/public/courses/excel': { body: { data: course } },
      'GET /api/public/courses/7/reviews': { body: page(1) },
      'GET /api/courses/7/review': { body: { data: { review: null, can_review: true } } },
    })
    await renderWithApp(<CourseDetails slug="excel" title="Course" />, { path: '/en/course/excel' })
    expect(await screen.findByText('Level: Intermediate')).toBeTruthy()
    expect(await screen.findByRole('radio', { name: '1 star out of 5' })).toBeTruthy()
  })
})
