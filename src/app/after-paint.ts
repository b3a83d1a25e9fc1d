/**
 * The one script a page the server drew loads at first (server/core/plugins/spa.ts puts it in
 * place of the app's entry). The page is on screen from its HTML alone: its scripts are there to
 * take it over (src/app/main.tsx hydrates it), so they are fetched once the page has been painted
 * instead of beside the HTML, where on a slow connection they would share its bandwidth and the
 * first paint would wait for more than the page itself. Meanwhile what the visitor presses or types
 * is kept for React (early-input.ts).
 *
 * The HTML names what to fetch (`AFTER_PAINT_ID`): the app's entry and the chunks the page needs,
 * which are all asked for at once here so that they arrive together rather than one after another.
 */
import { keepEarlyInput } from '../shared/lib/early-input'

/** The id of the script element naming the entry and the chunks to fetch (spa.ts writes it). */
export const AFTER_PAINT_ID = 'aula-after-paint'

interface AfterPaint {
  entry: string
  preloads: string[]
}

const root = document.getElementById('root')
if (root) keepEarlyInput(root)

function load() {
  const named = document.getElementById(AFTER_PAINT_ID)?.textContent
  if (!named) return
  const { entry, preloads } = JSON.parse(named) as AfterPaint
  for (const href of preloads) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = entry
  document.body.append(script)
}

let loaded = false
const once = () => {
  if (loaded) return
  loaded = true
  load()
}
// after the next frame has been painted; a page opened in the background paints no frame, so a
// moment later in any case
requestAnimationFrame(() => setTimeout(once, 0))
setTimeout(once, 250)
