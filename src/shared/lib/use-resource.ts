/**
 * Page data through machines/resource: the view passes a typed load function and its params, the
 * machine owns loading / success / empty / failure / reloading, and the view renders from its view
 * mapper (`view`). Changing params (e.g. the page number in the URL) reloads.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { resourceMachine, resourceView, type ResourceView } from '../../../machines/resource'
import { flowRecorder } from './flow-recorder'

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
  const actorRef = useActorRef(machine, { input: { params }, inspect: flowRecorder.inspect })
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
