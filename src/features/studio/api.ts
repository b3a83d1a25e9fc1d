/** Typed calls of the instructor's studio (contracts/studio/endpoints.ts). */
import { listCategories } from '../../../contracts/courses/endpoints'
import {
  approveCourse,
  completeLessonVideo,
  createCourseCoupon,
  createStudioCourse,
  deleteCourseCoupon,
  deleteCourseCover,
  createStudioLesson,
  deleteLessonMaterial,
  deletePromoVideo,
  deleteStudioLesson,
  getLessonVideo,
  getPromoVideo,
  getStudioCourse,
  getStudioEarnings,
  getUploadQuota,
  listCourseCoupons,
  listReviewQueue,
  listStudioCourses,
  rejectCourse,
  orderStudioLessons,
  retryLessonVideo,
  retryPromoVideo,
  submitStudioCourse,
  unpublishStudioCourse,
  updateStudioCourse,
  uploadCourseCover,
  updateStudioLesson,
  uploadCourseMaterial,
  uploadLessonMaterial,
} from '../../../contracts/studio/endpoints'
import { fillPath } from '../../../contracts/core/endpoint'
import type {
  CreateCouponBody,
  Material,
  StudioCourse,
  UpdateCourseBody,
  VideoTarget,
} from '../../../contracts/studio/schemas'
import { call, sendForm } from '../../shared/api'

export const fetchCategories = (_params: Record<string, never>, signal: AbortSignal) =>
  call(listCategories, {}, { signal })

export const fetchUploadQuota = (_params: Record<string, unknown>, signal: AbortSignal) =>
  call(getUploadQuota, {}, { signal })

export const fetchMyCourses = (_params: Record<string, never>, signal: AbortSignal) =>
  call(listStudioCourses, {}, { signal })

export const fetchStudioCourse = ({ id }: { id: number }, signal: AbortSignal) =>
  call(getStudioCourse, { params: { id } }, { signal })

export const createCourse = (title: string, categoryId: number) =>
  call(createStudioCourse, { body: { title, category_id: categoryId } })

export const saveCourse = (id: number, body: UpdateCourseBody) =>
  call(updateStudioCourse, { params: { id }, body })

export const submitCourse = (id: number) => call(submitStudioCourse, { params: { id } })
export const unpublishCourse = (id: number) => call(unpublishStudioCourse, { params: { id } })

export const fetchReviewQueue = (_params: Record<string, never>, signal: AbortSignal) =>
  call(listReviewQueue, {}, { signal })
export const approve = (id: number) => call(approveCourse, { params: { id } })
export const reject = (id: number, reason: string) => call(rejectCourse, { params: { id }, body: { reason } })

export const addLesson = (courseId: number, title: string) =>
  call(createStudioLesson, { params: { id: courseId }, body: { title } })

export const saveLesson = (
  id: number,
  body: { title?: string; free?: boolean; kind?: 'video' | 'text' | 'material'; body?: string },
) => call(updateStudioLesson, { params: { id }, body })

export const removeLesson = (id: number) => call(deleteStudioLesson, { params: { id } })

export const orderLessons = (courseId: number, ids: number[]) =>
  call(orderStudioLessons, { params: { id: courseId }, body: { ids } })

/** A lesson's video state, or a course's presentation video's. */
export const fetchVideo = (target: VideoTarget, signal?: AbortSignal) =>
  call(target.kind === 'lesson' ? getLessonVideo : getPromoVideo, { params: { id: target.id } }, { signal })

export const completeVideo = (lessonId: number) => call(completeLessonVideo, { params: { id: lessonId } })
export const retryVideo = (target: VideoTarget) =>
  call(target.kind === 'lesson' ? retryLessonVideo : retryPromoVideo, { params: { id: target.id } })
export const removePromoVideo = (courseId: number) => call(deletePromoVideo, { params: { id: courseId } })

export const fetchEarnings = (_params: Record<string, never>, signal: AbortSignal) =>
  call(getStudioEarnings, {}, { signal })

/** Sends one file as multipart `file` through the client's sendForm (the same headers, errors and Retry-After). */
function sendFile<T>(
  target: { method: string; path: string },
  params: Record<string, string | number>,
  file: File,
): Promise<T> {
  const form = new FormData()
  form.append('file', file, file.name)
  return sendForm<T>({ method: target.method, path: fillPath(target.path, params) }, form, () => undefined)
}

/** Attaches a material to a lesson, or to the whole course. */
export const attachMaterial = (target: VideoTarget, file: File) =>
  sendFile<Material>(
    target.kind === 'lesson' ? uploadLessonMaterial : uploadCourseMaterial,
    { id: target.id },
    file,
  )

export const uploadCover = (courseId: number, file: File) =>
  sendFile<StudioCourse>(uploadCourseCover, { id: courseId }, file)
export const removeCover = (courseId: number) => call(deleteCourseCover, { params: { id: courseId } })

export const removeMaterial = (id: number) => call(deleteLessonMaterial, { params: { id } })

export const fetchCoupons = ({ id }: { id: number }, signal: AbortSignal) =>
  call(listCourseCoupons, { params: { id } }, { signal })
export const createCoupon = (courseId: number, body: CreateCouponBody) =>
  call(createCourseCoupon, { params: { id: courseId }, body })
export const endCoupon = (id: number) => call(deleteCourseCoupon, { params: { id } })
