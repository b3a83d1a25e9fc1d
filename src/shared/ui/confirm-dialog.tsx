import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog, useDialogControls, type DialogSize } from './dialog'
import { Spinner } from './spinner'

export interface ConfirmOptions {
  title: ReactNode
  text?: ReactNode
  subtitle?: ReactNode
  /** Label of the yes button ('OK' by default); null hides it. */
  yes?: string | null
  /** Label of the no button ('Annulla' by default); null hides it. */
  no?: string | null
  persistent?: boolean
  disabled?: boolean
  closeOnRouteChange?: boolean
  size?: DialogSize
  /**
   * Work to do on "yes" before closing: the dialog shows a spinner and cannot be closed until it
   * settles, then answers true (or stays open if it throws, so the user can retry or cancel).
   */
  onConfirm?: () => Promise<unknown> | void
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean
  /** The answer once the dialog has closed: true for yes, false for no, Escape, backdrop or close button. */
  onAnswer: (answer: boolean) => void
  /** Shows the spinner from outside (the caller runs the action itself). */
  loading?: boolean
}

function ConfirmButtons({
  yes,
  no,
  busy,
  confirmed,
  onYes,
}: {
  yes: string | null
  no: string | null
  busy: boolean
  /** The action after 'yes' has succeeded: answer true as soon as the dialog may close again. */
  confirmed: boolean
  onYes: (close: (result: boolean) => void) => void
}) {
  const { close, disabled } = useDialogControls()
  // The dialog machine refuses to close while disabled, and it learns that the action is over only
  // after the re-render; answering right when the action settles would be ignored.
  useEffect(() => {
    if (confirmed && !busy && !disabled) close(true)
  }, [confirmed, busy, disabled, close])
  return (
    <>
      {no !== null && (
        <Button outline disabled={busy || disabled} onClick={() => close(false)}>
          {no}
        </Button>
      )}
      {yes !== null && (
        <Button disabled={busy || disabled} aria-busy={busy || undefined} onClick={() => onYes(close)}>
          {busy && <Spinner size={16} />}
          {yes}
        </Button>
      )}
    </>
  )
}

export function ConfirmDialog({
  open,
  onAnswer,
  title,
  text,
  subtitle,
  yes,
  no,
  persistent = false,
  disabled = false,
  loading = false,
  closeOnRouteChange = false,
  size = 'sm',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const [running, setRunning] = useState(false)
  const [confirmed, setConfirmed] = useState(false)
  const busy = loading || running

  const handleYes = async (close: (result: boolean) => void) => {
    if (!onConfirm) {
      close(true)
      return
    }
    setRunning(true)
    try {
      await onConfirm()
      setConfirmed(true)
    } catch {
      // stays open: the user can retry or cancel
    } finally {
      setRunning(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={(result) => {
        setConfirmed(false) // the next time it opens, it asks anew
        onAnswer(result === true)
      }}
      title={title}
      size={size}
      persistent={persistent}
      disabled={disabled || busy}
      loading={busy}
      closeOnRouteChange={closeOnRouteChange}
      footer={
        <ConfirmButtons
          yes={yes === undefined ? t`OK` : yes}
          no={no === undefined ? t`Annulla` : no}
          busy={busy}
          confirmed={confirmed}
          onYes={(close) => void handleYes(close)}
        />
      }
    >
      {subtitle !== undefined && <p className="font-medium text-slate-800">{subtitle}</p>}
      {text !== undefined && <div className={subtitle !== undefined ? 'mt-2' : undefined}>{text}</div>}
    </Dialog>
  )
}

/**
 * Imperative confirm: `if (await confirm({ title: t\`Eliminare il corso?\` })) …`.
 * Render `confirmDialog` once in the component that calls it.
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>
  confirmDialog: ReactNode
} {
  const [request, setRequest] = useState<{ options: ConfirmOptions; open: boolean } | null>(null)
  const resolveRef = useRef<((answer: boolean) => void) | null>(null)

  const confirm = useCallback((options: ConfirmOptions) => {
    resolveRef.current?.(false)
    setRequest({ options, open: true })
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve
    })
  }, [])

  const confirmDialog = request ? (
    <ConfirmDialog
      {...request.options}
      open={request.open}
      onAnswer={(answer) => {
        resolveRef.current?.(answer)
        resolveRef.current = null
        setRequest((current) => (current ? { ...current, open: false } : current))
      }}
    />
  ) : null

  return { confirm, confirmDialog }
}
