import { Trans, useLingui } from '@lingui/react/macro'
import { shallowEqual, useSelector } from '@xstate/react'
import { sidebarView } from '../../../machines/sidebar'
import { Suspense } from 'react'
import { sidebarActor as actorRef } from '../sidebar-actor'
import { appAreas } from '../areas'
import { useSessionSelector } from '../../session/session-store'
import { AppLink, useCurrentRoute, useRouteUrl } from '../../shared/lib/routing'
import { PERSONAL_LINKS } from '../personal-links'
import { Icon } from '../../shared/ui/icon'

/**
 * The dashboard's side menu; open/closed and the menu type live in the app's sidebar actor (it
 * survives page changes and reloads, and follows the session's user). The entries are the areas'
 * (their manifests' `sidebar`), those of the current menu type, and the user's own pages (the
 * profile and its network, for every type: ../personal-links), in their order.
 */
export function DashboardSidebar() {
  const { t } = useLingui()
  const open = useSelector(actorRef, (s) => sidebarView(s).open)
  return (
    <aside
      aria-label={t`Barra laterale`}
      className={[
        'shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200',
        open ? 'w-60' : 'w-16',
      ].join(' ')}
    >
      <div className="flex items-center justify-end p-2">
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => actorRef.send({ type: 'sidebar.toggle' })}
        >
          <Icon type="menu" label={open ? t`Riduci il menu` : t`Espandi il menu`} />
        </button>
      </div>
      <PersonalMenu expanded={open} />
    </aside>
  )
}

/**
 * The entries and the menu-type switch: in the sidebar (labels only when it is expanded) and, on
 * a phone, in the header's drawer (always with labels; the drawer itself is the open state there,
 * so the stored open flag of the wide layout is left alone).
 */
export function PersonalMenu({ expanded = true }: { expanded?: boolean }) {
  const { t, i18n } = useLingui()
  const { type, canToggleType } = useSelector(actorRef, sidebarView, shallowEqual)
  const { match } = useCurrentRoute()
  const isAdmin = useSessionSelector((state) => state.user?.roles.includes('admin') ?? false)
  const url = useRouteUrl()
  const items = [
    ...appAreas.sidebar
      .filter((item) => item.roles.includes(type) && (!item.admin || isAdmin))
      .map((item) => ({ ...item, hash: undefined as string | undefined })),
    ...PERSONAL_LINKS.map((link) => ({ ...link, name: link.route, badge: undefined })),
  ].sort((a, b) => a.order - b.order)

  return (
    <nav aria-label={t`Menu personale`} id="dashboard-menu">
      <ul className="space-y-1 px-2 pb-4">
        {items.map((item) => {
          // the profile's entry is the current page on /me, not its network section's
          const current = match?.route.name === item.name && !item.hash
          return (
            <li key={`${item.name}#${item.hash ?? ''}`}>
              <AppLink
                href={url(item.name) + (item.hash ? `#${item.hash}` : '')}
                aria-current={current ? 'page' : undefined}
                className={[
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium no-underline',
                  current
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                ].join(' ')}
              >
                <Icon type={item.icon} size="sm" />
                <span className={expanded ? undefined : 'sr-only'}>{i18n._(item.label)}</span>
                {item.badge && (
                  <Suspense fallback={null}>
                    <item.badge />
                  </Suspense>
                )}
              </AppLink>
            </li>
          )
        })}
      </ul>
      {canToggleType && (
        <button
          type="button"
          className="mx-2 mb-4 flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
          onClick={() => actorRef.send({ type: 'sidebar.toggleType' })}
        >
          <Icon type="swap" size="sm" />
          <span className={expanded ? undefined : 'sr-only'}>
            {type === 'trainer' ? (
              <Trans>Passa al menu studente</Trans>
            ) : (
              <Trans>Passa al menu formatore</Trans>
            )}
          </span>
        </button>
      )}
    </nav>
  )
}
