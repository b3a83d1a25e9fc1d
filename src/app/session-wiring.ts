/**
 * Plugs the areas into the session (which sits below them and imports none): where its API calls
 * come from, and who listens to its announcements — every manifest's `session` reactions and the
 * sidebar, whose menu type follows the user and resets on logout (SPEC.md §4). Nothing here loads
 * before the session itself does: the calls and the sidebar actor are downloaded on first need.
 */
import type { SessionListeners } from '../shared/lib/manifest'
import { onSessionEvent, provideSessionServices, type SessionAnnouncementType } from '../session/session'
import { appAreas } from './areas'
import type { sidebarActor } from './sidebar-actor'

/** The sidebar actor comes with the dashboard's chunk; the session's news may come first and load it. */
const withSidebar = (use: (actor: typeof sidebarActor) => void) =>
  void import('./sidebar-actor').then((m) => use(m.sidebarActor))

let wired = false

export function wireSession(): void {
  if (wired) return
  wired = true

  provideSessionServices(() =>
    import('../features/accounts/session-services').then((m) => m.accountsSessionServices),
  )

  for (const listeners of appAreas.sessionListeners) {
    for (const [type, listener] of Object.entries(listeners) as [
      SessionAnnouncementType,
      NonNullable<SessionListeners[SessionAnnouncementType]>,
    ][]) {
      onSessionEvent(type, listener as (event: unknown) => void)
    }
  }

  onSessionEvent('session.userChanged', ({ user }) => {
    if (user) withSidebar((sidebar) => sidebar.send({ type: 'sidebar.user', roles: user.roles }))
  })
  onSessionEvent('session.loggedOut', () => withSidebar((sidebar) => sidebar.send({ type: 'sidebar.reset' })))
}
