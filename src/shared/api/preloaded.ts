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

/** Drops an answer (a page drew it on its first render, see peekLoad): later loads ask the server. */
export function dropPreloaded(key: string): void {
  read().delete(key)
}

/**
 * The server's render sets the answers it inlines into the HTML (src/app/ssr.tsx): the page's loads
 * peek at them exactly as the browser's first render does.
 */
export function setPreloaded(entries: Iterable<readonly [string, unknown]>): void {
  answers = new Map(entries)
}

/** A value already there, as a thenable that runs its callbacks at once (peekLoad's GETs answer it). */
class Settled<T> implements PromiseLike<T> {
  constructor(readonly value: T) {}
  then<A = T, B = never>(onFulfilled?: ((value: T) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
    return new Settled(onFulfilled ? onFulfilled(this.value) : this.value) as PromiseLike<A | B>
  }
}

class NotInlined extends Error {}

/** The keys read by the peekLoad running now; undefined outside one. */
let peeked: string[] | undefined
/** The GETs peeked at that the answers did not hold, for the server's render to fetch and draw again. */
const missed = new Set<string>()

/** The keys of the GETs peeked at without an answer since the last call (src/app/ssr.tsx). */
export function takeMissed(): string[] {
  const keys = [...missed]
  missed.clear()
  return keys
}

export const isPeeking = (): boolean => peeked !== undefined

/**
 * While peekLoad runs: the inlined answer of a GET as a thenable that is already settled (the API
 * client returns it), without taking it; a GET the HTML does not answer ends the peek.
 */
export function peekAnswer<T>(
  path: string,
  query: Record<string, unknown> | undefined,
  unwrap: (body: unknown) => T,
): PromiseLike<T> {
  const key = preloadKey(path, query)
  const all = read()
  if (!peeked || !all.has(key)) {
    missed.add(key)
    throw new NotInlined(key)
  }
  peeked.push(key)
  return new Settled(unwrap(all.get(key)))
}

/**
 * What a page's load would answer from the inlined answers alone, synchronously: the first render
 * of a page drawn by the server shows the data the server drew with (its actor starts in success
 * instead of loading), so hydration finds the same tree. undefined when a call is not inlined or
 * the load is not a plain chain of calls (an async function): the page then loads as usual. `keys`
 * are the answers used, to drop once the page is on screen (dropPreloaded).
 */
export function peekLoad<T>(load: () => PromiseLike<T>): { value: T; keys: string[] } | undefined {
  const keys: string[] = []
  peeked = keys
  try {
    const result = load()
    if (result instanceof Settled) return { value: result.value as T, keys }
    // an async load: whatever it does after its first GET stays unknown here; its rejection is ours
    if (result instanceof Promise) result.catch(() => {})
    return undefined
  } catch {
    return undefined
  } finally {
    peeked = undefined
  }
}

/** Tests: forget what was read, so the next read looks at the document again. */
export function resetPreloaded(): void {
  answers = undefined
}
