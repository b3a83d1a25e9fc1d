/**
 * A request actor as a promise, for the callers that wait on one (a form's submit, a confirm
 * dialog's onConfirm): sends request.send and settles with the `done` or `failed` event the machine
 * emits (the raw error, so a form still maps a 422 onto its fields). Refused while a call is under
 * way: the page's button waits meanwhile.
 */
import type { Actor } from 'xstate'
import type { requestMachine } from './request.machine'

export type RequestActor = Pick<Actor<typeof requestMachine>, 'send' | 'on' | 'getSnapshot'>

export function sendRequest<TOutput>(actor: RequestActor, input: unknown): Promise<TOutput> {
  if (actor.getSnapshot().hasTag('busy')) return Promise.reject(new Error('request: a call is under way'))
  return new Promise<TOutput>((resolve, reject) => {
    const done = actor.on('done', (event) => {
      done.unsubscribe()
      failed.unsubscribe()
      resolve(event.output as TOutput)
    })
    const failed = actor.on('failed', (event) => {
      done.unsubscribe()
      failed.unsubscribe()
      reject(event.error)
    })
    actor.send({ type: 'request.send', input })
  })
}
