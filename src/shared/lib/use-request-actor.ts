/**
 * One call a view waits on, through machines/request: `requestWith(call)` gives the machine its
 * real call (in an area's actors.ts), `useRequestActor(machine)` starts it once per use, recorded by
 * the flow recorder, and hands the view the request's view mapper and a `send` that resolves with
 * the answer (or rejects with the refusal, for a form that maps a 422 onto its fields).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import { requestMachine, requestView, sendRequest, type RequestView } from '../../../machines/request'
import { flowRecorder } from './flow-recorder'

export type RequestMachine = typeof requestMachine

export const requestWith = <TInput, TOutput>(call: (input: TInput) => Promise<TOutput>): RequestMachine =>
  requestMachine.provide({
    actors: { call: fromPromise<unknown, unknown>(({ input }) => call(input as TInput)) },
  })

export interface RequestHandle<TInput, TOutput> {
  view: RequestView<TOutput>
  send: (input: TInput) => Promise<TOutput>
  reset: () => void
}

export function useRequestActor<TInput, TOutput>(machine: RequestMachine): RequestHandle<TInput, TOutput> {
  const actor = useActorRef(machine, { inspect: flowRecorder.inspect })
  const view = useSelector(actor, (snapshot) => requestView<TOutput>(snapshot), sameRequestView)
  const send = useCallback((input: TInput) => sendRequest<TOutput>(actor, input), [actor])
  const reset = useCallback(() => actor.send({ type: 'request.reset' }), [actor])
  return { view, send, reset }
}

const sameRequestView = (a: RequestView, b: RequestView) =>
  a.phase === b.phase && a.output === b.output && a.error === b.error
