import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { body, earlier, invalidIban, kept, refusals } from './fixtures'
import { payoutAccountInput, payoutAccountMachine, payoutAccountView } from './index'

function start(answer: () => Promise<unknown>) {
  const bodies: unknown[] = []
  const heard: unknown[] = []
  const actor = createActor(
    payoutAccountMachine.provide({
      actors: { submit: fromPromise<unknown, unknown>(({ input }) => (bodies.push(input), answer())) },
    }),
    { input: payoutAccountInput },
  ).start()
  actor.on('saved', (event) => heard.push(event.output))
  const view = () => payoutAccountView(actor.getSnapshot(), earlier)
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, bodies, heard, view, settled }
}

describe('payout account journeys', () => {
  it("the page's own checks call nothing; the server's IBAN refusal goes under it; the kept account is shown", async () => {
    let answer: () => Promise<unknown> = () => Promise.reject(refusals.fields('iban', invalidIban))
    const form = start(() => answer())
    form.actor.send({ type: 'form.invalid', errors: { holder: "Scrivi l'intestatario del conto." } })
    expect(form.view()).toMatchObject({
      phase: 'invalid',
      errors: { holder: "Scrivi l'intestatario del conto." },
    })
    expect(form.bodies).toEqual([])

    form.actor.send({ type: 'form.submit', body })
    expect(form.view().errors).toEqual({ holder: undefined, iban: undefined })
    await form.settled()
    expect(form.view()).toMatchObject({ phase: 'invalid', errors: { iban: invalidIban }, account: earlier })
    form.actor.send({ type: 'form.edit', field: 'iban' })
    expect(form.view().errors.iban).toBeUndefined()

    answer = async () => kept
    form.actor.send({ type: 'form.submit', body })
    await form.settled()
    expect(form.view()).toMatchObject({ phase: 'saved', saved: kept, account: kept })
    expect(form.heard).toEqual([kept])

    // too many tries: the alert, and the account kept stays the one shown
    answer = () => Promise.reject(refusals.tooMany)
    form.actor.send({ type: 'form.submit', body })
    await form.settled()
    expect(form.view()).toMatchObject({
      phase: 'failed',
      account: kept,
      alert: { kind: 'failed', failure: { status: 429, retryAfter: 60 } },
    })
  })
})
