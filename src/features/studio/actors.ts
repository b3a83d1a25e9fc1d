/**
 * The course manager's machines (machines/course-*, machines/lesson-editor) with their real calls
 * (api.ts), and the hooks the studio's views start them with: one actor per use, recorded by the
 * flow recorder, its emitted events delivered to the view's latest handler. Views read the
 * machines' view mappers and send events; only this module talks to the server (DESIGN.md §2).
 */
import { useActorRef } from '@xstate/react'
import { fromPromise, type Actor, type AnyStateMachine } from 'xstate'
import type {
  CourseCoupon,
  VideoState,
  CreateCouponBody,
  Material,
  StudioCourse,
  StudioLesson,
  VideoTarget,
} from '../../../contracts/studio/schemas'
import { courseCouponsMachine, type CourseCouponsInput } from '../../../machines/course-coupons'
import { courseLessonsMachine, type CourseLessonsInput } from '../../../machines/course-lessons'
import {
  courseManagerMachine,
  type CoursePage,
  type StatusChangeInput,
} from '../../../machines/course-manager'
import {
  courseMaterialsMachine,
  type CourseMaterialsInput,
  type PickedFile,
} from '../../../machines/course-materials'
import {
  courseSectionMachine,
  type CourseSectionInput,
  type SaveCourseInput,
} from '../../../machines/course-section'
import {
  lessonEditorMachine,
  type LessonChanges,
  type LessonEditorInput,
} from '../../../machines/lesson-editor'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useResource } from '../../shared/lib/use-resource'
import { requestWith, useRequestActor } from '../../shared/lib/use-request-actor'
import {
  addLesson,
  approve,
  attachMaterial,
  createCoupon,
  createCourse,
  endCoupon,
  fetchCategories,
  fetchCoupons,
  fetchMyCourses,
  fetchReviewQueue,
  fetchStudioCourse,
  fetchUploadQuota,
  fetchVideo,
  orderLessons,
  reject,
  removeCover,
  removeLesson,
  removeMaterial,
  removePromoVideo,
  saveCourse,
  saveLesson,
  submitCourse,
  unpublishCourse,
  uploadCover,
} from './api'
import { useEmitted } from '../../shared/lib/actor-events'

export { useEmitted }
export const appCourseManagerMachine = courseManagerMachine.provide({
  actors: {
    changeStatus: fromPromise<StudioCourse, StatusChangeInput>(({ input }) =>
      input.from === 'draft' ? submitCourse(input.id) : unpublishCourse(input.id),
    ),
    refreshCourse: fromPromise<StudioCourse, { id: number }>(({ input, signal }) =>
      fetchStudioCourse({ id: input.id }, signal),
    ),
  },
})

export const appCourseSectionMachine = courseSectionMachine.provide({
  actors: {
    saveCourse: fromPromise<StudioCourse, SaveCourseInput>(({ input }) => saveCourse(input.id, input.body)),
  },
})

export const appCourseLessonsMachine = courseLessonsMachine.provide({
  actors: {
    addLesson: fromPromise<StudioLesson, { courseId: number; title: string }>(({ input }) =>
      addLesson(input.courseId, input.title),
    ),
    orderLessons: fromPromise<StudioLesson[], { courseId: number; ids: number[] }>(({ input }) =>
      orderLessons(input.courseId, input.ids),
    ),
    removeLesson: fromPromise<unknown, { id: number }>(({ input }) => removeLesson(input.id)),
  },
})

export const appLessonEditorMachine = lessonEditorMachine.provide({
  actors: {
    saveLesson: fromPromise<StudioLesson, { id: number; changes: LessonChanges }>(({ input }) =>
      saveLesson(input.id, input.changes),
    ),
  },
})

export const appCourseMaterialsMachine = courseMaterialsMachine.provide({
  actors: {
    attachMaterial: fromPromise<Material, { target: VideoTarget; file: PickedFile }>(({ input }) =>
      attachMaterial(input.target, input.file as File),
    ),
    removeMaterial: fromPromise<unknown, { id: number }>(({ input }) => removeMaterial(input.id)),
  },
})

