import { describe, expect, it } from 'vitest'
import { courseQuestionsMachine, type CourseQuestionsContext } from './course-questions.machine'
import { courseQuestionsView } from './course-questions.view'
import { asked } from './fixtures'

const at = (value: unknown, context: Partial<CourseQuestionsContext> = {}) =>
  courseQuestionsView(
    courseQuestionsMachine.resolveState({
      value: value as never,
      context: { courseId: 8, questions: [], form: null, errors: {}, loadError: null, ...context },
    }),
  )

describe('courseQuestionsView', () => {
  it('says loading, failed, empty or the questions, dimmed while the page is read again', () => {
    expect(at('loading')).toMatchObject({ phase: 'loading', busy: false })
    expect(at('failed', { loadError: {} }).phase).toBe('failed')
    expect(at({ ready: 'idle' }).phase).toBe('empty')
    expect(at({ ready: 'refreshing' }, { questions: [asked] })).toMatchObject({
      phase: 'ready',
      stale: true,
      questions: [asked],
    })
  })

  it("names the form that waits and each form's failure", () => {
    expect(at({ ready: 'posting' }, { questions: [asked], form: 'answer:61' })).toMatchObject({
      busy: true,
      sending: 'answer:61',
    })
    expect(
      at(
        { ready: 'idle' },
        {
          errors: {
            ask: { status: 422, fields: { text: 'Troppo lungo.' } },
            'post:61': { status: 503, message: 'Server Error' },
          },
        },
      ).errors,
    ).toEqual({ ask: { message: 'Troppo lungo.' }, 'post:61': { message: undefined } })
  })
})
