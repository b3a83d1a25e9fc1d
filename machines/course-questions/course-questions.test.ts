import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CourseQuestion } from '../../contracts/learning/schemas'
import { toTestableMachine } from '../core/testable-machine'
import { refusals } from '../course-manager/fixtures'
import { answer, question } from './fixtures'
import { courseQuestionsMachine, courseQuestionsView, type PostInput } from './index'

interface Server {
  questions: CourseQuestion[]
  refuse?: unknown
  failLoad?: boolean
}

function start(server: Server) {
  const saved: string[] = []
  const asked: PostInput[] = []
  let next = 70
  const actor = createActor(
    courseQuestionsMachine.provide({
      actors: {
        loadQuestions: fromPromise<CourseQuestion[], { courseId: number }>(async () => {
          if (server.failLoad) throw refusals.server
          return server.questions
        }),
        post: fromPromise<unknown, PostInput>(async ({ input }) => {
          asked.push(input)
          if (server.refuse) throw server.refuse
          if (input.questionId === null)
            server.questions = [question(next++, input.text), ...server.questions]
          else
            server.questions = server.questions.map((q) =>
              q.id === input.questionId
                ? { ...q, answers: [...q.answers, answer(next++, input.text, true)] }
                : q,
            )
          return {}
        }),
        removePost: fromPromise<unknown, { id: number }>(async ({ input }) => {
          if (server.refuse) throw server.refuse
          server.questions = server.questions
            .filter((q) => q.id !== input.id)
            .map((q) => ({ ...q, answers: q.answers.filter((a) => a.id !== input.id) }))
        }),
      },
    }),
    { input: { courseId: 8 } },
  ).start()
  actor.on('saved', (event) => saved.push(event.form))
  return { actor, saved, asked }
}
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches('failed'))

describe('course questions journeys', () => {
  it('asks the first question, answers it, deletes the answer: each form told once, the page read again', async () => {
    const server: Server = { questions: [] }
    const { actor, saved, asked } = start(server)
    await settled(actor)
    expect(courseQuestionsView(actor.getSnapshot()).phase).toBe('empty')

    actor.send({ type: 'questions.post', questionId: null, text: 'Serve il corso base?' })
    expect(courseQuestionsView(actor.getSnapshot())).toMatchObject({ busy: true, sending: 'ask' })
    await settled(actor)
    const [first] = courseQuestionsView(actor.getSnapshot()).questions
    expect(first).toMatchObject({ id: 70, text: 'Serve il corso base?', answers: [] })

    actor.send({ type: 'questions.post', questionId: 70, text: 'No.' })
    await settled(actor)
    expect(courseQuestionsView(actor.getSnapshot()).questions[0].answers).toMatchObject([
      { id: 71, text: 'No.' },
    ])

    actor.send({ type: 'questions.remove', id: 71 })
    await settled(actor)
    expect(courseQuestionsView(actor.getSnapshot()).questions[0].answers).toEqual([])
    expect(saved).toEqual(['ask', 'answer:70', 'post:71'])
    expect(asked).toEqual([
      { courseId: 8, questionId: null, text: 'Serve il corso base?' },
      { courseId: 8, questionId: 70, text: 'No.' },
    ])
  })

  it("shows a refusal under its own form, the text's message first, and a retry when the page cannot load", async () => {
    const server: Server = { questions: [question(61, 'Domanda')], failLoad: true }
    const { actor, saved } = start(server)
    await settled(actor)
    expect(courseQuestionsView(actor.getSnapshot()).phase).toBe('failed')
    server.failLoad = false
    actor.send({ type: 'questions.retry' })
    await settled(actor)
    expect(courseQuestionsView(actor.getSnapshot()).phase).toBe('ready')

    server.refuse = refusals.fields('text', 'Scrivi il messaggio.')
    actor.send({ type: 'questions.post', questionId: 61, text: '' })
    await settled(actor)
    server.refuse = refusals.conflict
    actor.send({ type: 'questions.remove', id: 61 })
    await settled(actor)
    expect(courseQuestionsView(actor.getSnapshot())).toMatchObject({
      busy: false,
      errors: {
        'answer:61': { message: 'Scrivi il messaggio.' },
        'post:61': { message: 'Il corso è già in revisione.' },
      },
    })
    expect(saved).toEqual([])
  })

  it('replays a recorded flow, whose answers hold no output: the questions kept, nothing thrown', () => {
    const actor = createActor(toTestableMachine(courseQuestionsMachine), { input: { courseId: 8 } }).start()
    for (const type of [
      'xstate.done.actor.loadQuestions',
      'questions.post',
      'xstate.done.actor.post',
      'xstate.done.actor.loadQuestions',
    ])
      actor.send({ type } as never)
    expect(actor.getSnapshot().status).toBe('active')
    expect(courseQuestionsView(actor.getSnapshot())).toMatchObject({ phase: 'empty', questions: [] })
  })
})