export const appCourseCouponsMachine = courseCouponsMachine.provide({
  actors: {
    endCoupon: fromPromise<unknown, { id: number }>(({ input }) => endCoupon(input.id)),
    createCoupon: fromPromise<CourseCoupon, { courseId: number; body: CreateCouponBody }>(({ input }) =>
      createCoupon(input.courseId, input.body),
    ),
  },
})

/** The trainer's course the manage pages open with. */
export const useStudioCourse = (id: number) => useResource(fetchStudioCourse, { id })
/** The catalogue's categories, for the heading page. */
export const useCategories = () => useResource(fetchCategories)
/** A course's discount codes, for the price page. */
export const useCoupons = (courseId: number) => useResource(fetchCoupons, { id: courseId })

const useStudioActor = <TMachine extends AnyStateMachine>(machine: TMachine, input: unknown) =>
  useActorRef(machine, { input, inspect: flowRecorder.inspect } as never) as Actor<TMachine>

export const useCourseManager = (course: StudioCourse, page: CoursePage) =>
  useStudioActor(appCourseManagerMachine, { course, page })
export const useCourseSection = (input: CourseSectionInput) => useStudioActor(appCourseSectionMachine, input)
export const useCourseLessons = (input: CourseLessonsInput) => useStudioActor(appCourseLessonsMachine, input)
export const useLessonEditor = (input: LessonEditorInput) => useStudioActor(appLessonEditorMachine, input)
export const useCourseMaterials = (input: CourseMaterialsInput) =>
  useStudioActor(appCourseMaterialsMachine, input)
export const useCouponsActor = (input: CourseCouponsInput) => useStudioActor(appCourseCouponsMachine, input)
export type CouponsActor = ReturnType<typeof useCouponsActor>

/** The trainer's own courses, on the studio's home. */
export const useMyCourses = () => useResource(fetchMyCourses)
/** How much room the trainer's videos have; reloaded when `version` changes. */
export const useUploadQuota = (version: string) => useResource(fetchUploadQuota, { version })
/** The courses waiting for an admin's review. */
export const useReviewQueue = () => useResource(fetchReviewQueue)

export interface NewCourse {
  title: string
  categoryId: number
}
export const appCreateCourseMachine = requestWith((input: NewCourse) =>
  createCourse(input.title, input.categoryId),
)
/** A new draft course from the studio's home (machines/request). */
export const useCreateCourse = () => useRequestActor<NewCourse, StudioCourse>(appCreateCourseMachine)

export const appUploadCoverMachine = requestWith((input: { courseId: number; file: File }) =>
  uploadCover(input.courseId, input.file),
)
export const appRemoveCoverMachine = requestWith((courseId: number) => removeCover(courseId))
/** The course's cover: a picked image uploaded at once, or the cover taken off. */
export const useCoverUpload = () =>
  useRequestActor<{ courseId: number; file: File }, StudioCourse>(appUploadCoverMachine)
export const useCoverRemoval = () => useRequestActor<number, StudioCourse>(appRemoveCoverMachine)

export const appRefreshPromoVideoMachine = requestWith((courseId: number) =>
  fetchVideo({ kind: 'course', id: courseId }),
)
export const appRemovePromoVideoMachine = requestWith((courseId: number) => removePromoVideo(courseId))
/** The presentation video's state asked again once its upload is processed, and its removal. */
export const usePromoVideoRefresh = () => useRequestActor<number, VideoState>(appRefreshPromoVideoMachine)
export const usePromoVideoRemoval = () => useRequestActor<number, VideoState>(appRemovePromoVideoMachine)

export type ReviewDecision =
  { id: number; decision: 'approved' } | { id: number; decision: 'rejected'; reason: string }
export const appReviewDecisionMachine = requestWith((input: ReviewDecision) =>
  input.decision === 'approved' ? approve(input.id) : reject(input.id, input.reason),
)
/** An admin's decision on a course sent for review: publish it, or send it back with a note. */
export const useReviewDecision = () => useRequestActor<ReviewDecision, unknown>(appReviewDecisionMachine)
