import type { CourseAnswer, CourseQuestion } from '../../contracts/learning/schemas'

export const answer = (id: number, text: string, mine = false, isTrainer = true): CourseAnswer => ({
  id,
  text,
  author: {
    id: isTrainer ? 2 : 5,
    full_name: isTrainer ? 'Alessandro Ferrari' : 'Giulia Bianchi',
    is_trainer: isTrainer,
  },
  created_at: '2026-11-29T18:00:00.000Z',
  mine,
})

export const question = (
  id: number,
  text: string,
  answers: CourseAnswer[] = [],
  mine = true,
): CourseQuestion => ({
  ...answer(id, text, mine, false),
  answers,
})

export const asked = question(61, 'Serve il corso base prima?')
export const answered = question(61, 'Serve il corso base prima?', [answer(62, 'No, si parte da zero.')])
