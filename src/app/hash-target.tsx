/**
 * A link with an anchor (/me#my-network-heading) opens the page at that part: the router swaps pages
 * without the browser's own scrolling to the anchor, and the part may be drawn only after its data
 * arrived, so this waits for the element (a few seconds at most), then scrolls to it and gives it
 * the focus, as a keyboard or screen reader user expects after following the link.
 */
import { useEffect } from 'react'
import { useLocation } from 'wouter'

const WAIT_MS = 8000

export function scrollToHashTarget(hash: string, root: Document = document): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (!id) return () => {}
  const reveal = (): boolean => {
    const element = root.getElementById(id)
    if (!element) return false
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
    element.scrollIntoView?.({ block: 'start' })
    element.focus({ preventScroll: true })
    return true
  }
  if (reveal()) return () => {}
  const observer = new MutationObserver(() => {
    if (reveal()) stop()
  })
  const timer = setTimeout(() => stop(), WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(root.body, { childList: true, subtree: true })
  return stop
}

/** Follows the anchor of every navigation. */
export function HashTarget() {
  const [location] = useLocation()
  useEffect(() => scrollToHashTarget(window.location.hash), [location])
  return null
}
