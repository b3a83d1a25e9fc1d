/**
 * The one sidebar actor of the app: the dashboard's side menu renders it, and the session wiring
 * (./session-wiring) tells it the user's roles (sidebar.user) and resets it on logout
 * (sidebar.reset), so the menu type survives page changes and follows whoever is logged in.
 */
import { createActor } from 'xstate'
import { appSidebarMachine, readSidebarInput } from './actors'
import { flowRecorder } from '../shared/lib/flow-recorder'

export const sidebarActor = createActor(appSidebarMachine, {
  input: readSidebarInput(),
  inspect: flowRecorder.inspect,
}).start()
