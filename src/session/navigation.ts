/** A navigation as the session machine takes it: the path and the route the app's table matched. */
import { splitLocale } from '../../contracts/core/routes'
import type { SessionEvent } from '../../machines/session'
import { matchRoute } from '../shared/lib/route-table'

export function navigationEvent(path: string): Extract<SessionEvent, { type: 'session.navigate' }> {
  return { type: 'session.navigate', path, route: matchRoute(splitLocale(path).path)?.route ?? null }
}
