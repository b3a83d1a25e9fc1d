/** Issue 35: the end of a course asks for a review only while there is none, and leads to the trainer's other courses. */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProfileCourse } from '../../../../contracts/profiles/profile'
import { renderWithApp } from '../../../shared/testing/render'
import { otherCoursesThan, type CourseEnd } from '../api'
import { CourseCompletedView } from './course-completed'

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
