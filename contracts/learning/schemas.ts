/**
 * Payloads of the LEARNING area (SPEC.md §2 "/learn-{slug}", §3 "Lesson note: text", §4 "Lesson:
 * finish, previous, next", §7 lessons get/finish/prev/next/add-note): the course as the player
 * shows it, one lesson with what the viewer may do with it, progress and notes.
 */
import * as v from 'valibot'
import { apiMessage } from '../core/input'

export const LESSON_KINDS = ['video', 'text', 'material'] as const
export type LessonKind = (typeof LESSON_KINDS)[number]

/** A lesson counts as finished once this share of its video has been watched (issue 14). */
export const AUTO_FINISH_SHARE = 0.9
/** How often the player saves the position while a video plays. */
export const PROGRESS_SAVE_SECONDS = 10
/** Longest note; a note is a thought, not a document. */
export const NOTE_MAX_LENGTH = 2000
/** A position beyond a day of video is not a position. */
export const POSITION_MAX_SECONDS = 86_400
/** One save reports at most this much new watching (the player saves every few seconds). */
export const WATCHED_DELTA_MAX_SECONDS = 120

export const OutlineLesson = v.object({
  id: v.number(),
  title: v.string(),
  position: v.number(),
  kind: v.picklist(LESSON_KINDS),
  duration_seconds: v.number(),
  free: v.boolean(),
  /** Finished by the viewer (always false for a visitor). */
  finished: v.boolean(),
  /** The viewer may open it: free, or the course is theirs. */
  open: v.boolean(),
})
export type OutlineLesson = v.InferOutput<typeof OutlineLesson>

/** A file to download with a lesson or a course (the studio's materials). */
export const DownloadableFile = v.object({
  id: v.number(),
  file_name: v.string(),
  mime: v.string(),
  size: v.number(),
  url: v.string(),
})
export type DownloadableFile = v.InferOutput<typeof DownloadableFile>

/** GET /api/learn/:slug: the player's side panel. */
export const CourseOutline = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  trainer_name: v.string(),
  price_cents: v.number(),
  /** The viewer follows the course (enrolled, its trainer, or an admin). */
  enrolled: v.boolean(),
  lessons: v.array(OutlineLesson),
  /** The whole course's materials, for whoever follows it (empty for anyone else). */
  materials: v.array(DownloadableFile),
  /** Finished lessons over all lessons, 0–100, rounded down. */
  progress_percent: v.number(),
  /** Where "continue" goes: the lesson the viewer last worked on, else the first. */
  resume_lesson_id: v.nullable(v.number()),
})
export type CourseOutline = v.InferOutput<typeof CourseOutline>

/** GET /api/lessons/:id: one lesson to play. */
export const Lesson = v.object({
  id: v.number(),
  course_id: v.number(),
  course_slug: v.string(),
  title: v.string(),
  position: v.number(),
  kind: v.picklist(LESSON_KINDS),
  /** A text lesson's text, the description of the others. */
  body: v.string(),
  duration_seconds: v.number(),
  free: v.boolean(),
  /** The HLS playlist (signed, expiring), when the lesson has a video the viewer may watch. */
  video_url: v.nullable(v.string()),
  /** Its WebVTT captions, signed the same way, when the video has some. */
  captions_url: v.nullable(v.string()),
  /** Where playback resumes for the viewer. */
  position_seconds: v.number(),
  finished: v.boolean(),
  /** The viewer follows the course: finishing, progress and notes are theirs to keep. */
  enrolled: v.boolean(),
  prev_id: v.nullable(v.number()),
  next_id: v.nullable(v.number()),
  /** Files to download with the lesson (the studio's materials). */
  materials: v.array(DownloadableFile),
})
export type Lesson = v.InferOutput<typeof Lesson>

/** What finishing a lesson or saving progress answers: where the course stands. */
export const LessonProgress = v.object({
  lesson_id: v.number(),
  finished: v.boolean(),
  position_seconds: v.number(),
  progress_percent: v.number(),
  next_id: v.nullable(v.number()),
  /** Every lesson of the course is finished. */
  course_completed: v.boolean(),
})
export type LessonProgress = v.InferOutput<typeof LessonProgress>

