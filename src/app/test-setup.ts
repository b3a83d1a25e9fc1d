/** The dom test project's setup: the session wired to the areas as main.tsx wires it. */
import { vi } from 'vitest'
import { resetSession } from '../session/session-store'
import { wireSession } from './session-wiring'

// The realtime connection is a third party at the boundary of these view tests: logging in must not
// open a socket (nor load pusher-js after jsdom is torn down). The real one is tested on the server
// (notifications.routes.test.ts) and in Chromium (tests/e2e/notifications.spec.ts).
vi.mock('../features/notifications/realtime', () => ({
  watchUser: () => {},
  stopWatching: () => {},
  notificationsActor: undefined,
}))
vi.mock('../features/messages/realtime', () => ({ watchUser: () => {}, stopWatching: () => {} }))
// Nor does a page that listens on its own (the lesson player's presence count): no connection here.
vi.mock('../shared/realtime/pusher-client', () => ({
  holdPusher: () => Promise.reject(new Error('no realtime connection in view tests')),
}))

// What the session's listeners load lazily in the app (the sidebar actor, the actors module with the
// version check) is loaded up front here: a listener firing as a test ends would otherwise import
// it after jsdom is torn down.
await Promise.all([import('./sidebar-actor'), import('./actors')])

// The files of a worker share one module graph (vitest.config.ts): each starts as a page load does,
// with no session actor, a visitor and the sidebar closed.
resetSession()
const { sidebarActor } = await import('./sidebar-actor')
sidebarActor.send({ type: 'sidebar.reset' })
wireSession()
