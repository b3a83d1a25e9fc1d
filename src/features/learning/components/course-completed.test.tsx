/**
 * The player's sections below a lesson. Issue 35: the end of a course asks for a review only while
 * there is none, and leads to the trainer's other courses. Issue 34: notes and questions.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CourseQuestion, LessonNote } from '../../../../contracts/learning/schemas'
import type { ProfileCourse } from '../../../../contracts/profiles/profile'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { otherCoursesThan, type CourseEnd } from '../api'
import { CourseCompletedView } from './course-completed'
import { CourseQuestions } from './course-questions'
import { LessonNotes } from './lesson-notes'

afterEach(cleanup)

const course = (id: number, title: string): ProfileCourse => ({
  id,
  slug: `corso-${id}`,
  title,
  subtitle: '',
  language: 'it',
  cover_url: null,
  price_cents: 0,
  average_reviews: 0,
  review_number: 0,
  enrolments_count: 0,
})
const trainer = { id: 3, slug: 'marco-bianchi', full_name: 'Marco Bianchi', avatar_url: null }
const end = (askReview: boolean, otherCourses: ProfileCourse[]): CourseEnd => ({
  askReview,
  trainer,
  otherCourses,
})
const reviewLink = () => screen.queryByRole('link', { name: 'Lascia una recensione del corso' })

describe('the end of a course', () => {
  it('offers the certificate and a review while the learner has not reviewed the course', async () => {
    await renderWithApp(<CourseCompletedView courseId={7} slug="excel" end={end(true, [])} />)
    expect(screen.getByRole('link', { name: 'Scarica il certificato (PDF)' }).getAttribute('href')).toBe(
      '/api/courses/7/certificate',
    )
    expect(reviewLink()?.getAttribute('href')).toBe('/course/excel')
  })

  it('does not ask again once the course is reviewed', async () => {
    await renderWithApp(<CourseCompletedView courseId={7} slug="excel" end={end(false, [])} />)
    expect(reviewLink()).toBeNull()
    expect(screen.getByRole('link', { name: 'Scarica il certificato (PDF)' })).toBeTruthy()
  })

  it('still asks when what the learner wrote could not be read, and waits while it loads', async () => {
    await renderWithApp(<CourseCompletedView courseId={7} slug="excel" end={null} />)
    expect(reviewLink()).not.toBeNull()
    cleanup()
    await renderWithApp(<CourseCompletedView courseId={7} slug="excel" end={undefined} />)
    expect(reviewLink()).toBeNull()
  })

  it('lists the trainer’s other courses, in English too, and leaves the section out when there are none', async () => {
    const others = otherCoursesThan([course(7, 'Excel'), course(8, 'Power BI'), course(9, 'SQL')], 7)
    expect(others.map((item) => item.id)).toEqual([8, 9])
    await renderWithApp(<CourseCompletedView courseId={7} slug="excel" end={end(true, others)} />)
    const section = screen.getByRole('region', { name: 'Altri corsi di Marco Bianchi' })
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/course/corso-8', '/course/corso-9'])
    expect(within(section).queryByText('Excel')).toBeNull()
    cleanup()
    await renderWithApp(<CourseCompletedView courseId={7} slug="excel" end={end(false, others)} />, {
      path: '/en/learn-excel',
    })
    expect(screen.getByRole('region', { name: 'More courses by Marco Bianchi' })).toBeTruthy()
    expect(screen.getByText('You have completed the course. Congratulations!')).toBeTruthy()
    cleanup()
    await renderWithApp(<CourseCompletedView courseId={7} slug="excel" end={end(true, [])} />)
    expect(screen.queryByRole('region')).toBeNull()
  })
})

/** Issue 34: the notes and the questions under a lesson read their machines; each failure shows under its form. */
describe('a lesson’s notes', () => {
  afterEach(() => vi.unstubAllGlobals())
  const note: LessonNote = {
    id: 31,
    lesson_id: 7,
    text: 'Ripassare i costi fissi',
    at_seconds: 95,
    created_at: '2026-11-29T18:00:00.000Z',
    updated_at: '2026-11-29T18:00:00.000Z',
  }

  it('keeps the text with the server’s message when refused, clears it once saved, and says when a delete failed', async () => {
    let notes: LessonNote[] = []
    let refuse = true
    const api = installFakeApi({
      'GET /api/lessons/7/notes': () => ({ body: { data: notes } }),
      'POST /api/lessons/7/notes': () => {
        if (refuse)
          return {
            status: 422,
            body: { message: 'Dati non validi', errors: { text: ['Nota troppo lunga.'] } },
          }
        notes = [note]
        return { status: 201, body: { data: note } }
      },
      'DELETE /api/notes/31': { status: 503, body: { message: 'Service Unavailable' } },
    })
    const jumps: number[] = []
    await renderWithApp(
      <LessonNotes
        lessonId={7}
        currentTime={() => 95.4}
        onJump={(at) => jumps.push(at)}
        label="Le tue note"
      />,
    )
    expect(await screen.findByText('Non hai ancora preso note su questa lezione.')).toBeTruthy()
    const field = screen.getByLabelText('Nuova nota')
    fireEvent.change(field, { target: { value: 'Ripassare i costi fissi' } })
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi nota' }))
    expect(await screen.findByText('Nota troppo lunga.')).toBeTruthy()
    expect((field as HTMLTextAreaElement).value).toBe('Ripassare i costi fissi')

    refuse = false
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi nota' }))
    expect(await screen.findByText('Ripassare i costi fissi')).toBeTruthy()
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''))
    expect(screen.queryByText('Nota troppo lunga.')).toBeNull()
    expect(api.calls('POST /api/lessons/7/notes').at(-1)?.body).toEqual({
      text: 'Ripassare i costi fissi',
      at_seconds: 95,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Vai a 1:35' }))
    expect(jumps).toEqual([95])

    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile salvare la nota.')
    expect(screen.getByText('Ripassare i costi fissi')).toBeTruthy()
  })
})

describe('a course’s questions', () => {
  afterEach(() => vi.unstubAllGlobals())
  const author = { id: 5, full_name: 'Giulia Bianchi', is_trainer: false }
  const question = (id: number, text: string): CourseQuestion => ({
    id,
    text,
    author,
    created_at: '2026-11-29T18:00:00.000Z',
    mine: true,
    answers: [],
  })
  const page = (data: CourseQuestion[]) => ({
    data,
    meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 },
  })

  it('asks a question and lists it, and says in English when one’s own could not be deleted', async () => {
    let questions = [question(61, 'Serve Excel 365?')]
    installFakeApi({
      'GET /api/courses/8/posts': () => ({ body: page(questions) }),
      'POST /api/courses/8/posts': (request) => {
        const asked = question(62, (request.body as { text: string }).text)
        questions = [asked, ...questions]
        return { status: 201, body: { data: asked } }
      },
      'DELETE /api/posts/61': { status: 500, body: { message: 'Server Error' } },
    })
    await renderWithApp(<CourseQuestions courseId={8} />, { path: '/en/learn-excel' })
    expect(await screen.findByText('Serve Excel 365?')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'E il 2019?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }))
    expect(await screen.findByText('E il 2019?')).toBeTruthy()
    await waitFor(() =>
      expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe(''),
    )

    const first = screen.getByText('Serve Excel 365?').closest('li')!
    fireEvent.click(within(first).getAllByRole('button', { name: 'Delete' })[0])
    expect((await within(first).findByRole('alert')).textContent).toBe('The message could not be deleted.')
  })
})
