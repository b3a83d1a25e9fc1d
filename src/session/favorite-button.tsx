/**
 * The heart of a course (SPEC.md §4 "Toggles: favorite"), on the course page and on every course
 * card: pressed when the course is one of the viewer's favorites. A visitor is asked to log in
 * through the prompt, and the course becomes a favorite once they have (the prompt answers true
 * and the action goes on). It reads the course's toggle (favorites.ts, machines/toggle): pressed at
 * once, put back with a message if the server refuses. It sits with the session because every area
 * that lists courses shows it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '../shared/ui/icon'
import { useCourseFavorite } from './favorites'
import { useRequireLogin } from './require-login'
import { useSessionSelector } from './session-store'

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
  const loggedIn = useSessionSelector((session) => session.user != null)
  const requireLogin = useRequireLogin()
  const { view, set } = useCourseFavorite(courseId)
  const { value: favorite } = view
  const failed = view.error !== null

  // a press while the last one is saved counts too: the toggle sends it next (the last one wins)
  async function toggle() {
    const wasLoggedIn = loggedIn
    if (!(await requireLogin())) return
    // Just logged in through the prompt: the click meant "add", whatever was known before.
    set(wasLoggedIn ? !favorite : true)
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
