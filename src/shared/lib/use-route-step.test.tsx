import { act, cleanup, render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { useRouteStep } from './use-route-step'

afterEach(cleanup)

type Step = 'one' | 'two' | 'three' | 'pending'
type Event = { type: 'goTo'; step: Step }

/** A machine that goes where it is asked unless `stays`; the URL is /s/{step}. */
function setup(path: string, { stays = false, push = false } = {}) {
  const location = memoryLocation({ path, record: true })
  const sent: Event[] = []
  let move: (step: Step | undefined) => void = () => {}
  function Wizard() {
    const [step, setStep] = useState<Step | undefined>(undefined)
    move = setStep
    const [current] = useLocation()
    const routeStep = current.split('/')[2] as Step | undefined
    useRouteStep(
      {
        send: (event: Event) => {
          sent.push(event)
          if (!stays) setStep(event.step)
        },
      },
      {
        step,
        routeStep,
        urlOf: (shown) => `/s/${shown}`,
        goTo: (asked) => (asked === 'three' ? undefined : { type: 'goTo' as const, step: asked }),
        routeStepOf: (shown) => (shown === 'pending' ? 'two' : shown),
        replace: push ? () => false : undefined,
      },
    )
    return null
  }
  render(
    <Router hook={location.hook}>
      <Wizard />
    </Router>,
  )
  return { location, sent, move: (step: Step | undefined) => act(() => move(step)) }
}

describe('useRouteStep', () => {
  it('leaves the URL alone until the machine has a step, then follows it (replacing the entry)', () => {
    const { location, sent, move } = setup('/s/one')
    expect(location.history).toEqual(['/s/one'])
    move('two')
    expect(location.history).toEqual(['/s/two'])
    // a step with no URL of its own shows its route's
    move('pending')
    expect(location.history).toEqual(['/s/two'])
    // the URL it opened with was not asked about
    expect(sent).toEqual([])
  })

  it('a new history entry per step where the flow says so (the wizard)', () => {
    const { location, move } = setup('/s/one', { push: true })
    move('one')
    move('two')
    expect(location.history).toEqual(['/s/one', '/s/two'])
  })

  it('asks the machine for the step a changed URL names; the URL comes back when it stays', async () => {
    const moving = setup('/s/one')
    moving.move('one')
    act(() => moving.location.navigate('/s/two'))
    expect(moving.sent).toEqual([{ type: 'goTo', step: 'two' }])
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(moving.location.history.at(-1)).toBe('/s/two')
    cleanup()

    const staying = setup('/s/one', { stays: true })
    staying.move('one')
    act(() => staying.location.navigate('/s/two'))
    expect(staying.sent).toEqual([{ type: 'goTo', step: 'two' }])
    // once the machine has answered
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(staying.location.history.at(-1)).toBe('/s/one')
    // a step the URL cannot ask for: the machine is not asked, the URL goes back
    act(() => staying.location.navigate('/s/three'))
    expect(staying.sent).toHaveLength(1)
    expect(staying.location.history.at(-1)).toBe('/s/one')
  })

  it('takes a number for a step (the lesson player: a lesson id), replacing only the index route', async () => {
    const location = memoryLocation({ path: '/l', record: true })
    const sent: number[] = []
    let move: (lesson: number | undefined) => void = () => {}
    function Player() {
      const [lesson, setLesson] = useState<number | undefined>(undefined)
      move = setLesson
      const [current] = useLocation()
      const id = current.split('/')[2]
      useRouteStep(
        { send: (event: { lessonId: number }) => sent.push(event.lessonId) },
        {
          step: lesson,
          routeStep: id ? Number(id) : undefined,
          urlOf: (shown) => `/l/${shown}`,
          goTo: (asked) => ({ lessonId: asked }),
          replace: (_, routeStep) => routeStep === undefined,
        },
      )
      return null
    }
    render(
      <Router hook={location.hook}>
        <Player />
      </Router>,
    )
    // opened where the viewer left off: /l becomes its lesson
    act(() => move(7))
    expect(location.history).toEqual(['/l/7'])
    // next: a new entry, so back returns to lesson 7
    act(() => move(8))
    expect(location.history).toEqual(['/l/7', '/l/8'])
    act(() => location.navigate('/l/7'))
    expect(sent).toEqual([7])
  })
})
