/**
 * The heart of a course (SPEC.md §4 "Toggles: favorite"): pressed when the course is one of the
 * viewer's favorites. A visitor is asked to log in through the prompt, and the course becomes a
 * favorite once they have (the prompt answers true and the action goes on).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useRequireLogin } from '../../../session/require-login'
import { getSessionState, useSessionSelector } from '../../../session/session-store'
import { Icon } from '../../../shared/ui/icon'
import { fetchFavorite, saveFavorite } from '../api'

/**
 * What this tab last knew of each course, by user: a heart pressed before a login lands in a
 * page that the login re-renders, and every heart of the same course agrees.
 */
const known = new Map<string, boolean>()
const listeners = new Set<() => void>()
function remember(key: string, favorite: boolean) {
  known.set(key, favorite)
  for (const listener of listeners) listener()
}
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function FavoriteButton({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useLingui()
  const userId = useSessionSelector((session) => session.user?.id ?? null)
  const requireLogin = useRequireLogin()
  const key = `${userId}:${courseId}`
  const favorite = useSyncExternalStore(subscribe, () => userId !== null && known.get(key) === true)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (userId === null || known.has(key)) return
    const controller = new AbortController()
    fetchFavorite(courseId, controller.signal).then(
      // a save made meanwhile is newer than this answer
      (state) => known.has(key) || remember(key, state.favorite),
      () => {},
    )
    return () => controller.abort()
  }, [courseId, userId, key])

  async function toggle() {
    if (busy) return
    setFailed(false)
    const wasLoggedIn = userId !== null
    if (!(await requireLogin())) return
    setBusy(true)
    try {
      // Just logged in through the prompt: the click meant "add", whatever was known before.
      const wanted = wasLoggedIn ? !favorite : true
      const saved = await saveFavorite(courseId, wanted)
      remember(`${getSessionState().user?.id ?? null}:${courseId}`, saved.favorite)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

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
        <Icon type="heart" size="sm" className={favorite ? 'fill-current text-red-600' : 'text-slate-600'} />
        <span>{favorite ? <Trans>Nei preferiti</Trans> : <Trans>Aggiungi ai preferiti</Trans>}</span>
        <span className="sr-only">{title}</span>
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t`Non è stato possibile aggiornare i preferiti. Riprova.`}
        </p>
      )}
    </div>
  )
}
