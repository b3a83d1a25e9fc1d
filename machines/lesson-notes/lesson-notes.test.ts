import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LessonNote } from '../../contracts/learning/schemas'
import { toTestableMachine } from '../core/testable-machine'
import { refusals } from '../course-manager/fixtures'
import { first, note, second } from './fixtures'
import { lessonNotesMachine, lessonNotesView, type AddNoteInput } from './index'

interface Server {
  notes: LessonNote[]
  refuse?: unknown
  failLoad?: boolean
}

function start(server: Server) {
  const saved: string[] = []
  const actor = createActor(
    lessonNotesMachine.provide({
      actors: {
        loadNotes: fromPromise<LessonNote[], { lessonId: number }>(async () => {
          if (server.failLoad) throw refusals.server
          return server.notes
        }),
        addNote: fromPromise<LessonNote, AddNoteInput>(async ({ input }) => {
          if (server.refuse) throw server.refuse
          const added = note(40, input.text, input.atSeconds)
          server.notes = [...server.notes, added]
          return added
        }),
        editNote: fromPromise<LessonNote, { id: number; text: string }>(async ({ input }) => {
          if (server.refuse) throw server.refuse
          server.notes = server.notes.map((n) => (n.id === input.id ? { ...n, text: input.text } : n))
          return server.notes.find((n) => n.id === input.id)!
        }),
        removeNote: fromPromise<unknown, { id: number }>(async ({ input }) => {
          if (server.refuse) throw server.refuse
          server.notes = server.notes.filter((n) => n.id !== input.id)
        }),
      },
    }),
    { input: { lessonId: 7 } },
  ).start()
  actor.on('saved', (event) => saved.push(event.form))
  return { actor, saved }
}
const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches('failed'))

describe('lesson notes journeys', () => {
  it('adds a note at the video time, rewrites it, deletes it: each form told once, the list read again', async () => {
    const server: Server = { notes: [] }
    const { actor, saved } = start(server)
    expect(lessonNotesView(actor.getSnapshot()).phase).toBe('loading')
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot()).phase).toBe('empty')

    actor.send({ type: 'notes.add', text: 'Da rivedere', atSeconds: 95 })
    expect(lessonNotesView(actor.getSnapshot())).toMatchObject({ busy: true, sending: 'new' })
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot())).toMatchObject({
      phase: 'ready',
      busy: false,
      notes: [{ id: 40, text: 'Da rivedere', at_seconds: 95 }],
    })

    actor.send({ type: 'notes.edit', id: 40, text: 'Rivisto' })
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot()).notes[0].text).toBe('Rivisto')

    actor.send({ type: 'notes.remove', id: 40 })
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot()).phase).toBe('empty')
    expect(saved).toEqual(['new', 'note:40', 'note:40'])
  })

  it("shows a refusal under its form only, the server's words for the text first, and clears it on the next try", async () => {
    const server: Server = { notes: [first, second], refuse: refusals.fields('text', 'Scrivi la nota.') }
    const { actor, saved } = start(server)
    await idle(actor)
    actor.send({ type: 'notes.add', text: ' ', atSeconds: null })
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot()).errors).toEqual({ new: { message: 'Scrivi la nota.' } })

    server.refuse = refusals.network
    actor.send({ type: 'notes.remove', id: 31 })
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot()).errors).toEqual({
      new: { message: 'Scrivi la nota.' },
      'note:31': { message: undefined },
    })
    expect(lessonNotesView(actor.getSnapshot()).notes).toEqual([first, second])

    server.refuse = undefined
    actor.send({ type: 'notes.add', text: 'Ora sì', atSeconds: null })
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot()).errors).toEqual({ 'note:31': { message: undefined } })
    expect(saved).toEqual(['new'])
  })

  it('offers a retry when the list cannot be read, and keeps the list when only a re-read fails', async () => {
    const server: Server = { notes: [first], failLoad: true }
    const { actor } = start(server)
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot()).phase).toBe('failed')
    server.failLoad = false
    actor.send({ type: 'notes.retry' })
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot()).notes).toEqual([first])

    server.failLoad = true
    actor.send({ type: 'notes.edit', id: 31, text: 'Nuovo testo' })
    const refreshing = await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    expect(lessonNotesView(refreshing).stale).toBe(true)
    await idle(actor)
    expect(lessonNotesView(actor.getSnapshot())).toMatchObject({
      phase: 'ready',
      notes: [first],
      stale: false,
    })
  })

  it('replays a recorded flow, whose answers hold no output: the list kept, nothing thrown', () => {
    const actor = createActor(toTestableMachine(lessonNotesMachine), { input: { lessonId: 7 } }).start()
    for (const type of [
      'xstate.done.actor.loadNotes',
      'notes.add',
      'xstate.done.actor.addNote',
      'xstate.done.actor.loadNotes',
    ])
      actor.send({ type } as never)
    expect(actor.getSnapshot().status).toBe('active')
    expect(lessonNotesView(actor.getSnapshot())).toMatchObject({ phase: 'empty', notes: [] })
  })
})
