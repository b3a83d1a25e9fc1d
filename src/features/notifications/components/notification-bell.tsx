/** The bell in the dashboard header: a link to /notifications with the live unread count. */
import { useLingui } from '@lingui/react/macro'
import { RouteLink } from '../../../shared/lib/routing'
import { useStore } from '../../../shared/lib/store'
import { Icon } from '../../../shared/ui/icon'
import { unreadCount } from '../live'

export function NotificationBell() {
  const { t } = useLingui()
  const count = useStore(unreadCount)
  const label =
    count === 0 ? t`Notifiche` : count === 1 ? t`Notifiche: 1 da leggere` : t`Notifiche: ${count} da leggere`
  return (
    <RouteLink
      name="notifications"
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Icon type="bell" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </RouteLink>
  )
}
