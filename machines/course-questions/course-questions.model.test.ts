import { afterAll, describe, expect, it } from 'vitest'
import type { CourseQuestion } from '../../contracts/learning/schemas'
import { refusals } from '../course-manager/fixtures'
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
import { answered, asked } from './fixtures'
import {
  courseQuestionsMachine,
  courseQuestionsView,
  type CourseQuestionsEvent,
  type PostInput,
} from './index'

const events: EventCases<CourseQuestionsEvent> = {
  'questions.retry': [{ type: 'questions.retry' }],
  'questions.post': [
    { type: 'questions.post', questionId: null, text: 'Serve il corso base prima?' },
    { type: 'questions.post', questionId: 61, text: 'No, si parte da zero.' },
  ],
  'questions.remove': [{ type: 'questions.remove', id: 61 }],
}
const outcomes: ModelEvent<CourseQuestionsEvent>[] = [
  { type: 'xstate.done.actor.loadQuestions', output: [asked] },
  { type: 'xstate.error.actor.loadQuestions', error: refusals.server },
  { type: 'xstate.done.actor.post', output: answered.answers[0] },
  { type: 'xstate.error.actor.post', error: refusals.fields('text', 'Scrivi il messaggio.') },
  { type: 'xstate.done.actor.removePost', output: undefined },
  { type: 'xstate.error.actor.removePost', error: refusals.network },
]

const recorder = createCoverageRecorder('course-questions', courseQuestionsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('course questions model', () => {
  const input = { courseId: 8 }
  const model = createMachineTestModel(courseQuestionsMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  // one path per distinct move (from a state, on an event, to a state): the forms' failures multiply
  // the model's vertices, not the machine's transitions
  const seen = new Set<string>()
  const paths = transitionCoverPaths(model).filter((path) => {
    const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
    const key = JSON.stringify([before?.state.value, last.event.type, last.state.value])
    return !seen.has(key) && seen.add(key)
  })

  it(`replays all ${paths.length} paths: one call at a time, each failure under its form`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = courseQuestionsMachine.provide({
        actors: {
          loadQuestions: controls.logic<CourseQuestion[], { courseId: number }>('loadQuestions'),
          post: controls.logic<unknown, PostInput>('post'),
          removePost: controls.logic<unknown, { id: number }>('removePost'),
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
          const calling =
            snapshot.hasTag('busy') ||
            snapshot.matches('loading') ||
            snapshot.matches({ ready: 'refreshing' })
          expect(live.length).toBe(calling ? 1 : 0)
          if (snapshot.matches({ ready: 'posting' }))
            expect(live[0].input).toMatchObject({
              courseId: 8,
              questionId: snapshot.context.form === 'ask' ? null : 61,
            })
          const view = courseQuestionsView(snapshot)
          expect(view.sending !== null).toBe(view.busy)
        },
      })
    }
  }, 30_000)
})
