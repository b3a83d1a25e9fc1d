/**
 * A modal dialog driven by machines/dialog: the machine owns open/opening/closing/closed, whether
 * Escape and the backdrop may close it (persistent, disabled) and the 350 ms transition. This view
 * only renders the state, traps focus inside the panel and gives focus back when it is gone.
 */
import { useLingui } from '@lingui/react/macro'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { dialogView } from '../../../machines/dialog'
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import type { ActorRefFrom } from 'xstate'
import { useLocation } from 'wouter'
import { DIALOG_SIZES } from '../../../contracts/core/constants'
import { appDialogMachine, dialogCloseListeners } from './dialog-machine'
import { unlockScroll } from '../lib/scroll-lock'
import { Icon } from './icon'
import { flowRecorder } from '../lib/flow-recorder'

export type DialogSize = keyof typeof DIALOG_SIZES

export interface DialogProps {
  open: boolean
  /** Called once the dialog has fully closed, with the answer it closed with (false when dismissed). */
  onClose?: (result: boolean | undefined) => void
  title: ReactNode
  children?: ReactNode
  /** Buttons under the content; they can answer through useDialogControls(). */
  footer?: ReactNode
  size?: DialogSize
  /** A width in px other than the three sizes (e.g. the login prompt's 500). */
  width?: number
  /** Escape and the backdrop do not close it; the close button and answers still do. */
  persistent?: boolean
  /** Nothing closes it (e.g. while its action runs). */
  disabled?: boolean
  loading?: boolean
  closeOnRouteChange?: boolean
  closeLabel?: string
  hideCloseButton?: boolean
}

interface DialogControls {
  /** Closes with an answer (true = yes, false = no); ignored while the dialog is disabled. */
  close: (result?: boolean) => void
  disabled: boolean
  loading: boolean
}

const DialogControlsContext = createContext<DialogControls | null>(null)

export function useDialogControls(): DialogControls {
  const controls = useContext(DialogControlsContext)
  if (!controls) throw new Error('useDialogControls() must be used inside a <Dialog>.')
  return controls
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  )
}

/** Tab and Shift+Tab go round the panel's focusable elements (none: focus stays put). */
function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLElement) {
  const items = focusables(panel)
  if (items.length === 0) {
    event.preventDefault()
    return
  }
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

/** Moves focus into the dialog when it appears, and keeps it there. */
function useFocusInside(
  visible: boolean,
  panelRef: RefObject<HTMLDivElement | null>,
  actorRef: ActorRefFrom<typeof appDialogMachine>,
) {
  useEffect(() => {
    if (!visible) return
    const panel = panelRef.current
    if (!panel) return
    if (!panel.contains(document.activeElement)) (focusables(panel)[0] ?? panel).focus()
    const handleFocusIn = (event: FocusEvent) => {
      // while closing, focus is on its way back to where it came from: let it go
      if (!dialogView(actorRef.getSnapshot()).holdsFocus) return
      if (event.target instanceof Node && !panel.contains(event.target)) {
        // a dialog opened on top of this one owns the focus now
        const topmost = document.querySelectorAll('[data-dialog-panel]')
        if (topmost[topmost.length - 1] === panel) (focusables(panel)[0] ?? panel).focus()
      }
    }
    document.addEventListener('focusin', handleFocusIn)
    return () => document.removeEventListener('focusin', handleFocusIn)
  }, [visible, panelRef, actorRef])
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  width,
  persistent = false,
  disabled = false,
  loading = false,
  closeOnRouteChange = false,
  closeLabel,
  hideCloseButton = false,
}: DialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const returnFocusRef = useRef<HTMLElement | null>(null)
  const actorRef = useActorRef(appDialogMachine, {
    input: { persistent, disabled, closeOnRouteChange },
    inspect: flowRecorder.inspect,
  })
  useEffect(() => {
    dialogCloseListeners.set(actorRef, (result) => {
      const target = returnFocusRef.current
      returnFocusRef.current = null
      if (target?.isConnected) target.focus()
      onClose?.(result)
    })
    return () => {
      dialogCloseListeners.delete(actorRef)
    }
  }, [actorRef, onClose])
  const view = useSelector(actorRef, dialogView, shallowEqual)

  // Before the open effect: a dialog closed by the same render that re-enables it (e.g. its action
  // just finished) must see `disabled: false` before it is asked to close.
  useEffect(() => {
    actorRef.send({ type: 'dialog.configure', persistent, disabled, loading })
  }, [persistent, disabled, loading, actorRef])

  useEffect(() => {
    if (open) {
      if (actorRef.getSnapshot().matches('closed') && document.activeElement instanceof HTMLElement) {
        returnFocusRef.current = document.activeElement
      }
      actorRef.send({ type: 'dialog.open' })
    } else {
      actorRef.send({ type: 'dialog.close' })
    }
  }, [open, actorRef])

  // Unmounted mid-way (e.g. its page went away): the lock taken on opening must still be released.
  useEffect(
    () => () => {
      if (!actorRef.getSnapshot().matches('closed')) unlockScroll()
    },
    [actorRef],
  )

  const [location] = useLocation()
  const firstLocation = useRef(location)
  useEffect(() => {
    if (location === firstLocation.current) return
    firstLocation.current = location
    actorRef.send({ type: 'dialog.routeChange' })
  }, [location, actorRef])

  const { visible } = view

  useFocusInside(visible, panelRef, actorRef)

  if (!visible || typeof document === 'undefined') return null

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      actorRef.send({ type: 'dialog.escape' })
      return
    }
    if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current)
  }

  const handleBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) actorRef.send({ type: 'dialog.backdrop' })
  }

  const controls: DialogControls = {
    close: (result) => actorRef.send({ type: 'dialog.close', result }),
    disabled: view.disabled,
    loading: view.loading,
  }

  return createPortal(
    <div
      className="dialog-backdrop fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-900/50 p-4"
      data-state={view.phase}
      data-testid="dialog-backdrop"
      onClick={handleBackdrop}
      onKeyDown={handleKeyDown}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={view.loading || undefined}
        tabIndex={-1}
        data-dialog-panel=""
        className="dialog-panel relative w-full rounded-xl bg-white p-6 text-slate-900 shadow-xl"
        style={{ maxWidth: width ?? DIALOG_SIZES[size] }}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50"
              aria-label={closeLabel ?? t`Chiudi modale`}
              disabled={view.disabled}
              onClick={() => controls.close(false)}
            >
              <Icon type="close" size="sm" />
            </button>
          )}
        </div>
        <DialogControlsContext.Provider value={controls}>
          {children !== undefined && <div className="mt-3 text-sm text-slate-700">{children}</div>}
          {footer !== undefined && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        </DialogControlsContext.Provider>
      </div>
    </div>,
    document.body,
  )
}
