import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { refusals } from '../course-manager/fixtures'
import { requestMachine, requestView, sendRequest } from './index'

function start(call: (input: unknown) => Promise<unknown>) {
  const calls: unknown[] = []
  const actor = createActor(
    requestMachine.provide({
      actors: {
        call: fromPromise<unknown, unknown>(({ input }) => {
          calls.push(input)
          return call(input)
        }),
      },
    }),
  ).start()
  return { actor, calls }
}

describe('request journeys', () => {
  it('sends the input, waits, and settles with the answer', async () => {
    const { actor, calls } = start(async (input) => ({ echoed: input }))
    const answer = sendRequest(actor, { terms_accepted: true })
    expect(requestView(actor.getSnapshot())).toMatchObject({ phase: 'sending', busy: true })
    await expect(answer).resolves.toEqual({ echoed: { terms_accepted: true } })
    expect(calls).toEqual([{ terms_accepted: true }])
    expect(requestView(actor.getSnapshot())).toMatchObject({
      phase: 'done',
      busy: false,
      output: { echoed: { terms_accepted: true } },
    })
  })

  it('refuses a second send while the first is under way', async () => {
    const { actor, calls } = start(() => new Promise(() => undefined))
    void sendRequest(actor, 1)
    await expect(sendRequest(actor, 2)).rejects.toThrow('under way')
    expect(calls).toEqual([1])
  })

  it('rejects with the raw error, keeps what can be shown, and sends again', async () => {
    let answer: unknown = refusals.fields('text', 'Scrivi il testo.')
    const { actor, calls } = start(async () => Promise.reject(answer))
    await expect(sendRequest(actor, 'a')).rejects.toBe(answer)
    expect(requestView(actor.getSnapshot()).error).toEqual({
      status: 422,
      message: 'Dati non validi',
      fields: { text: 'Scrivi il testo.' },
    })
    answer = { status: 429 }
    await expect(sendRequest(actor, 'b')).rejects.toBe(answer)
    expect(requestView(actor.getSnapshot())).toMatchObject({ tooMany: true, error: { status: 429 } })
    actor.send({ type: 'request.reset' })
    expect(requestView(actor.getSnapshot())).toMatchObject({ phase: 'idle', error: null, tooMany: false })
    expect(calls).toEqual(['a', 'b'])
  })
})
