/**
 * The server answers a page URL with nothing behind it (an unknown course slug) with 404 and says
 * so in `<meta name="aula-status" content="404">` (server/core/page-head.ts). The router then shows
 * the not-found page for that URL instead of the route's own page, until the user goes elsewhere.
 */
let notFoundPath: string | null = null

/** Reads the document the server sent; main.tsx calls it once before the first render. */
export function readServerStatus(): void {
  notFoundPath =
    typeof document !== 'undefined' && document.querySelector('meta[name="aula-status"][content="404"]')
      ? window.location.pathname
      : null
}

/** The URL (with its locale prefix) the server answered 404, or null. */
export const serverNotFoundPath = (): string | null => notFoundPath