export const LessonNote = v.object({
  id: v.number(),
  lesson_id: v.number(),
  text: v.string(),
  /** The video time the note was taken at, in seconds. */
  at_seconds: v.nullable(v.number()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type LessonNote = v.InferOutput<typeof LessonNote>

// ---------------------------------------------------------------------------------------------
// Inputs

export const learningApiMessages = {
  postText: {
    it: 'Il messaggio non può essere vuoto e ha al massimo 4000 caratteri.',
    en: 'The message cannot be empty and has at most 4000 characters.',
  },
  noteText: {
    it: `La nota non può essere vuota e ha al massimo ${NOTE_MAX_LENGTH} caratteri.`,
    en: `The note cannot be empty and has at most ${NOTE_MAX_LENGTH} characters.`,
  },
  atSeconds: {
    it: `Il momento del video è un numero di secondi tra 0 e ${POSITION_MAX_SECONDS}.`,
    en: `The video time is a number of seconds between 0 and ${POSITION_MAX_SECONDS}.`,
  },
  position: {
    it: `La posizione è un numero di secondi tra 0 e ${POSITION_MAX_SECONDS}.`,
    en: `The position is a number of seconds between 0 and ${POSITION_MAX_SECONDS}.`,
  },
  watched: {
    it: `I secondi guardati sono un numero tra 0 e ${WATCHED_DELTA_MAX_SECONDS}.`,
    en: `The seconds watched are a number between 0 and ${WATCHED_DELTA_MAX_SECONDS}.`,
  },
} as const
const m = learningApiMessages

const seconds = (max: number, message: Record<'it' | 'en', string>) =>
  v.pipe(
    v.number(apiMessage(message)),
    v.integer(apiMessage(message)),
    v.minValue(0, apiMessage(message)),
    v.maxValue(max, apiMessage(message)),
  )

const noteText = v.pipe(
  v.string(apiMessage(m.noteText)),
  v.trim(),
  v.minLength(1, apiMessage(m.noteText)),
  v.maxLength(NOTE_MAX_LENGTH, apiMessage(m.noteText)),
)

export const NoteBody = v.object({
  text: noteText,
  at_seconds: v.optional(v.nullable(seconds(POSITION_MAX_SECONDS, m.atSeconds)), null),
})
export type NoteBody = v.InferOutput<typeof NoteBody>

export const NoteUpdateBody = v.object({ text: noteText })
export type NoteUpdateBody = v.InferOutput<typeof NoteUpdateBody>

/** PUT /api/lessons/:id/progress: where playback is, and how much was watched since the last save. */
export const ProgressBody = v.object({
  position_seconds: seconds(POSITION_MAX_SECONDS, m.position),
  watched_seconds: v.optional(seconds(WATCHED_DELTA_MAX_SECONDS, m.watched), 0),
})
export type ProgressBody = v.InferOutput<typeof ProgressBody>

// ---------------------------------------------------------------------------------------------
// The learner's own pages (/myprogress) and certificates

/** Weeks of learning time /myprogress charts, the current one last. */
export const LEARNING_WEEKS = 12

export const MyCourseProgress = v.object({
  course_id: v.number(),
  slug: v.string(),
  title: v.string(),
  cover_url: v.nullable(v.string()),
  lessons_total: v.number(),
  lessons_finished: v.number(),
  progress_percent: v.number(),
  /** The lesson worked on last, and when; null before any. */
  last_lesson: v.nullable(v.object({ id: v.number(), title: v.string(), at: v.string() })),
  /** Every lesson finished: the certificate can be downloaded. */
  completed: v.boolean(),
})
export type MyCourseProgress = v.InferOutput<typeof MyCourseProgress>

export const LearningWeek = v.object({
  /** Monday of the ISO week (UTC), YYYY-MM-DD. */
  week: v.string(),
  seconds: v.number(),
})
export type LearningWeek = v.InferOutput<typeof LearningWeek>

/** GET /api/my/progress. */
export const MyProgress = v.object({
  courses: v.array(MyCourseProgress),
  /** The last LEARNING_WEEKS weeks, oldest first, weeks without learning as 0. */
  weeks: v.array(LearningWeek),
})
export type MyProgress = v.InferOutput<typeof MyProgress>

/** GET /api/my/products (/myproducts): the courses and the extra features the caller owns. */
export const MyProducts = v.object({
  courses: v.array(
    v.object({
      course_id: v.number(),
      slug: v.string(),
      title: v.string(),
      cover_url: v.nullable(v.string()),
      /** When the course became the caller's. */
      since: v.string(),
      /** Paid for (false: a free course, or a free enrolment). */
      paid: v.boolean(),
      progress_percent: v.number(),
    }),
  ),
  features: v.array(
    v.object({
      flag: v.string(),
      title: v.string(),
      description: v.string(),
    }),
  ),
})
export type MyProducts = v.InferOutput<typeof MyProducts>

/** GET /api/public/certificates/:code: what a certificate states, for whoever checks it. */
export const CertificateCheck = v.object({
  code: v.string(),
  learner_name: v.string(),
  course_title: v.string(),
  trainer_name: v.string(),
  /** Whole hours, rounded up: kept for older clients; duration_seconds is the real length. */
  hours: v.number(),
  duration_seconds: v.number(),
  issued_at: v.string(),
})
export type CertificateCheck = v.InferOutput<typeof CertificateCheck>

/** The code printed on a certificate: 12 characters of an alphabet without look-alikes. */
export const CERTIFICATE_CODE = /^[A-HJ-NP-Z2-9]{12}$/

// ---------------------------------------------------------------------------------------------
// Course posts: questions and answers among a course's learners and its trainer

export const POST_MAX_LENGTH = 4000

export const CoursePostAuthor = v.object({
  id: v.number(),
  full_name: v.string(),
  /** The course's trainer answers as such. */
  is_trainer: v.boolean(),
})

export const CourseAnswer = v.object({
  id: v.number(),
  text: v.string(),
  author: CoursePostAuthor,
  created_at: v.string(),
  /** The caller wrote it (and may delete it). */
  mine: v.boolean(),
})
export type CourseAnswer = v.InferOutput<typeof CourseAnswer>

/** A question with its answers, oldest answer first. */
export const CourseQuestion = v.object({
  ...CourseAnswer.entries,
  answers: v.array(CourseAnswer),
})
export type CourseQuestion = v.InferOutput<typeof CourseQuestion>

export const CoursePostBody = v.object({
  text: v.pipe(
    v.string(apiMessage(learningApiMessages.postText)),
    v.trim(),
    v.minLength(1, apiMessage(learningApiMessages.postText)),
    v.maxLength(POST_MAX_LENGTH, apiMessage(learningApiMessages.postText)),
  ),
})
export type CoursePostBody = v.InferOutput<typeof CoursePostBody>
