/**
 * Toasts for news that needs no other reaction (SPEC.md §4: "a general notification event"). They
 * are announced politely, stay while hovered or focused, and go after TOAST_MS or when closed.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { RouteLink } from '../../../shared/lib/routing'
import { useStore } from '../../../shared/lib/store'
import { Icon } from '../../../shared/ui/icon'
import { dismissToast, TOAST_MS, toasts, type Toast } from '../live'
import { notificationText } from '../notification-text'

export function NotificationToasts() {
  const list = useStore(toasts)
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:left-auto"
    >
      {list.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  )
}

function ToastCard({ toast }: { toast: Toast }) {
  const { i18n, t } = useLingui()
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [held, toast.id])
  return (
    <div
      className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon type="bell" className="mt-0.5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm text-slate-900">{notificationText(i18n, toast.notification)}</p>
        <RouteLink name="notifications" className="mt-1 inline-block text-sm font-semibold text-brand-800">
          <Trans>Vedi tutte</Trans>
        </RouteLink>
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t`Chiudi la notifica`}
        className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Icon type="close" size="sm" />
      </button>
    </div>
  )
}
