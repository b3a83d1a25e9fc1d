import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CourseDetail } from '../../../../contracts/courses/schemas'
import type { CourseReview } from '../../../../contracts/courses/reviews'
import { makeUser } from '../../../../machines/guards/fixtures'
import { publishSession } from '../../../session/session-store'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import { installFakeApi } from '../../../shared/testing/fake-api'
import type { PageProps } from '../../../shared/lib/routing'
import { renderWithApp } from '../../../shared/testing/render'
import { CourseDetails } from './course-data'
import { CoursesPage } from './courses-page'

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

describe('the course page', { timeout: 15_000 }, () => {
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

  it('adds the next page of reviews on "more", again after a failure, and offers no more past the last', async () => {
    let calls = 0
    installFakeApi({
      'GET /api/public/courses/excel': { body: { data: course } },
      'GET /api/public/courses/7/reviews': () => {
        calls += 1
        // the second page fails twice (the client asks a GET again once)
        if (calls === 2 || calls === 3) return { status: 503, body: { message: 'Non disponibile' } }
        return calls === 1
          ? { body: { ...page(12), meta: { current_page: 1, per_page: 10, total: 12, last_page: 2 } } }
          : {
              body: {
                ...page(12),
                data: [{ ...review(11, 3), text: 'Discreto.' }],
                meta: { current_page: 2, per_page: 10, total: 12, last_page: 2 },
              },
            }
      },
      'GET /api/courses/7/review': { body: { data: { review: null, can_review: false } } },
    })
    await renderWithApp(<CourseDetails slug="excel" title="Corso" />, { path: '/course/excel' })
    expect(await screen.findByText('Solo chi è iscritto al corso può recensirlo.')).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Mostra altre recensioni' }))
    expect(await screen.findByText('Non è stato possibile caricare altre recensioni. Riprova.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Mostra altre recensioni' }))
    expect(await screen.findByText('Discreto.')).toBeTruthy()
    expect(screen.queryByText('Non è stato possibile caricare altre recensioni. Riprova.')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Mostra altre recensioni' })).toBeNull()
    expect(
      within(screen.getByRole('list', { name: 'Recensioni degli studenti' })).getAllByRole('listitem'),
    ).toHaveLength(2)
  })
})

describe('the catalogue', { timeout: 15_000 }, () => {
  it("asks the list for the URL's filters and page, keeps them in the page links, and asks again when the URL changes", async () => {
    const summary = { ...course, lessons: undefined, description: undefined }
    const { requests } = installFakeApi({
      'GET /api/public/courses': {
        body: { data: [summary], meta: { current_page: 2, per_page: 10, total: 13, last_page: 2 } },
      },
      'GET /api/public/categories': {
        body: { data: [{ id: 1, slug: 'office', name: { it: 'Ufficio', en: 'Office' } }] },
      },
    })
    const asked = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/public/courses')
        .map((url) => Object.fromEntries(url.searchParams))
    flowRecorder.clear()
    const { location } = await renderWithApp(<CoursesPage {...({ title: 'Corsi' } as PageProps)} />, {
      path: '/courses?category=office&free=1&rating=4&page=2&sort=nonsense',
    })
    expect(await screen.findByText('13 corsi', {}, { timeout: 5000 })).toBeTruthy()
    // an order the API does not know is left out; numbers go as numbers
    expect(asked()).toEqual([{ page: '2', perPage: '10', category: 'office', free: '1', rating: '4' }])
    const back = screen.getByRole('link', { name: /1/ })
    expect(back.getAttribute('href')).toBe('/courses?category=office&free=1&rating=4')
    // the categories arrive: the URL's stays selected
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ufficio' })).toBeTruthy())
    expect((screen.getByLabelText('Categoria') as HTMLSelectElement).value).toBe('office')

    fireEvent.change(screen.getByLabelText('Ordina per'), { target: { value: 'price_asc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filtra' }))
    await waitFor(() => expect(asked()).toHaveLength(2))
    expect(asked()[1]).toEqual({
      page: '1',
      perPage: '10',
      category: 'office',
      free: '1',
      rating: '4',
      sort: 'price_asc',
    })
    expect(location.history.at(-1)).toMatch(/sort=price_asc/)
    expect(requests.length).toBeGreaterThan(0)
    // the trace a user sends holds the filter change: the list machine's event with the new query
    const synced = flowRecorder
      .steps()
      .filter((step) => step.machine === 'listQuery' && step.event.type === 'list.sync')
      .map((step) => (step.event as { query?: Record<string, string> }).query)
    expect(synced.at(-1)).toMatchObject({ category: 'office', sort: 'price_asc' })
  })
})
