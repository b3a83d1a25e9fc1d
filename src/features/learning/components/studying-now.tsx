/**
 * "3 other people are studying this course now": the course's presence channel
 * (`presence-course.{id}`, open to whoever follows it), on the tab's shared realtime connection.
 * Shown only while subscribed and when someone else is there; announced politely as it changes.
 */
import { Plural } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { PresenceChannel } from 'pusher-js'
import { holdPusher } from '../../../shared/realtime/pusher-client'

/** How many others are on the course's presence channel now; null while not subscribed. */
export function useStudyingNow(courseId: number, enabled: boolean): number | null {
  const [others, setOthers] = useState<number | null>(null)
  useEffect(() => {
    if (!enabled) return
    let stopped = false
    let teardown = () => {}
    const name = `presence-course.${courseId}`
    holdPusher().then(
      (hold) => {
        if (stopped) return hold.release()
        const channel = hold.pusher.subscribe(name) as PresenceChannel
        const count = () => setOthers(Math.max(0, channel.members.count - 1))
        channel.bind('pusher:subscription_succeeded', count)
        channel.bind('pusher:member_added', count)
        channel.bind('pusher:member_removed', count)
        channel.bind('pusher:subscription_error', () => setOthers(null))
        teardown = () => {
          channel.unbind_all()
          hold.pusher.unsubscribe(name)
          hold.release()
        }
      },
      // no realtime connection: nothing to show
      () => {},
    )
    return () => {
      stopped = true
      teardown()
      setOthers(null)
    }
  }, [courseId, enabled])
  return others
}

export function StudyingNow({ courseId, enabled }: { courseId: number; enabled: boolean }) {
  const others = useStudyingNow(courseId, enabled)
  return (
    <p aria-live="polite" className="mt-3 flex items-center gap-2 text-sm text-slate-700 empty:hidden">
      {others !== null && others > 0 && (
        <>
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-green-600" />
          <Plural
            value={others}
            one="# altra persona sta studiando questo corso ora"
            other="# altre persone stanno studiando questo corso ora"
          />
        </>
      )}
    </p>
  )
}
