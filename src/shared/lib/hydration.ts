/**
 * Where the tree is being rendered: in the browser as usual ('client'), on the server for a public
 * page's HTML (src/app/ssr.tsx, 'server'), or in the browser over that HTML ('hydrating',
 * src/app/main.tsx, until the page has committed). While the server's markup is drawn or taken
 * over, a render must draw what the server drew: a page's data section waits for its chunk instead
 * of showing its skeleton (lazy-section.tsx), and the page's data comes from the answers the HTML
 * carries (use-resource.ts, use-list-query.ts) instead of a first render in `loading`.
 */
import { lazy, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react'

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

const subscribeToNothing = () => () => {}
const serverMarkup = () => true

/**
 * Whether this component, as it mounted, drew or took over the server's markup. The page's mode is
 * not enough: React hydrates the shell first and a data section's boundary later, at a lower
 * priority (once its chunk is in), when the page is already 'client'. React reads a store's server
 * snapshot in a render that hydrates, so this knows, per component; kept from the mount.
 */
export function useDrawsServerMarkup(): boolean {
  const drawing = useSyncExternalStore(subscribeToNothing, drawsServerMarkup, serverMarkup)
  const [mounted] = useState(drawing)
  return mounted
}

/** The attribute on #root that says the server drew the page with React (server/core/plugins/spa.ts writes it). */
export const SSR_ATTRIBUTE = 'data-ssr'

/**
 * React.lazy that renders at once when its module is already in: `preload()` downloads it, and a
 * render after that finds it without suspending. A plain lazy suspends on its first render even for
 * a module already downloaded (its factory's promise settles a microtask later), and hydration does
 * not wait: it leaves that part's server markup dehydrated and commits the rest, so the first update
 * from above (a context, a parent's render) makes React drop the markup and draw the part anew, from
 * its fallback (CLS, and a second render of the whole page). main.tsx preloads the URL's page and
 * layout this way before hydrating (src/app/router.tsx preloadRouteModules).
 */
export function preloadableLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<M> } {
  let loaded: M | undefined
  const preload = () => load().then((module) => (loaded = module))
  // a thenable that calls back at once: React.lazy then resolves during the render itself
  const settled = (module: M) =>
    ({
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: pick(module) }),
    }) as unknown as Promise<{
      default: ComponentType<P>
    }>
  const component = lazy(() =>
    loaded !== undefined ? settled(loaded) : preload().then((module) => ({ default: pick(module) })),
  )
  return Object.assign(component, { preload })
}
