/**
 * The LEARNING area's calls (SPEC.md §4 "Lesson: finish, previous, next", §7 lessons get, finish,
 * prev, next, add-note). Opening a lesson is public: a free preview plays for anyone, the rest for
 * those who follow the course (401 for a visitor, 403 for a user who does not follow it).
 */
import * as v from 'valibot'
import { data, endpoint, paginated, schemaOf } from '../core/endpoint'
import { apiMessage, inputRules, PageQuery } from '../core/input'
import { courseSchemasFor } from '../courses'
import { ID_MAX } from '../core/constants'
import {
  CERTIFICATE_CODE,
  CertificateCheck,
  CourseAnswer,
  CourseOutline,
  CoursePostBody,
  CourseQuestion,
  Lesson,
  LessonNote,
  LessonProgress,
  MyProducts,
  MyProgress,
  NoteBody,
  NoteUpdateBody,
  ProgressBody,
} from './schemas'

const tag = 'learning'
const { positiveInteger } = inputRules()
const IdParams = v.object({ id: positiveInteger('id', ID_MAX) })

export const getCourseOutline = endpoint({
  method: 'GET',
  path: '/api/learn/:slug',
  auth: 'public',
  tag,
  summary: "A published course as the lesson player shows it: its lessons, the viewer's ticks and progress",
  params: schemaOf(courseSchemasFor, 'CourseSlugParams'),
  response: data(CourseOutline),
  errors: [404],
})

export const getLesson = endpoint({
  method: 'GET',
  path: '/api/lessons/:id',
  auth: 'public',
  tag,
  summary: 'One lesson to play: free previews for anyone, the rest for those who follow the course',
  params: IdParams,
  response: data(Lesson),
  errors: [401, 403, 404],
})

export const getNextLesson = endpoint({
  method: 'GET',
  path: '/api/lessons/:id/next',
  auth: 'public',
  tag,
  summary: 'The lesson after this one (404 after the last)',
  params: IdParams,
  response: data(Lesson),
  errors: [401, 403, 404],
})

export const getPreviousLesson = endpoint({
  method: 'GET',
  path: '/api/lessons/:id/prev',
  auth: 'public',
  tag,
  summary: 'The lesson before this one (404 before the first)',
  params: IdParams,
  response: data(Lesson),
  errors: [401, 403, 404],
})

export const finishLesson = endpoint({
  method: 'POST',
  path: '/api/lessons/:id/finish',
  auth: 'user',
  tag,
  summary: 'Marks a lesson finished for the caller; answers where the course stands',
  params: IdParams,
  response: data(LessonProgress),
  errors: [403, 404],
})

export const saveLessonProgress = endpoint({
  method: 'PUT',
  path: '/api/lessons/:id/progress',
  auth: 'user',
  tag,
  summary:
    'Saves where playback is and the seconds watched since the last save; a lesson 90% watched is finished',
  params: IdParams,
  body: ProgressBody,
  response: data(LessonProgress),
  errors: [403, 404],
})

export const listLessonNotes = endpoint({
  method: 'GET',
  path: '/api/lessons/:id/notes',
  auth: 'user',
  tag,
  summary: "The caller's notes on a lesson, oldest first",
  params: IdParams,
  response: data(v.array(LessonNote)),
  errors: [403, 404],
})

export const addLessonNote = endpoint({
  method: 'POST',
  path: '/api/lessons/:id/notes',
  auth: 'user',
  tag,
  summary: 'Adds a note to a lesson, with the video time it was taken at',
  params: IdParams,
  body: NoteBody,
  response: data(LessonNote),
  status: 201,
  errors: [403, 404],
})

export const updateLessonNote = endpoint({
  method: 'PUT',
  path: '/api/notes/:id',
  auth: 'owner',
  tag,
  summary: "Changes the text of one of the caller's notes",
  params: IdParams,
  body: NoteUpdateBody,
  response: data(LessonNote),
  errors: [404],
})

export const deleteLessonNote = endpoint({
  method: 'DELETE',
  path: '/api/notes/:id',
  auth: 'owner',
  tag,
  summary: "Deletes one of the caller's notes",
  params: IdParams,
  status: 204,
  errors: [404],
})

// ---------------------------------------------------------------------------------------------
// The learner's own pages and certificates

export const getMyProgress = endpoint({
  method: 'GET',
  path: '/api/my/progress',
  auth: 'user',
  tag,
  summary: "The caller's courses with their progress and last lesson, and learning time per week",
  response: data(MyProgress),
})

export const getMyProducts = endpoint({
  method: 'GET',
  path: '/api/my/products',
  auth: 'user',
  tag,
  summary: 'The courses (bought or free) and the extra features the caller owns, the newest course first',
  response: data(MyProducts),
})

export const courseCertificate = endpoint({
  method: 'GET',
  path: '/api/courses/:id/certificate',
  auth: 'user',
  tag,
  summary: "The caller's certificate of a course they finished, as PDF (403 before every lesson is finished)",
  params: IdParams,
  contentType: 'application/pdf',
  errors: [403, 404],
})

const CodeParams = v.object({
  code: v.pipe(
    v.string(),
    v.regex(
      CERTIFICATE_CODE,
      apiMessage({
        it: 'Il codice di verifica ha 12 caratteri (lettere e cifre).',
        en: 'The verification code has 12 characters (letters and digits).',
      }),
    ),
  ),
})

export const verifyCertificate = endpoint({
  method: 'GET',
  path: '/api/public/certificates/:code',
  auth: 'public',
  tag,
  summary: 'What the certificate with this verification code states (404 for an unknown code)',
  params: CodeParams,
  response: data(CertificateCheck),
  errors: [404],
})

// ---------------------------------------------------------------------------------------------
// Course posts (SPEC.md §7 "Courses: post"): questions and answers of a course's learners and trainer

export const listCourseQuestions = endpoint({
  method: 'GET',
  path: '/api/courses/:id/posts',
  auth: 'user',
  tag,
  summary: "A course's questions, newest first, each with its answers (for its learners and trainer)",
  params: IdParams,
  query: PageQuery,
  response: paginated(CourseQuestion),
  errors: [403, 404],
})

export const askCourseQuestion = endpoint({
  method: 'POST',
  path: '/api/courses/:id/posts',
  auth: 'user',
  tag,
  summary: 'Asks a question in a course the caller follows or teaches',
  params: IdParams,
  body: CoursePostBody,
  response: data(CourseQuestion),
  status: 201,
  errors: [403, 404],
})

export const answerCourseQuestion = endpoint({
  method: 'POST',
  path: '/api/posts/:id/answers',
  auth: 'user',
  tag,
  summary: 'Answers a question of a course the caller follows or teaches',
  params: IdParams,
  body: CoursePostBody,
  response: data(CourseAnswer),
  status: 201,
  errors: [403, 404],
})

export const deleteCoursePost = endpoint({
  method: 'DELETE',
  path: '/api/posts/:id',
  auth: 'owner',
  tag,
  summary: "Deletes one of the caller's questions (with its answers) or answers",
  params: IdParams,
  status: 204,
  errors: [404],
})
