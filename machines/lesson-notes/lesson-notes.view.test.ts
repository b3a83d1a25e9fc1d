import { describe, expect, it } from 'vitest'
import { lessonNotesMachine, type LessonNotesContext } from './lesson-notes.machine'
import { lessonNotesView } from './lesson-notes.view'
import { first } from './fixtures'

const at = (value: unknown, context: Partial<LessonNotesContext> = {}) =>
  lessonNotesView(
    lessonNotesMachine.resolveState({
      value: value as never,
      context: { lessonId: 7, notes: [], form: null, errors: {}, loadError: null, ...context },
    }),
  )

describe('lessonNotesView', () => {
  it('says loading, failed, empty or the list, dimmed while it is read again', () => {
    expect(at('loading')).toMatchObject({ phase: 'loading', busy: false, stale: false })
    expect(at('failed', { loadError: { status: 503 } }).phase).toBe('failed')
    expect(at({ ready: 'idle' }).phase).toBe('empty')
    expect(at({ ready: 'idle' }, { notes: [first] })).toMatchObject({ phase: 'ready', notes: [first] })
    expect(at({ ready: 'refreshing' }, { notes: [first] })).toMatchObject({ stale: true, busy: false })
  })

  it("names the form that waits, and each form's failure: the text's message, else the server's", () => {
    expect(at({ ready: 'saving' }, { notes: [first], form: 'note:31' })).toMatchObject({
      busy: true,
      sending: 'note:31',
    })
    expect(
      at(
        { ready: 'idle' },
        {
          errors: {
            new: { status: 422, message: 'Dati non validi', fields: { text: 'Scrivi la nota.' } },
            'note:31': { status: 409, message: 'Già eliminata.' },
            'note:32': {},
            'note:33': { status: 503, message: 'Service Unavailable' },
          },
        },
      ).errors,
    ).toEqual({
      new: { message: 'Scrivi la nota.' },
      'note:31': { message: 'Già eliminata.' },
      'note:32': { message: undefined },
      'note:33': { message: undefined },
    })
  })
})
