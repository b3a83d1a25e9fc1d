/**
 * Where the tree is being rendered: in the browser as usual ('client'), or on the server for a
 * public page's HTML (src/app/ssr.tsx, 'server'), whose markup the browser then hydrates
 * (src/app/main.tsx). While the server's markup is drawn or taken over, a render must draw what the
 * server drew: a page's data section waits for its chunk instead of showing its skeleton
 * (lazy-section.tsx), and the page's data comes from the answers the HTML carries (use-resource.ts,
 * use-list-query.ts) instead of a first render in `loading`.
 *
 * Which component is being hydrated is React's to say, not the page's: React hydrates the part of
 * the tree outside any Suspense boundary first and each boundary later, in short low-priority
 * renders of their own (what keeps a drawn page's take-over out of one long task), so a data
 * section may be taken over well after the page's shell is interactive. useDrawsServerMarkup asks
 * React, per component.
 */
import { useState, useSyncExternalStore } from 'react'

export type RenderMode = 'client' | 'server'

let mode: RenderMode = 'client'

export const renderMode = (): RenderMode => mode

export function setRenderMode(next: RenderMode): void {
  mode = next
}

const subscribeToNothing = () => () => {}
const inServerOrHydratingRender = () => true

/**
 * Whether this component, as it mounted, drew the server's markup (the server's render) or took it
 * over (hydration): React reads a store's server snapshot in both, and the client's otherwise. Kept
 * from the mount, so a later render of the component does not change its mind; and the client's
 * snapshot answers what was kept, or React, finding after hydration that it differs from the
 * server's, would render the component (a whole data section) again at once.
 */
export function useDrawsServerMarkup(): boolean {
  const [kept] = useState<{ drawing?: boolean }>(() => ({}))
  const drawing = useSyncExternalStore(
    subscribeToNothing,
    () => kept.drawing ?? mode === 'server',
    inServerOrHydratingRender,
  )
  kept.drawing ??= drawing
  return kept.drawing
}

/** The attribute on #root that says the server drew the page with React (server/core/plugins/spa.ts writes it). */
export const SSR_ATTRIBUTE = 'data-ssr'
