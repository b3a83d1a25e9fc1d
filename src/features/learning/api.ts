/** Typed calls of the lesson player (contracts/learning/endpoints.ts). */
import { listFavoriteCourses } from '../../../contracts/courses/endpoints'
import { listOrders } from '../../../contracts/payments/endpoints'
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
  getMyProducts,
  getMyProgress,
  listLessonNotes,
  saveLessonProgress,
  updateLessonNote,
  verifyCertificate,
} from '../../../contracts/learning/endpoints'
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

export const fetchMyProgress = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(getMyProgress, {}, { signal })

export const fetchMyOrders = ({ page }: { page: number }, signal: AbortSignal) =>
  call(listOrders, { query: { page, perPage: 20 } }, { signal })

export const fetchMyFavorites = ({ page }: { page: number }, signal: AbortSignal) =>
  call(listFavoriteCourses, { query: { page, perPage: 12 } }, { signal })

export const fetchQuestions = ({ courseId }: { courseId: number }, signal: AbortSignal) =>
  call(listCourseQuestions, { params: { id: courseId }, query: { page: 1, perPage: 20 } }, { signal })

export const askQuestion = (courseId: number, text: string) =>
  call(askCourseQuestion, { params: { id: courseId }, body: { text } })

export const answerQuestion = (questionId: number, text: string) =>
  call(answerCourseQuestion, { params: { id: questionId }, body: { text } })

export const removePost = (postId: number) => call(deleteCoursePost, { params: { id: postId } })

export const fetchCertificateCheck = ({ code }: { code: string }, signal: AbortSignal) =>
  call(verifyCertificate, { params: { code } }, { signal })

export const fetchMyProducts = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(getMyProducts, {}, { signal })
