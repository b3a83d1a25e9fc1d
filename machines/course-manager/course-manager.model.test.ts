import { afterAll, describe, expect, it } from 'vitest'
import type { StudioCourse } from '../../contracts/studio/schemas'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  createPromiseControls,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import { completeCourse, draftCourse, handout, inReviewCourse, refusals, secondLesson } from './fixtures'
import {
  courseManagerMachine,
  courseManagerView,
  type CourseManagerEvent,
  type StatusChangeInput,
} from './index'

const events: EventCases<CourseManagerEvent> = {
  'status.change': [{ type: 'status.change' }],
  'course.saved': [{ type: 'course.saved', course: completeCourse }],
  'course.lessons': [{ type: 'course.lessons', lessons: [secondLesson] }],
  // the forms' edits as the fixture already has them, so they do not multiply the model's states
  // (the journeys test checks what they change)
  'course.materials': [{ type: 'course.materials', lessonId: 12, materials: [handout] }],
  'course.promo': [{ type: 'course.promo', video: draftCourse.promo_video }],
  'form.dirty': [
    { type: 'form.dirty', dirty: true },
    { type: 'form.dirty', dirty: false },
  ],
  // the page it starts on: the journeys test opens another
  'page.open': [{ type: 'page.open', page: 'overview' }],
}

// the status change answers the course in its new status or refuses it (409 with why, 503);
// asking the checklist again answers what is missing or fails (the marks wait)
const outcomes: ModelEvent<CourseManagerEvent>[] = [
  { type: 'xstate.done.actor.changeStatus', output: inReviewCourse },
  { type: 'xstate.error.actor.changeStatus', error: refusals.conflict },
  { type: 'xstate.done.actor.refreshCourse', output: completeCourse },
  { type: 'xstate.error.actor.refreshCourse', error: refusals.server },
]

const recorder = createCoverageRecorder('course-manager', courseManagerMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

// a draft missing pages (status.change refused by the guard), complete once a form saved it
describe.each([{ course: draftCourse }])('course manager model', (input) => {
  const model = createMachineTestModel(courseManagerMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  // one path per distinct move (from a state, on an event, to a state): the forms' edits multiply
  // the model's vertices (the course, dirty), not the machine's transitions
  const seen = new Set<string>()
  const paths = transitionCoverPaths(model).filter((path) => {
    const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
    const key = JSON.stringify([before?.state.value, last.event.type, last.state.value])
    return !seen.has(key) && seen.add(key)
  })

  it(`replays all ${paths.length} paths from a course missing ${input.course.missing.length} pages`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = courseManagerMachine.provide({
        actors: {
          changeStatus: controls.logic<StudioCourse, StatusChangeInput>('changeStatus'),
          refreshCourse: controls.logic<StudioCourse, { id: number }>('refreshCourse'),
        },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const view = courseManagerView(snapshot)
          // one status call exactly while changing, for the course's current status
          const changing = live.filter((call) => call.id === 'changeStatus')
          expect(changing.length).toBe(view.busy ? 1 : 0)
          if (view.busy) expect(changing[0].input).toMatchObject({ id: 7 })
          expect(live.filter((call) => call.id === 'refreshCourse').length).toBe(
            snapshot.matches({ checklist: 'refreshing' }) ? 1 : 0,
          )
          // a draft lacking pages can never be sent
          const { course } = snapshot.context
          if (course.status === 'draft' && course.missing.length > 0) expect(view.canChangeStatus).toBe(false)
          expect(view.done.some((page) => course.missing.includes(page as never))).toBe(false)
          expect(view.statusAction).toBe(
            course.status === 'draft' ? 'submit' : course.status === 'in_review' ? 'withdraw' : 'unpublish',
          )
        },
      })
    }
  }, 20_000)
})
