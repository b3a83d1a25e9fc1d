/**
 * What /notifications runs, with the real calls of api.ts given with .provide() and started with the
 * flow recorder's inspect (DESIGN.md §2, issue 34): each batch of the list through the resource
 * machine, marking one or all read through machines/request. A mark that went through is reported to
 * the notifications actor (readReports, realtime.ts), so the bell's count follows.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise, type Actor } from 'xstate'
import type { Notification } from '../../../contracts/notifications/schemas'
import { requestMachine, requestView } from '../../../machines/request'
import { useEmitted } from '../../shared/lib/actor-events'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useResource } from '../../shared/lib/use-resource'
import { fetchNotifications, NOTIFICATIONS_PER_PAGE, readAllNotifications, readNotification } from './api'
import { readReports } from './live'

export { NOTIFICATIONS_PER_PAGE }

/** A batch of notifications, read on from `before` (the last id shown), or the newest. */
export const useNotificationsBatch = (before: number | undefined) =>
  useResource(fetchNotifications, before ? { before } : {})

export const appReadNotificationMachine = requestMachine.provide({
  actors: { call: fromPromise<unknown, unknown>(({ input }) => readNotification(input as number)) },
})
export const appReadAllNotificationsMachine = requestMachine.provide({
  actors: { call: fromPromise<unknown, unknown>(() => readAllNotifications()) },
})

const useRequestActor = (machine: typeof requestMachine) =>
  useActorRef(machine, { inspect: flowRecorder.inspect }) as Actor<typeof requestMachine>

/**
 * Marking one notification read: `onRead` hears it as the server saved it, `onFailed` a refusal.
 */
export function useReadNotification(onRead: (updated: Notification) => void, onFailed: () => void) {
  const actor = useRequestActor(appReadNotificationMachine)
  useEmitted(actor, 'done', (event) => {
    if (event.type !== 'done') return
    onRead(event.output as Notification)
    readReports.get().read()
  })
  useEmitted(actor, 'failed', () => onFailed())
  const busy = useSelector(actor, (snapshot) => requestView(snapshot).busy)
  return { busy, read: (id: number) => actor.send({ type: 'request.send', input: id }) }
}

/** Marking every notification read ("Segna tutte come lette"). */
export function useReadAllNotifications(onRead: () => void, onFailed: () => void) {
  const actor = useRequestActor(appReadAllNotificationsMachine)
  useEmitted(actor, 'done', () => {
    onRead()
    readReports.get().readAll()
  })
  useEmitted(actor, 'failed', () => onFailed())
  const busy = useSelector(actor, (snapshot) => requestView(snapshot).busy)
  return { busy, readAll: () => actor.send({ type: 'request.send', input: null }) }
}
