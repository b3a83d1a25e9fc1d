import { Plural, useLingui } from '@lingui/react/macro'
import { useStore } from '../../../shared/lib/store'
import { dmUnread } from '../live'

/** The sidebar's count of unread direct messages (nothing when there are none). */
export function DmUnreadBadge() {
  const count = useStore(dmUnread)
  const { t } = useLingui()
  if (count <= 0) return null
  return (
    <span
      data-testid="dm-unread-badge"
      title={t`Messaggi non letti`}
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">
        <Plural value={count} one="# messaggio non letto" other="# messaggi non letti" />
      </span>
    </span>
  )
}
