import type { LessonNote } from '../../contracts/learning/schemas'

export const note = (id: number, text: string, atSeconds: number | null = null): LessonNote => ({
  id,
  lesson_id: 7,
  text,
  at_seconds: atSeconds,
  created_at: '2026-11-29T18:00:00.000Z',
  updated_at: '2026-11-29T18:00:00.000Z',
})

export const first = note(31, 'Rivedere il teorema', 95)
export const second = note(32, 'Esercizio 3 da rifare')
