/** Lessons and answers the lesson player's tests play with: a course of three, and a free preview. */
import type { Lesson, LessonProgress } from '../../contracts/learning/schemas'

const base: Lesson = {
  id: 1,
  course_id: 7,
  course_slug: 'corso-di-prova',
  title: 'Introduzione',
  position: 1,
  kind: 'video',
  body: '',
  duration_seconds: 600,
  free: true,
  video_url: null,
  captions_url: null,
  position_seconds: 0,
  finished: false,
  enrolled: true,
  prev_id: null,
  next_id: 2,
  materials: [],
}

export const firstLesson: Lesson = base
export const middleLesson: Lesson = {
  ...base,
  id: 2,
  title: 'Sviluppo',
  position: 2,
  kind: 'text',
  free: false,
  prev_id: 1,
  next_id: 3,
}
export const lastLesson: Lesson = {
  ...base,
  id: 3,
  title: 'Conclusioni',
  position: 3,
  kind: 'material',
  free: false,
  prev_id: 2,
  next_id: null,
}
/** The free preview as a visitor sees it: nothing of theirs to keep. */
export const freePreview: Lesson = { ...base, enrolled: false }

export const progressHalfway: LessonProgress = {
  lesson_id: 1,
  finished: true,
  position_seconds: 0,
  progress_percent: 33,
  next_id: 2,
  course_completed: false,
}
export const progressComplete: LessonProgress = {
  ...progressHalfway,
  lesson_id: 3,
  progress_percent: 100,
  next_id: null,
  course_completed: true,
}

export const unauthenticated = { status: 401, data: { message: 'Unauthenticated.' } }
export const notEnrolled = {
  status: 403,
  data: { message: 'Questa lezione è riservata agli iscritti al corso.' },
}
export const serverError = { status: 500, data: { message: 'Server Error' } }
