/**
 * The heart of a course (SPEC.md §4 "Toggles: favorite"), on the course page and on every course
 * card: pressed when the course is one of the viewer's favorites. A visitor is asked to log in
 * through the prompt, and the course becomes a favorite once they have (the prompt answers true
 * and the action goes on). It sits with the session because every area that lists courses shows it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { listFavoriteCourseIds, setCourseFavorite } from '../../contracts/courses/endpoints'
import { call } from '../shared/api'
import { Icon } from '../shared/ui/icon'
import { useRequireLogin } from './require-login'
import { getSessionState, useSessionSelector } from './session-store'

/**
 * The viewer's favorites as this tab knows them: loaded once per user with one call, however
 * many hearts a page shows, then kept by every save, so all hearts of a course agree and a heart
 * pressed before a login lands in the page the login re-renders.
 */
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
  if (userId === undefined) return
  if (known?.userId !== userId) await load(userId)
  if (known?.userId !== userId) known = { userId, ids: new Set() }
  if (saved.favorite) known.ids.add(courseId)
  else known.ids.delete(courseId)
  changed()
}

export function FavoriteButton({
  courseId,
  title,
  compact = false,
}: {
  courseId: number
  title: string
  /** A round icon button over a course card, its name for screen readers only. */
  compact?: boolean
}) {
  const { t } = useLingui()
  const userId = useSessionSelector((session) => session.user?.id ?? null)
  const requireLogin = useRequireLogin()
  const isFavorite = () => userId !== null && known?.userId === userId && known.ids.has(courseId)
  // the server draws public pages for visitors (src/app/ssr.tsx): the same answer there
  const favorite = useSyncExternalStore(subscribe, isFavorite, isFavorite)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (userId !== null) void load(userId)
  }, [userId])

  async function toggle() {
    if (busy) return
    setFailed(false)
    const wasLoggedIn = userId !== null
    if (!(await requireLogin())) return
    setBusy(true)
    try {
      // Just logged in through the prompt: the click meant "add", whatever was known before.
      await saveFavorite(courseId, wasLoggedIn ? !favorite : true)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const heart = (
    <Icon type="heart" size="sm" className={favorite ? 'fill-current text-red-600' : 'text-slate-600'} />
  )
  const error = failed && (
    <p role="alert" className={compact ? 'sr-only' : 'text-sm text-red-800'}>
      {t`Non è stato possibile aggiornare i preferiti. Riprova.`}
    </p>
  )

  if (compact)
    return (
      <>
        <button
          type="button"
          aria-pressed={favorite}
          aria-disabled={busy || undefined}
          aria-label={favorite ? t`Togli ${title} dai preferiti` : t`Aggiungi ${title} ai preferiti`}
          title={favorite ? t`Nei preferiti` : t`Aggiungi ai preferiti`}
          onClick={() => void toggle()}
          className={`inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 shadow ring-1 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${failed ? 'ring-red-600' : 'ring-slate-300'}`}
        >
          {heart}
        </button>
        {error}
      </>
    )

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={favorite}
        // not `disabled`: a disabled button drops the keyboard focus while it saves
        aria-disabled={busy || undefined}
        onClick={() => void toggle()}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {heart}
        <span>{favorite ? <Trans>Nei preferiti</Trans> : <Trans>Aggiungi ai preferiti</Trans>}</span>
        <span className="sr-only">{title}</span>
      </button>
      {error}
    </div>
  )
}
