import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { body, refusals, saved } from './fixtures'
import { billingDetailsInput, billingDetailsMachine, billingDetailsView } from './index'

function start(answer: () => Promise<unknown>) {
  const bodies: unknown[] = []
  const heard: unknown[] = []
  const actor = createActor(
    billingDetailsMachine.provide({
      actors: { submit: fromPromise<unknown, unknown>(({ input }) => (bodies.push(input), answer())) },
    }),
    { input: billingDetailsInput },
  ).start()
  actor.on('saved', (event) => heard.push(event.output))
  const view = () => billingDetailsView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, bodies, heard, view, settled }
}

describe('billing details journeys', () => {
  it('a nested field’s 422 goes under it, a lost connection is the alert, the retry saves', async () => {
    let answer: () => Promise<unknown> = () =>
      Promise.reject(refusals.fields('hr_data.p_iva', 'La partita IVA non è valida.'))
    const form = start(() => answer())
    form.actor.send({ type: 'form.submit', body })
    expect(form.view().busy).toBe(true)
    await form.settled()
    expect(form.view()).toMatchObject({
      phase: 'invalid',
      serverErrors: { 'hr_data.p_iva': ['La partita IVA non è valida.'] },
      alert: null,
    })
    answer = () => Promise.reject(refusals.network)
    form.actor.send({ type: 'form.submit', body })
    await form.settled()
    expect(form.view()).toMatchObject({
      phase: 'failed',
      serverErrors: {},
      alert: { kind: 'failed', failure: { status: 0 } },
    })
    answer = async () => saved
    form.actor.send({ type: 'form.submit', body })
    await form.settled()
    expect(form.view()).toMatchObject({ phase: 'saved', saved, alert: null })
    expect(form.heard).toEqual([saved])
    expect(form.bodies).toEqual([body, body, body])
  })
})
