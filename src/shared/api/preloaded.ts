/**
 * The first API answers the server wrote into the page's HTML (server/core/plugins/spa.ts, a
 * `<script type="application/json" id="aula-preloaded">` keyed by URL): a page shows its content
 * from them on a first load instead of waiting for the API client's chunk and a round trip
 * (issue #9 item 23). Each answer is handed out once: a later load of the same URL (a reload, a
 * page left and visited again) asks the server for fresh data. No dependencies, so page shells can
 * read it before the data chunk (ofetch, xstate) has arrived.
 */

/** The element's id; the server writes it (server/core/plugins/spa.ts PRELOADED_ID). */
export const PRELOADED_ID = 'aula-preloaded'

let answers: Map<string, unknown> | undefined

/**
 * The key of a call among the answers: its path and its query (empty values left out) sorted by
 * name, as the server's preloadKey() computes it from the URL it asked.
 */
export function preloadKey(path: string, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.append(name, String(value))
  search.sort()
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

function read(): Map<string, unknown> {
  if (answers) return answers
  answers = new Map()
  const element = typeof document === 'undefined' ? null : document.getElementById(PRELOADED_ID)
  if (!element?.textContent) return answers
  try {
    const parsed: unknown = JSON.parse(element.textContent)
    if (typeof parsed === 'object' && parsed !== null)
      for (const [key, value] of Object.entries(parsed)) answers.set(key, value)
  } catch {
    // a broken block only costs the page its head start: the calls go to the server
  }
  // read once: a later navigation must not find this page's answers in the document
  element.remove()
  return answers
}

/** Whether the page came with the answer to this call (without taking it). */
export function hasPreloaded(path: string, query?: Record<string, unknown>): boolean {
  return read().has(preloadKey(path, query))
}

/** The whole JSON body the server answered for this call, once; undefined when it was not inlined. */
export function takePreloaded(path: string, query?: Record<string, unknown>): unknown {
  const all = read()
  const key = preloadKey(path, query)
  const body = all.get(key)
  all.delete(key)
  return body
}

/** Tests: forget what was read, so the next read looks at the document again. */
export function resetPreloaded(): void {
  answers = undefined
}
