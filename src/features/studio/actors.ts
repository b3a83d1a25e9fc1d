/**
 * The course manager's machines (machines/course-*, machines/lesson-editor) with their real calls
 * (api.ts), and the hooks the studio's views start them with: one actor per use, recorded by the
 * flow recorder. Views read the machines' view mappers and send events; only this module talks to
 * the server (DESIGN.md §2).
 *
 * The course manager is one actor for the whole subtree of a course's pages (CourseManagerContext,
 * started by the page's Provider): each page's section reads the course from it and the hooks
 * below hand it what the section's own machine saved (course.saved, course.lessons,
 * course.materials, form.dirty), so no view passes an actor or a callback down. The lessons page
 * and the discount codes share their list's actor the same way (LessonsContext, CouponsContext).
 */
import { createActorContext, useActorRef } from '@xstate/react'
import { useEffect } from 'react'
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
  courseSectionView,
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

/**
 * The course manager of the course open in the studio: its page renders
 * `<CourseManagerContext.Provider options={{ input: courseManagerInput(course, page) }}>` once per
 * course, and everything under it reads (`useSelector`) and sends (`useActorRef`) to that one actor.
 */
export const CourseManagerContext = createActorContext(appCourseManagerMachine, {
  inspect: flowRecorder.inspect,
})
export const courseManagerInput = (course: StudioCourse, page: CoursePage) => ({ course, page })

/** The course as the manager has it now (what each page's form starts from). */
export const useManagedCourse = () => CourseManagerContext.useSelector((snapshot) => snapshot.context.course)

/**
 * A manage page's form (machines/course-section): what it saves becomes the manager's course, and
 * whether it holds unsaved changes the manager's `dirty` (leaving the page asks first).
 */
export function useCourseSection(input: CourseSectionInput) {
  const actor = useStudioActor(appCourseSectionMachine, input)
  const manager = CourseManagerContext.useActorRef()
  useEmitted(actor, 'saved', (event) => manager.send({ type: 'course.saved', course: event.course }))
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const { dirty } = courseSectionView(snapshot)
      if (manager.getSnapshot().context.dirty !== dirty) manager.send({ type: 'form.dirty', dirty })
    })
    return () => subscription.unsubscribe()
  }, [actor, manager])
  return actor
}

/** The lessons page's list, shared by the page and its rows (started by the page's Provider). */
export const LessonsContext = createActorContext(appCourseLessonsMachine, { inspect: flowRecorder.inspect })
export const lessonsInput = (course: StudioCourse): CourseLessonsInput => ({
  courseId: course.id,
  lessons: course.lessons,
})
/** Every change of the lessons' list reaches the manager, which asks again what is missing. */
export function useLessonsToManager() {
  const lessons = LessonsContext.useActorRef()
  const manager = CourseManagerContext.useActorRef()
  useEmitted(lessons, 'lessons', (event) =>
    // the emitted union does not narrow through the provided machine's type
    manager.send({
      type: 'course.lessons',
      lessons: (event as unknown as { lessons: StudioLesson[] }).lessons,
    }),
  )
  return lessons
}

/** One lesson's row (machines/lesson-editor): what it saved replaces the lesson in the list. */
export function useLessonEditor(input: LessonEditorInput) {
  const actor = useStudioActor(appLessonEditorMachine, input)
  const lessons = LessonsContext.useActorRef()
  useEmitted(actor, 'changed', (event) => lessons.send({ type: 'lesson.changed', lesson: event.lesson }))
  return actor
}

/** A list of materials (the whole course's or a lesson's): each change reaches the manager's course. */
export function useCourseMaterials(input: CourseMaterialsInput) {
  const actor = useStudioActor(appCourseMaterialsMachine, input)
  const manager = CourseManagerContext.useActorRef()
  useEmitted(actor, 'changed', (event) =>
    manager.send({
      type: 'course.materials',
      lessonId: input.target.kind === 'lesson' ? input.target.id : null,
      materials: event.materials,
    }),
  )
  return actor
}

/** The price page's discount codes, shared by the table and the new code's form. */
export const CouponsContext = createActorContext(appCourseCouponsMachine, { inspect: flowRecorder.inspect })
export const couponsInput = (courseId: number, coupons: CourseCoupon[]): CourseCouponsInput => ({
  courseId,
  coupons,
})

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
