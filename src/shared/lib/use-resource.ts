/**
 * Page data through machines/resource: the view passes a typed load function and its params, the
 * machine owns loading / success / empty / failure / reloading, and the view renders from its view
 * mapper (`view`). Changing params (e.g. the page number in the URL) reloads.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { isEmptyData, resourceMachine, resourceView, type ResourceView } from '../../../machines/resource'
import { dropPreloaded, peekLoad } from '../api/preloaded'
import { flowRecorder } from './flow-recorder'
import { useDrawsServerMarkup } from './hydration'

/**
 * A page drawn by the server (./hydration.ts): what its load answers from the HTML's inlined
 * answers, for the actor to start with instead of `loading` — the data the server drew with.
 */
export function useServerDrawnData(load: () => PromiseLike<unknown>) {
  const drawing = useDrawsServerMarkup()
  const [peeked] = useState(() => (drawing ? peekLoad(load) : undefined))
  // drawn once: a later load of the same URL (a reload, the page visited again) asks the server
  useEffect(() => peeked?.keys.forEach(dropPreloaded), [peeked])
  return peeked && { state: isEmptyData(peeked.value) ? 'empty' : 'success', data: peeked.value }
}

export type ResourceParams = Record<string, unknown>
export type ResourceLoader<T, P extends ResourceParams> = (params: P, signal: AbortSignal) => Promise<T>
export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>

export interface Resource<T> {
  snapshot: ResourceSnapshot
  /** What the section shows (machines/resource/resource.view.ts). */
  view: ResourceView<T>
  /** The loaded data (kept while reloading); undefined before the first success. */
  data: T | undefined
  error: unknown
  retry: () => void
  reload: () => void
}

export function useResource<T, P extends ResourceParams = ResourceParams>(
  load: ResourceLoader<T, P>,
  params: P = {} as P,
): Resource<T> {
  // The loader is fixed for the life of the component: a page has one data source, its params vary.
  const [machine] = useState(() =>
    resourceMachine.provide({
      actors: {
        load: fromPromise<unknown, { params: ResourceParams }>(({ input, signal }) =>
          load(input.params as P, signal),
        ),
      },
    }),
  )
  const drawn = useServerDrawnData(() => load(params, new AbortController().signal))
  const [snapshot0] = useState(
    () =>
      drawn &&
      machine.resolveState({ value: drawn.state, context: { params, data: drawn.data, error: undefined } }),
  )
  const actorRef = useActorRef(machine, {
    input: { params },
    snapshot: snapshot0,
    inspect: flowRecorder.inspect,
  })
  const snapshot = useSelector(actorRef, (s) => s)

  const key = JSON.stringify(params)
  const lastKey = useRef(key)
  useEffect(() => {
    if (key === lastKey.current) return
    lastKey.current = key
    actorRef.send({ type: 'resource.setParams', params: JSON.parse(key) as ResourceParams })
  }, [key, actorRef])

  return {
    snapshot,
    view: resourceView<T>(snapshot),
    data: snapshot.context.data as T | undefined,
    error: snapshot.context.error,
    retry: () => actorRef.send({ type: 'resource.retry' }),
    reload: () => actorRef.send({ type: 'resource.reload' }),
  }
}
