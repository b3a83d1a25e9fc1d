/**
 * Where the tree is being rendered: in the browser as usual ('client'), on the server for a public
 * page's HTML (src/app/ssr.tsx, 'server'), or in the browser over that HTML ('hydrating',
 * src/app/main.tsx, until the page has committed). While the server's markup is drawn or taken
 * over, a render must draw what the server drew: a page's data section waits for its chunk instead
 * of showing its skeleton (lazy-section.tsx), and the page's data comes from the answers the HTML
 * carries (use-resource.ts, use-list-query.ts) instead of a first render in `loading`.
 */
export type RenderMode = 'client' | 'server' | 'hydrating'

let mode: RenderMode = 'client'

export const renderMode = (): RenderMode => mode

export function setRenderMode(next: RenderMode): void {
  mode = next
}

/** Data sections whose chunk is still on its way while the rest of the page has been hydrated. */
let holds = 0
let pageHydrated = false

const settle = () => {
  if (mode === 'hydrating' && pageHydrated && holds === 0) mode = 'client'
}

/**
 * The page's shell is hydrated (src/app/router.tsx): the server's markup is the app's once the data
 * sections still waiting for their chunk (holdHydration) have been hydrated too.
 */
export function shellHydrated(): void {
  pageHydrated = true
  settle()
}

/**
 * A data section keeps the server's markup while its chunk downloads after the shell is
 * interactive (lazy-section.tsx): until it releases the hold, renders still draw the server's tree.
 */
export function holdHydration(): () => void {
  holds++
  let released = false
  return () => {
    if (released) return
    released = true
    holds--
    settle()
  }
}

/** The render must produce the server's markup (on the server, or hydrating it). */
export const drawsServerMarkup = (): boolean => mode !== 'client'

/** The attribute on #root that says the server drew the page with React (server/core/plugins/spa.ts writes it). */
export const SSR_ATTRIBUTE = 'data-ssr'
