/**
 * What a visitor does on a page the server drew before React has taken its parts over (src/app/
 * main.tsx hydrates it): kept here, apart from React, so that the small script a drawn page loads
 * first (src/app/after-paint.ts) can start keeping it before the app's own scripts are fetched.
 */
/** What stands for a control whose value the visitor set before React took it over. */
type Setting = { kind: 'value'; value: string } | { kind: 'checked'; checked: boolean }

interface Early {
  element: HTMLElement
  since: number
  /** A button's press, or the value a form control was given. */
  act: 'click' | Setting
}

/** React keeps each element's props under a key of this prefix once it has rendered or hydrated it. */
const REACT_PROPS = '__reactProps$'
export const isTakenOver = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith(REACT_PROPS))

const PRESSABLE = 'button, [role="button"], a[href]'
const CONTROL = 'input, select, textarea'

function setValueUnseen(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
}

/** Tells React now what the visitor did before it took the element over. */
function replay({ element, act }: Early) {
  if (act === 'click') return element.click()
  if (element instanceof HTMLSelectElement && act.kind === 'value') {
    element.value = act.value
    element.dispatchEvent(new Event('change', { bubbles: true }))
  } else if (element instanceof HTMLInputElement && act.kind === 'checked') {
    // React noted the box as it found it: note the other state, then press it into the visitor's
    element.checked = !act.checked
    element.click()
  } else if (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    act.kind === 'value'
  ) {
    // React's note of the value goes through the element's own setter; the visitor's does not
    element.value = `${act.value}\u0000`
    setValueUnseen(element, act.value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/**
 * A page drawn by the server shows its links, buttons and fields before React has taken them over:
 * the shell within a few tasks of the scripts, a data section once its chunk is in
 * (lazy-section.tsx). React itself drops a click on a part it cannot take over at once (its chunk
 * still on its way), a link followed on the bare markup opens its own page where the app would
 * have answered in place (the login prompt of a course's buy link), and a field changed before
 * then keeps the visitor's value on screen while the component's state keeps the server's (a
 * category picked on /courses, then "Filtra", would filter nothing). So from the moment the
 * scripts run, a press on a button or a link React has not taken over yet is held and a change to
 * a field is noted, and each is performed again, in order, on the same element once React has it
 * (or, after `wait`, the press anyway).
 */
export function keepEarlyInput(root: HTMLElement, wait = 10_000): () => void {
  const early: Early[] = []
  /** While an event owed is dispatched again: it goes through. */
  let replaying = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const later = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 500 })
      : setTimeout(run, 50)
  /**
   * React marks an element as it renders it over the server's markup, which is before it commits
   * that render (a slice at a time): an event dispatched in between reaches a component not there
   * yet. So what is owed to an element is replayed once React has it and the page has then had an
   * idle moment (React's renders and commits run in back-to-back tasks).
   */
  const flush = (idle: boolean) => {
    timer = undefined
    const now = performance.now()
    while (early.length) {
      const first = early[0]
      const late = now - first.since > wait
      const ready = !first.element.isConnected || late || isTakenOver(first.element)
      if (!ready) break
      if (!idle && !late && first.element.isConnected) {
        later(() => flush(true))
        return
      }
      early.shift()
      if (first.element.isConnected && (isTakenOver(first.element) || first.act === 'click')) {
        replaying = true
        try {
          replay(first)
        } finally {
          replaying = false
        }
      }
    }
    if (early.length) timer = setTimeout(() => flush(false), 30)
  }
  const note = (entry: Early) => {
    early.push(entry)
    if (early.length === 1) timer ??= setTimeout(() => flush(false), 30)
  }
  const onClick = (event: MouseEvent) => {
    // a link opened elsewhere (a new tab, a download) is the browser's business
    const elsewhere = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0
    if (replaying || elsewhere || !(event.target instanceof Element)) return
    const element = event.target.closest<HTMLElement>(PRESSABLE)
    if (element instanceof HTMLAnchorElement && (element.download || element.target === '_blank')) return
    // a press after something still owed waits its turn, even on a part React has already
    // (the filters' "Filtra" after a category picked in the list's part)
    if (!element || !root.contains(element) || (isTakenOver(element) && !early.length)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    note({ element, since: performance.now(), act: 'click' })
  }
  const onChange = (event: Event) => {
    if (replaying || !(event.target instanceof Element)) return
    const element = event.target.closest<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(CONTROL)
    if (!element || !root.contains(element) || isTakenOver(element)) return
    const checkable =
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
    const act: Setting = checkable
      ? { kind: 'checked', checked: element.checked }
      : { kind: 'value', value: element.value }
    // the last change of a field is the one that counts
    const previous = early.findIndex((entry) => entry.element === element && entry.act !== 'click')
    if (previous >= 0) early.splice(previous, 1)
    note({ element, since: performance.now(), act })
  }
  document.addEventListener('click', onClick, true)
  document.addEventListener('change', onChange, true)
  document.addEventListener('input', onChange, true)
  return () => {
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('change', onChange, true)
    document.removeEventListener('input', onChange, true)
    if (timer) clearTimeout(timer)
  }
}
