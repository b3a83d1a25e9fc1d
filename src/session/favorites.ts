/**
 * The viewer's favourite courses as this tab knows them (SPEC.md §4 "Toggles: favorite"), and the
 * heart's toggle (machines/toggle: shown at once, put back if the server refuses). Loaded once per
 * user with one call, however many hearts a page shows, then kept by every save, so all hearts of
 * a course agree and a heart pressed before a login lands in the page the login re-renders. It sits
 * with the session because every area that lists courses shows the heart (favorite-button.tsx).
 */
import { useSelector } from '@xstate/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useSyncExternalStore } from 'react'
import { fromPromise } from 'xstate'
import { listFavoriteCourseIds, setCourseFavorite } from '../../contracts/courses/endpoints'
import { toggleMachine, toggleView, type ApplyToggleInput, type ToggleView } from '../../machines/toggle'
import { call } from '../shared/api'
import { flowRecorder } from '../shared/lib/flow-recorder'
import { getSessionState, useSessionSelector } from './session-store'

interface Known {
  userId: number
  ids: Set<number>
}
let known: Known | null = null
let loading: { userId: number; promise: Promise<void> } | null = null
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function load(userId: number): Promise<void> {
  if (known?.userId === userId) return Promise.resolve()
  if (loading?.userId === userId) return loading.promise
  const promise = call(listFavoriteCourseIds, {}).then(
    (ids) => {
      // a save made meanwhile is newer than this answer
      if (known?.userId !== userId) known = { userId, ids: new Set(ids) }
      changed()
    },
    () => {},
  )
  loading = { userId, promise: promise.finally(() => (loading = null)) }
  return loading.promise
}

/** Marks or unmarks a favorite, and every heart of the course on the page follows. */
export async function saveFavorite(courseId: number, favorite: boolean) {
  const saved = await call(setCourseFavorite, { params: { id: courseId }, body: { favorite } })
  const userId = getSessionState().user?.id
  if (userId === undefined) return saved
  if (known?.userId !== userId) await load(userId)
  if (known?.userId !== userId) known = { userId, ids: new Set() }
  if (saved.favorite) known.ids.add(courseId)
  else known.ids.delete(courseId)
  changed()
  return saved
}

/** A course's heart: the toggle machine given the real save. */
export const appCourseFavoriteMachine = toggleMachine.provide({
  actors: {
    apply: fromPromise<unknown, ApplyToggleInput>(({ input }) =>
      saveFavorite(input.target as number, input.value as boolean),
    ),
  },
})

const sameToggleView = (a: ToggleView, b: ToggleView) =>
  a.value === b.value && a.busy === b.busy && a.error === b.error

/**
 * The heart of one course: what it shows (pressed, saving, refused) and `set(favorite)`. The known
 * favourites are loaded once the viewer is a user and kept in sync with the toggle; the server's
 * render of a public page (src/app/ssr.tsx) draws a visitor's, not pressed, as the first render does.
 */
export function useCourseFavorite(courseId: number) {
  const userId = useSessionSelector((session) => session.user?.id ?? null)
  const isFavorite = () => userId !== null && known?.userId === userId && known.ids.has(courseId)
  const favorite = useSyncExternalStore(subscribe, isFavorite, isFavorite)
  const actor = useActorRef(appCourseFavoriteMachine, {
    input: { target: courseId, value: favorite },
    inspect: flowRecorder.inspect,
  })
  useEffect(() => {
    if (userId !== null) void load(userId)
  }, [userId])
  useEffect(() => actor.send({ type: 'toggle.sync', value: favorite }), [actor, favorite])
  const view = useSelector(actor, (snapshot) => toggleView<boolean>(snapshot), sameToggleView)
  return { view, set: (next: boolean) => actor.send({ type: 'toggle.set', value: next }) }
}
