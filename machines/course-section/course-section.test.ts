import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StudioCourse } from '../../contracts/studio/schemas'
import { completeCourse, refusals } from '../course-manager/fixtures'
import { courseSectionMachine, courseSectionView, type SaveCourseInput } from './index'

function start(save: (input: SaveCourseInput) => Promise<StudioCourse>) {
  const saved: StudioCourse[] = []
  const actor = createActor(
    courseSectionMachine.provide({ actors: { saveCourse: fromPromise(({ input }) => save(input)) } }),
    { input: { courseId: 7, values: { goals: '' } } },
  ).start()
  actor.on('saved', (event) => saved.push(event.course))
  return { actor, saved }
}

describe('course section journeys', () => {
  it('is dirty after typing, saves, says saved and tells the page', async () => {
    const bodies: SaveCourseInput[] = []
    const { actor, saved } = start(async (input) => {
      bodies.push(input)
      return completeCourse
    })
    expect(courseSectionView(actor.getSnapshot())).toMatchObject({ dirty: false, saveState: 'saved' })
    actor.send({ type: 'field.set', key: 'goals', value: 'Scattare' })
    expect(courseSectionView(actor.getSnapshot())).toMatchObject({ dirty: true, saveState: 'unsaved' })
    actor.send({ type: 'section.submit', body: { goals: ['Scattare'] } })
    expect(courseSectionView(actor.getSnapshot()).saveState).toBe('saving')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(bodies).toEqual([{ id: 7, body: { goals: ['Scattare'] } }])
    expect(saved).toEqual([completeCourse])
    expect(courseSectionView(actor.getSnapshot())).toMatchObject({ dirty: false, saveState: 'justSaved' })
  })

  it('shows the page’s own messages without a call, the server’s 422 by field, and a failure otherwise', async () => {
    let answer: unknown = refusals.fields('goals', 'Al massimo 20 obiettivi')
    const { actor, saved } = start(async () => Promise.reject(answer))
    actor.send({ type: 'section.invalid', errors: { goals: 'Scrivi un obiettivo.' } })
    expect(courseSectionView(actor.getSnapshot()).errors).toEqual({ goals: 'Scrivi un obiettivo.' })
    actor.send({ type: 'field.set', key: 'goals', value: 'x' })
    actor.send({ type: 'section.submit', body: { goals: ['x'] } })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(courseSectionView(actor.getSnapshot())).toMatchObject({
      errors: { goals: 'Al massimo 20 obiettivi' },
      failed: false,
      dirty: true,
    })
    answer = refusals.server
    actor.send({ type: 'section.submit', body: { goals: ['x'] } })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(courseSectionView(actor.getSnapshot())).toMatchObject({ errors: {}, failed: true, dirty: true })
    expect(saved).toEqual([])
  })
})
