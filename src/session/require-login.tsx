/**
 * useRequireLogin(): for actions that need an account (buy, follow, apply) on pages a visitor can
 * open. It answers true at once for a logged-in user; otherwise it opens the login prompt, whose
 * code (xstate, the session, the dialog) downloads only now, and answers when the prompt does.
 * The app mounts <LoginPromptHost /> once.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { getSessionState } from './session-store'

const LoginPrompt = lazy(() => import('./login-prompt').then((m) => ({ default: m.LoginPrompt })))

let needed = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Resolves true when the user is (or has just) logged in, false when they closed the prompt. */
export async function requireLogin(): Promise<boolean> {
  if (getSessionState().isLoggedIn) return true
  if (!needed) {
    needed = true
    for (const listener of listeners) listener()
  }
  const { openLoginPrompt } = await import('./login-prompt')
  return openLoginPrompt()
}

export function useRequireLogin(): () => Promise<boolean> {
  return requireLogin
}

/** Renders the prompt once someone has asked for it; nothing (and no download) before. */
export function LoginPromptHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  )
  return show ? (
    <Suspense fallback={null}>
      <LoginPrompt />
    </Suspense>
  ) : null
}
