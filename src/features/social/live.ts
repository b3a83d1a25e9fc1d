/**
 * The feed's and a post page's live updates (issue 17) over the tab's pusher connection:
 * - the user's private channel (the one the notifications actor keeps; here only our events are
 *   bound and unbound, never the channel itself) brings the counts of the user's own posts and the
 *   "new post" of someone they follow;
 * - a post's page joins `presence-post.{id}`, where every reaction and comment on it is counted.
 */
import { useEffect, useRef } from 'react'
import { notificationChannel } from '../../../contracts/notifications/schemas'
import {
  POST_COUNTS_EVENT,
  POST_CREATED_EVENT,
  postChannel,
  type PostCounts,
  type PostCreatedPush,
} from '../../../contracts/social/schemas'
import { holdPusher } from '../../shared/realtime/pusher-client'

type Handlers = { onCounts?: (counts: PostCounts) => void; onCreated?: (push: PostCreatedPush) => void }

/** Listens on the user's private channel for their posts' counts and followed authors' new posts. */
export function useFeedLive(userId: number | null, handlers: Handlers): void {
  const current = useRef(handlers)
  useEffect(() => {
    current.current = handlers
  })
  useEffect(() => {
    if (userId === null) return
    let stopped = false
    let teardown = () => {}
    void holdPusher()
      .then((hold) => {
        if (stopped) return hold.release()
        const channel = hold.pusher.subscribe(`private-${notificationChannel(userId)}`)
        const counts = (data: PostCounts) => current.current.onCounts?.(data)
        const created = (data: PostCreatedPush) => current.current.onCreated?.(data)
        channel.bind(POST_COUNTS_EVENT, counts)
        channel.bind(POST_CREATED_EVENT, created)
        teardown = () => {
          channel.unbind(POST_COUNTS_EVENT, counts)
          channel.unbind(POST_CREATED_EVENT, created)
          hold.release()
        }
      })
      .catch(() => {})
    return () => {
      stopped = true
      teardown()
    }
  }, [userId])
}

/** Joins a post's presence channel for its live counts. */
export function usePostLive(postId: number | null, onCounts: (counts: PostCounts) => void): void {
  const current = useRef(onCounts)
  useEffect(() => {
    current.current = onCounts
  })
  useEffect(() => {
    if (postId === null) return
    let stopped = false
    let teardown = () => {}
    void holdPusher()
      .then((hold) => {
        if (stopped) return hold.release()
        const name = postChannel(postId)
        const channel = hold.pusher.subscribe(name)
        const counts = (data: PostCounts) => current.current(data)
        channel.bind(POST_COUNTS_EVENT, counts)
        teardown = () => {
          channel.unbind(POST_COUNTS_EVENT, counts)
          hold.pusher.unsubscribe(name)
          hold.release()
        }
      })
      .catch(() => {})
    return () => {
      stopped = true
      teardown()
    }
  }, [postId])
}
