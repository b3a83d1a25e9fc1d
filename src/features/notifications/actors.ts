/**
 * What /notifications runs, with the real calls of api.ts given with .provide() and started with the
 * flow recorder's inspect (DESIGN.md §2, issue 34): each batch of the list through the resource
 * machine, marking one or all read through machines/notification-reads. A mark that went through is
 * reported to the notifications actor (readReports, realtime.ts), so the bell's count follows.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import {
  notificationReadsMachine,
  notificationReadsView,
  type MarkInput,
} from '../../../machines/notification-reads'
import { useEmitted } from '../../shared/lib/actor-events'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useResource } from '../../shared/lib/use-resource'
import { fetchNotifications, NOTIFICATIONS_PER_PAGE, readAllNotifications, readNotification } from './api'
import { readReports } from './live'

export { NOTIFICATIONS_PER_PAGE }

/** A batch of notifications, read on from `before` (the last id shown), or the newest. */
export const useNotificationsBatch = (before: number | undefined) =>
  useResource(fetchNotifications, before ? { before } : {})

/** Marking one notification or all read, optimistic with rollback (machines/notification-reads). */
export const appNotificationReadsMachine = notificationReadsMachine.provide({
  actors: {
    mark: fromPromise<unknown, MarkInput>(({ input }) =>
      input.id === null ? readAllNotifications() : readNotification(input.id),
    ),
  },
})

/**
 * The page's marks: the view reads `view` and sends `reads.markOne` / `reads.markAll`. A mark the
 * server saved is reported to the notifications actor, so the bell's count follows.
 */
export function useNotificationReads() {
  // Pushed before the first batch was read are in it already; only later ones are shown on top.
  const [openedAt] = useState(() => Date.now())
  const actor = useActorRef(appNotificationReadsMachine, {
    input: { openedAt },
    inspect: flowRecorder.inspect,
  })
  useEmitted(actor, 'marked', (event) => {
    if (event.id === null) readReports.get().readAll()
    else readReports.get().read()
  })
  const view = useSelector(actor, notificationReadsView)
  return { actor, view }
}
