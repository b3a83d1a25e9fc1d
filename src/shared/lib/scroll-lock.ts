/**
 * Page scrolling stays locked while ANY dialog is open: nested or stacked dialogs each take a lock,
 * and the page scrolls again only when the last one releases its own.
 */
let count = 0
let saved: { overflow: string; paddingRight: string } | undefined

export function lockScroll(): void {
  count += 1
  if (count !== 1 || typeof document === 'undefined') return
  const body = document.body
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
  // keep the layout from jumping sideways when the scrollbar disappears
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  body.style.overflow = 'hidden'
}

export function unlockScroll(): void {
  if (count === 0) return
  count -= 1
  if (count !== 0 || typeof document === 'undefined' || !saved) return
  document.body.style.overflow = saved.overflow
  document.body.style.paddingRight = saved.paddingRight
  saved = undefined
}

export function scrollLockCount(): number {
  return count
}
