/**
 * A modal panel that slides in from the side (the dashboard's menu on a phone). Like Dialog it
 * keeps focus inside while open (Tab and Shift+Tab cycle), closes on Escape, a click on the
 * backdrop or a followed link, locks page scrolling and gives focus back to what opened it; unlike Dialog it has no
 * title bar or answers, only a close button and its content.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { lockScroll, unlockScroll } from '../lib/scroll-lock'
import { Icon } from './icon'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** What Tab can reach inside the panel: focusable and not hidden (a closed disclosure's items are not). */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.closest('[hidden]') === null && el.getAttribute('aria-hidden') !== 'true',
  )
}

export interface DrawerProps {
  open: boolean
  onClose: () => void
  /** The accessible name of the panel. */
  label: string
  id?: string
  children: ReactNode
}

export function Drawer({ open, onClose, label, id, children }: DrawerProps) {
  const { t } = useLingui()
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    lockScroll()
    const panel = panelRef.current
    if (panel) (focusables(panel)[0] ?? panel).focus()
    // focus that leaves the panel (a click outside the browser's tab order, a script) comes back
    const handleFocusIn = (event: FocusEvent) => {
      if (panel && event.target instanceof Node && !panel.contains(event.target))
        (focusables(panel)[0] ?? panel).focus()
    }
    document.addEventListener('focusin', handleFocusIn)
    return () => {
      document.removeEventListener('focusin', handleFocusIn)
      unlockScroll()
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  if (!open || typeof document === 'undefined') return null

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // a disclosure inside (the user menu) closes first and stops the event itself
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = focusables(panelRef.current)
    if (items.length === 0) return event.preventDefault()
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    // the backdrop, or a link followed (even to the page already shown): the menu has done its job
    const link = event.target instanceof Element && event.target.closest('a[href]')
    if (event.target === event.currentTarget || link) onClose()
  }

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex bg-slate-900/50"
      data-testid="drawer-backdrop"
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="flex h-full w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none"
      >
        <div className="flex justify-end p-2">
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            onClick={onClose}
          >
            <Icon type="close" label={t`Chiudi il menu`} />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  )
}
