/**
 * What /password-forgotten fetches once its first form is on screen (./lazy-module.ts): the
 * password-reset machine with its real calls, run as one actor per visit, seen through
 * passwordResetView, and the rules of the three forms.
 */
import { createActor } from 'xstate'
import {
  passwordResetView,
  type PasswordResetEvent,
  type PasswordResetView,
} from '../../../machines/password-reset'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { appPasswordResetMachine } from './password-reset'

export { authSchemasIn, schemaErrors } from './door-rules'

export interface PasswordResetRun {
  send: (event: PasswordResetEvent) => void
  /** The view of the latest snapshot (the same object until the snapshot changes). */
  view: () => PasswordResetView
  subscribe: (listener: () => void) => () => void
  stop: () => void
}

export function startPasswordReset(): PasswordResetRun {
  const actor = createActor(appPasswordResetMachine, { inspect: flowRecorder.inspect })
  let view = passwordResetView(actor.getSnapshot())
  const listeners = new Set<() => void>()
  actor.subscribe((snapshot) => {
    view = passwordResetView(snapshot)
    for (const listener of listeners) listener()
  })
  actor.start()
  return {
    send: (event) => actor.send(event),
    view: () => view,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => actor.stop(),
  }
}
