/**
 * Two ways a view meets an actor's outcome without holding it: `useEmitted` hands the view each
 * event of a type the actor emits (a toast, a navigation), and `sendAndSettle` lets a confirmation
 * dialog wait for the call it started. Shared by every area's actors.ts.
 */
import { useEffect, useRef } from 'react'
import { waitFor, type Actor, type AnyStateMachine, type EmittedFrom, type SnapshotFrom } from 'xstate'

/**
 * Sends `event` and waits until `until` holds (a confirmation dialog waits for the deletion);
 * rejects when the machine then holds a failure, so the dialog stays open.
 */
export async function sendAndSettle<TMachine extends AnyStateMachine>(
  actor: Actor<TMachine>,
  event: Parameters<Actor<TMachine>['send']>[0],
  {
    until,
    failed,
  }: {
    until: (snapshot: SnapshotFrom<TMachine>) => boolean
    failed: (snapshot: SnapshotFrom<TMachine>) => boolean
  },
): Promise<void> {
  actor.send(event)
  const settled = (await waitFor(actor, (snapshot) =>
    until(snapshot as SnapshotFrom<TMachine>),
  )) as SnapshotFrom<TMachine>
  if (failed(settled)) throw new Error('failed')
}

/** Calls the view's latest `handler` for each event of this type the actor emits. */
export function useEmitted<TMachine extends AnyStateMachine, TType extends EmittedFrom<TMachine>['type']>(
  actor: Actor<TMachine>,
  type: TType,
  handler: (event: NoInfer<Extract<EmittedFrom<TMachine>, { type: TType }>>) => void,
) {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const subscription = actor.on(type, (event) => latest.current(event as never))
    return () => subscription.unsubscribe()
  }, [actor, type])
}
