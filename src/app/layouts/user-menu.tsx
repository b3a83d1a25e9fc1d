import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { logout, type SessionUser } from '../../session/session'
import { AppLink, RouteLink, useRouteUrl } from '../../shared/lib/routing'
import { PERSONAL_LINKS } from '../personal-links'
import { Icon } from '../../shared/ui/icon'

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 no-underline hover:bg-slate-100 focus-visible:bg-slate-100'

/**
 * The logged-in user's menu in the header: a disclosure button (Enter/Space open it, Escape closes
 * it and gives focus back), links to the personal pages and logout.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', handlePointer)
    return () => document.removeEventListener('pointerdown', handlePointer)
  }, [open])

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  const name = `${user.first_name} ${user.last_name}`.trim()
  return (
    <div ref={rootRef} className="relative" onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`Menu utente di ${name}`}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon type="user" size="sm" />
        {/* a long name (up to 100 characters, maybe one unbroken word) must not widen a phone's header */}
        <span className="max-w-32 truncate">{user.first_name}</span>
        <Icon type="chevron-down" size="xs" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <li>
          <RouteLink name="feed" className={itemClasses} onClick={() => setOpen(false)}>
            <Icon type="home" size="sm" />
            <Trans>Feed</Trans>
          </RouteLink>
        </li>
        {PERSONAL_LINKS.map((link) => (
          <li key={`${link.route}#${link.hash ?? ''}`}>
            <AppLink
              href={url(link.route) + (link.hash ? `#${link.hash}` : '')}
              className={itemClasses}
              onClick={() => setOpen(false)}
            >
              <Icon type={link.icon} size="sm" />
              {i18n._(link.label)}
            </AppLink>
          </li>
        ))}
        <li>
          <RouteLink name="mysettings" className={itemClasses} onClick={() => setOpen(false)}>
            <Icon type="settings" size="sm" />
            <Trans>Impostazioni</Trans>
          </RouteLink>
        </li>
        <li>
          <button
            type="button"
            className={itemClasses}
            onClick={() => {
              setOpen(false)
              logout()
            }}
          >
            <Icon type="logout" size="sm" />
            <Trans>Esci</Trans>
          </button>
        </li>
      </ul>
    </div>
  )
}
