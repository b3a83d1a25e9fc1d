/**
 * Typed calls of the lesson player and the certificate check (contracts/learning/endpoints.ts). The
 * learner's lists (/myprogress, /mypurchases, /myproducts, /myfavorites) have theirs in
 * ./lists-api.ts: the orders' and favourites' calls are not the player's to load (DESIGN.md §7).
 */
import { fillPath } from '../../../contracts/core/endpoint'
import { getCourse } from '../../../contracts/courses/endpoints'
import { getMyCourseReview } from '../../../contracts/courses/reviews'
import {
  addLessonNote,
  answerCourseQuestion,
  askCourseQuestion,
  deleteCoursePost,
  listCourseQuestions,
  deleteLessonNote,
  finishLesson,
  getCourseOutline,
  getLesson,
  listLessonNotes,
  saveLessonProgress,
  updateLessonNote,
  courseCertificate,
  verifyCertificate,
} from '../../../contracts/learning/endpoints'
import type { ProfileCourse } from '../../../contracts/profiles/profile'
import type { PersonRef } from '../../../contracts/core/person'
import { call } from '../../shared/api'

export const fetchOutline = ({ slug }: { slug: string }, signal: AbortSignal) =>
  call(getCourseOutline, { params: { slug } }, { signal })

export const fetchLesson = (lessonId: number, signal: AbortSignal) =>
  call(getLesson, { params: { id: lessonId } }, { signal })

export const finish = (lessonId: number, signal: AbortSignal) =>
  call(finishLesson, { params: { id: lessonId } }, { signal })

export const saveProgress = (lessonId: number, position: number, watched: number) =>
  call(saveLessonProgress, {
    params: { id: lessonId },
    body: { position_seconds: position, watched_seconds: watched },
  })

export const fetchNotes = ({ lessonId }: { lessonId: number }, signal: AbortSignal) =>
  call(listLessonNotes, { params: { id: lessonId } }, { signal })

export const addNote = (lessonId: number, text: string, atSeconds: number | null) =>
  call(addLessonNote, { params: { id: lessonId }, body: { text, at_seconds: atSeconds } })

export const editNote = (noteId: number, text: string) =>
  call(updateLessonNote, { params: { id: noteId }, body: { text } })

export const removeNote = (noteId: number) => call(deleteLessonNote, { params: { id: noteId } })

export const fetchQuestions = ({ courseId }: { courseId: number }, signal: AbortSignal) =>
  call(listCourseQuestions, { params: { id: courseId }, query: { page: 1, perPage: 20 } }, { signal })

export const askQuestion = (courseId: number, text: string) =>
  call(askCourseQuestion, { params: { id: courseId }, body: { text } })

export const answerQuestion = (questionId: number, text: string) =>
  call(answerCourseQuestion, { params: { id: questionId }, body: { text } })

export const removePost = (postId: number) => call(deleteCoursePost, { params: { id: postId } })

export const fetchCertificateCheck = ({ code }: { code: string }, signal: AbortSignal) =>
  call(verifyCertificate, { params: { code } }, { signal })

/** The certificate of a completed course (a PDF the browser downloads). */
export const certificateUrl = (courseId: number) => fillPath(courseCertificate.path, { id: courseId })

/** What the end of a course offers besides the certificate (issue 35). */
export interface CourseEnd {
  /** Whether to ask for a review: the learner may write one and has not yet. */
  askReview: boolean
  trainer: PersonRef
  /** The trainer's other published courses (this one left out). */
  otherCourses: ProfileCourse[]
}

/** The trainer's courses but this one. */
export const otherCoursesThan = (courses: readonly ProfileCourse[], courseId: number): ProfileCourse[] =>
  courses.filter((course) => course.id !== courseId)

/**
 * The learner's review of the course (none yet: ask for one), the course's trainer and their
 * other courses from the trainer's profile (none when the profile hides them or cannot be read).
 * The profile's call comes with the profile's payloads (contracts/profiles/view-endpoints.ts), which
 * only the course's end needs: fetched here, beside the first two calls, not with the player
 * (DESIGN.md §7: the player's route until idle).
 */
export async function fetchCourseEnd(
  { courseId, slug }: { courseId: number; slug: string },
  signal: AbortSignal,
): Promise<CourseEnd> {
  const profiles = import('../../../contracts/profiles/view-endpoints')
  // a failed fetch of the module is read below (no other courses), not an unhandled rejection
  profiles.catch(() => undefined)
  const [mine, course] = await Promise.all([
    call(getMyCourseReview, { params: { id: courseId } }, { signal }),
    call(getCourse, { params: { slug } }, { signal }),
  ])
  const profile = await profiles
    .then(({ getProfileBySlug }) =>
      call(getProfileBySlug, { params: { slug: course.trainer.slug } }, { signal }),
    )
    .catch(() => null)
  return {
    askReview: mine.can_review && mine.review === null,
    trainer: course.trainer,
    otherCourses: otherCoursesThan(profile?.courses ?? [], courseId),
  }
}
