/**
 * The STUDIO area's calls (issue 15): a trainer creates courses and manages their own (goals,
 * heading, lessons, materials, presentation, price, recipients), publishes and unpublishes them,
 * and uploads lesson videos with the tus resumable protocol under /api/uploads. The tus calls are
 * listed here so they are documented and checked like every other; their bodies are tus's own
 * (Upload-Length, Upload-Offset, Upload-Metadata headers, application/offset+octet-stream bytes).
 */
import * as v from 'valibot'
import { data, endpoint } from '../core/endpoint'
import {
  CourseCoupon,
  CreateCouponBody,
  CreateCourseBody,
  CreateLessonBody,
  Earnings,
  IdParams,
  LessonOrderBody,
  Material,
  MaterialParams,
  UploadQuota,
  RejectCourseBody,
  ReviewQueueItem,
  StudioCourse,
  StudioCourseSummary,
  StudioLesson,
  UpdateCourseBody,
  UpdateLessonBody,
  UploadIdParams,
  VideoInitAnswer,
  VideoInitBody,
  VideoState,
} from './schemas'

const tag = 'studio'
const trainer = ['trainer'] as const

export const createStudioCourse = endpoint({
  method: 'POST',
  path: '/api/instructor/courses',
  auth: trainer,
  tag,
  summary: 'Creates a draft course of the caller with its title and category',
  body: CreateCourseBody,
  status: 201,
  response: data(StudioCourse),
})

export const listStudioCourses = endpoint({
  method: 'GET',
  path: '/api/instructor/courses',
  auth: trainer,
  tag,
  summary: 'The caller’s own courses, drafts included, the latest changed first',
  response: data(v.array(StudioCourseSummary)),
})

export const getStudioCourse = endpoint({
  method: 'GET',
  path: '/api/instructor/courses/:id',
  auth: 'owner',
  tag,
  summary: 'One of the caller’s courses as the manage pages edit it, with what it lacks to be published',
  params: IdParams,
  response: data(StudioCourse),
  errors: [404],
})

export const updateStudioCourse = endpoint({
  method: 'PATCH',
  path: '/api/instructor/courses/:id',
  auth: 'owner',
  tag,
  summary: 'Saves the fields a manage page sends (the others stay as they are)',
  params: IdParams,
  body: UpdateCourseBody,
  response: data(StudioCourse),
  errors: [404],
})

export const submitStudioCourse = endpoint({
  method: 'POST',
  path: '/api/instructor/courses/:id/submit',
  auth: 'owner',
  tag,
  summary:
    'Sends a complete course for review (422 naming what is missing otherwise); an admin then publishes it or sends it back',
  params: IdParams,
  response: data(StudioCourse),
  errors: [404],
})

export const unpublishStudioCourse = endpoint({
  method: 'POST',
  path: '/api/instructor/courses/:id/unpublish',
  auth: 'owner',
  tag,
  summary:
    'Takes a course out of the catalogue, or out of the review queue, back to draft (its learners keep it)',
  params: IdParams,
  response: data(StudioCourse),
  errors: [404],
})

const admin = ['admin'] as const

export const listReviewQueue = endpoint({
  method: 'GET',
  path: '/api/admin/courses/review',
  auth: admin,
  tag,
  summary: 'The courses waiting for review, the longest waiting first',
  response: data(v.array(ReviewQueueItem)),
})

export const approveCourse = endpoint({
  method: 'POST',
  path: '/api/admin/courses/:id/approve',
  auth: admin,
  tag,
  summary: 'Publishes a course sent for review (409 when it is not waiting for one); its trainer is notified',
  params: IdParams,
  response: data(StudioCourse),
  errors: [404, 409],
})

export const rejectCourse = endpoint({
  method: 'POST',
  path: '/api/admin/courses/:id/reject',
  auth: admin,
  tag,
  summary:
    'Sends a course back to its trainer with what to change (409 when it is not waiting for review); its trainer is notified',
  params: IdParams,
  body: RejectCourseBody,
  response: data(StudioCourse),
  errors: [404, 409],
})

export const createStudioLesson = endpoint({
  method: 'POST',
  path: '/api/instructor/courses/:id/lessons',
  auth: 'owner',
  tag,
  summary: 'Adds a lesson at the end of the course',
  params: IdParams,
  body: CreateLessonBody,
  status: 201,
  response: data(StudioLesson),
  errors: [404],
})

