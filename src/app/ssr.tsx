/**
 * The server's render of a public page (server/core/plugins/spa.ts): the same App the browser runs,
 * drawn into #root from the API answers the HTML carries, so the page is on screen before any
 * script runs and the browser hydrates it (main.tsx) instead of drawing it again. Built by Vite as
 * an SSR bundle (vite.config.ts's ssrBundle plugin, dist/server/ssr.js), so Lingui's macros, the
 * aliases and the catalog parts are compiled exactly as in the browser's build.
 *
 * The render waits for everything the page suspends on (its lazy page and layout, its data
 * section's chunk: src/shared/lib/lazy-section.tsx) and reads its data from the inlined answers
 * (src/shared/lib/use-resource.ts), as the browser's first render does. Lingui's active language and
 * the answers are module state, so renders run one at a time.
 */
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import { LOCALES, type Locale } from '../../contracts/core/constants'
import { setPreloaded, takeMissed } from '../shared/api/preloaded'
import { i18n, loadEveryCatalogPart } from '../shared/i18n'
import { setRenderMode } from '../shared/lib/hydration'
import { App } from './app'

export interface RenderOptions {
  /** The API answers inlined into the HTML, by preload key (src/shared/api/preloaded.ts). */
  answers: ReadonlyMap<string, unknown>
  locale: Locale
}

let catalogs: Promise<void> | undefined
/** Both languages' whole catalogs, once: a page's texts are whatever its modules show. */
const loadCatalogs = () =>
  (catalogs ??= (async () => {
    for (const locale of LOCALES) await loadEveryCatalogPart(locale)
  })())

let queue: Promise<unknown> = Promise.resolve()

/** How React marks a Suspense boundary whose content follows later in the stream. */
const PENDING_BOUNDARY = '<!--$?-->'
const MAX_PASSES = 4

/** The prelude's text: a Node stream (typed as the web's by @types/react-dom), read as an async iterable. */
async function text(stream: unknown): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

export interface Drawn {
  /** #root's content. */
  html: string
  /**
   * The API GETs (preload keys) the page's loads asked for that `answers` did not hold: the server
   * fetches them and draws again, so the page need not list every call it makes.
   */
  missing: string[]
}

async function draw(url: string, { answers, locale }: RenderOptions): Promise<Drawn> {
  await loadCatalogs()
  setRenderMode('server')
  i18n.activate(locale)
  setPreloaded(answers)
  takeMissed()
  const [path, search = ''] = url.split(/\?(.*)/s, 2)
  const tree = (
    <StrictMode>
      <Router ssrPath={path} ssrSearch={search}>
        <App />
      </Router>
    </StrictMode>
  )
  // A part that suspended (a lazy page, layout or data section on its first render in this
  // process) comes out as a fallback completed by an inline script, which the CSP refuses: the
  // render waited for it, so drawing again finds it loaded and writes it in place. Nor may React
  // move a large part out of place for streaming (progressiveChunkSize): the HTML is sent whole.
  for (let pass = 1; ; pass++) {
    const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY })
    const html = await text(prelude)
    if (!html.includes(PENDING_BOUNDARY)) return { html, missing: takeMissed() }
    if (pass === MAX_PASSES) throw new Error(`${url}: still suspended after ${MAX_PASSES} renders`)
  }
}

/** #root's content for a page URL (path and query, locale prefix included). */
export function render(url: string, options: RenderOptions): Promise<Drawn> {
  const result = queue.then(() => draw(url, options))
  queue = result.catch(() => {})
  return result
}