export const updateStudioLesson = endpoint({
  method: 'PATCH',
  path: '/api/instructor/lessons/:id',
  auth: 'owner',
  tag,
  summary: 'Renames a lesson, changes its kind or text, or marks it as a free preview',
  params: IdParams,
  body: UpdateLessonBody,
  response: data(StudioLesson),
  errors: [404],
})

export const deleteStudioLesson = endpoint({
  method: 'DELETE',
  path: '/api/instructor/lessons/:id',
  auth: 'owner',
  tag,
  summary: 'Deletes a lesson (and its video); the others close ranks',
  params: IdParams,
  status: 204,
  errors: [404],
})

export const orderStudioLessons = endpoint({
  method: 'PUT',
  path: '/api/instructor/courses/:id/lessons/order',
  auth: 'owner',
  tag,
  summary: 'Puts the course’s lessons in this order (every lesson of the course, each once)',
  params: IdParams,
  body: LessonOrderBody,
  response: data(v.array(StudioLesson)),
  errors: [404],
})

export const getUploadQuota = endpoint({
  method: 'GET',
  path: '/api/studio/upload-quota',
  auth: 'user',
  tag,
  summary:
    'The caller’s video upload quotas: bytes of unfinished uploads and of videos kept, each with its limit, and the largest one upload may be',
  response: data(UploadQuota),
})

export const getLessonVideo = endpoint({
  method: 'GET',
  path: '/api/lessons/:id/video',
  auth: 'owner',
  tag,
  summary: 'Where the lesson’s video stands: uploading, processing (with progress), ready or failed',
  params: IdParams,
  response: data(VideoState),
  errors: [404],
})

export const initLessonVideo = endpoint({
  method: 'POST',
  path: '/api/lessons/:id/video/init',
  auth: 'owner',
  tag,
  summary:
    'Starts a resumable upload of the lesson’s video (file_name, size, optional title) and answers the tus URL to send the bytes to',
  params: IdParams,
  body: VideoInitBody,
  status: 201,
  response: data(VideoInitAnswer),
  errors: [404, 413],
})

export const completeLessonVideo = endpoint({
  method: 'POST',
  path: '/api/lessons/:id/video/complete',
  auth: 'owner',
  tag,
  summary:
    'Starts processing the finished upload if it has not started yet (the last byte already starts it; calling again changes nothing)',
  params: IdParams,
  response: data(VideoState),
  errors: [404, 409],
})

export const retryLessonVideo = endpoint({
  method: 'POST',
  path: '/api/lessons/:id/video/retry',
  auth: 'owner',
  tag,
  summary: 'Processes the lesson’s last upload again after a failure',
  params: IdParams,
  response: data(VideoState),
  errors: [404, 409],
})

export const uploadCourseCover = endpoint({
  method: 'POST',
  path: '/api/instructor/courses/:id/cover',
  auth: 'owner',
  tag,
  summary:
    'Sets the course’s cover image (multipart/form-data: file): JPEG, PNG or WebP read from the bytes, at most 10 MB, cropped to 1280×720 and stored as WebP without metadata',
  params: IdParams,
  multipart: { file: 'file' },
  response: data(StudioCourse),
  errors: [404],
})

export const deleteCourseCover = endpoint({
  method: 'DELETE',
  path: '/api/instructor/courses/:id/cover',
  auth: 'owner',
  tag,
  summary: 'Removes the course’s cover image',
  params: IdParams,
  response: data(StudioCourse),
  errors: [404],
})

export const listCourseCoupons = endpoint({
  method: 'GET',
  path: '/api/instructor/courses/:id/coupons',
  auth: 'owner',
  tag,
  summary: 'The course’s discount codes with how often each was used, the newest first',
  params: IdParams,
  response: data(v.array(CourseCoupon)),
  errors: [404],
})

export const createCourseCoupon = endpoint({
  method: 'POST',
  path: '/api/instructor/courses/:id/coupons',
  auth: 'owner',
  tag,
  summary:
    'Creates a discount code for this course only (percent or euro cents off, optional end and number of uses); 422 when the code is taken',
  params: IdParams,
  body: CreateCouponBody,
  status: 201,
  response: data(CourseCoupon),
  errors: [404],
})

export const deleteCourseCoupon = endpoint({
  method: 'DELETE',
  path: '/api/instructor/coupons/:id',
  auth: 'owner',
  tag,
  summary:
    'Ends a course’s discount code: removed when nobody used it, else expired now so past orders keep it',
  params: IdParams,
  status: 204,
  errors: [404],
})

export const getPromoVideo = endpoint({
  method: 'GET',
  path: '/api/instructor/courses/:id/promo-video',
  auth: 'owner',
  tag,
  summary:
    'Where the course’s presentation video stands (uploaded with tus and course_id in Upload-Metadata): processing, ready or failed',
  params: IdParams,
  response: data(VideoState),
  errors: [404],
})

export const retryPromoVideo = endpoint({
  method: 'POST',
  path: '/api/instructor/courses/:id/promo-video/retry',
  auth: 'owner',
  tag,
  summary: 'Processes the course’s last presentation-video upload again after a failure',
  params: IdParams,
  response: data(VideoState),
  errors: [404, 409],
})

export const deletePromoVideo = endpoint({
  method: 'DELETE',
  path: '/api/instructor/courses/:id/promo-video',
  auth: 'owner',
  tag,
  summary: 'Removes the course’s presentation video and its uploads',
  params: IdParams,
  response: data(VideoState),
  errors: [404],
})

export const getStudioEarnings = endpoint({
  method: 'GET',
  path: '/api/instructor/earnings',
  auth: trainer,
  tag,
  summary:
    'What the caller’s courses have sold: totals, the last 12 months per course, per course, the latest orders',
  response: data(Earnings),
})

export const uploadLessonMaterial = endpoint({
  method: 'POST',
  path: '/api/instructor/lessons/:id/materials',
  auth: 'owner',
  tag,
  summary:
    'Attaches a material to a lesson (multipart/form-data: file): a PDF or a Word, Excel or PowerPoint document, at most 20 MB, its type read from the bytes',
  params: IdParams,
  multipart: { file: 'file' },
  status: 201,
  response: data(Material),
  errors: [404],
})

export const uploadCourseMaterial = endpoint({
  method: 'POST',
  path: '/api/instructor/courses/:id/materials',
  auth: 'owner',
  tag,
  summary:
    'Attaches a material to the whole course (multipart/form-data: file), with the same types and limits as a lesson’s',
  params: IdParams,
  multipart: { file: 'file' },
  status: 201,
  response: data(Material),
  errors: [404],
})

export const deleteLessonMaterial = endpoint({
  method: 'DELETE',
  path: '/api/instructor/materials/:id',
  auth: 'owner',
  tag,
  summary: 'Removes a material from its lesson or course, file included',
  params: IdParams,
  status: 204,
  errors: [404],
})

export const downloadLessonMaterial = endpoint({
  method: 'GET',
  path: '/api/lessons/:id/materials/:materialId',
  auth: 'public',
  tag,
  summary:
    'Downloads a lesson’s material, for whoever may open the lesson: anyone for a free preview, the course’s learners, its trainer and admins',
  params: MaterialParams,
  contentType: 'application/octet-stream',
  errors: [403, 404],
})

export const downloadCourseMaterial = endpoint({
  method: 'GET',
  path: '/api/courses/:id/materials/:materialId',
  auth: 'public',
  tag,
  summary:
    'Downloads a material of the whole course, for those who follow it: its learners, its trainer and admins (401 for a visitor, 403 for anyone else)',
  params: MaterialParams,
  contentType: 'application/octet-stream',
  errors: [401, 403, 404],
})

// tus 1.0.0 (creation, termination, expiration) under /api/uploads; HEAD /api/uploads/:id too.

export const createUpload = endpoint({
  method: 'POST',
  path: '/api/uploads',
  auth: 'user',
  tag,
  summary:
    'tus creation: Upload-Length and Upload-Metadata (filename, filetype, lesson_id for one of the caller’s lessons, course_id for a course’s presentation video or profile_user_id for the caller’s own profile presentation video, optional title); answers 201 with Location',
  status: 201,
  errors: [403, 404, 412, 413, 422],
})

export const writeUpload = endpoint({
  method: 'PATCH',
  path: '/api/uploads/:id',
  auth: 'owner',
  tag,
  summary:
    'tus: appends application/offset+octet-stream bytes at Upload-Offset; 423 while another request writes the same upload; the last byte starts processing',
  params: UploadIdParams,
  status: 204,
  errors: [404, 409, 412, 423],
})

export const deleteUpload = endpoint({
  method: 'DELETE',
  path: '/api/uploads/:id',
  auth: 'owner',
  tag,
  summary: 'tus termination: cancels an upload and deletes its bytes',
  params: UploadIdParams,
  status: 204,
  errors: [404, 423],
})
