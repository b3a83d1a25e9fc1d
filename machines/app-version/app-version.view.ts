/** What the new-version banner shows, from the app-version machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { appVersionMachine } from './app-version.machine'

export interface AppVersionView {
  /** A newer build is out and the user has not put it off: the banner with "Aggiorna" shows. */
  bannerShown: boolean
  /** The newer build's version, once one was found. */
  latestVersion: string | undefined
  /** The build manifest is being read. */
  checking: boolean
}

export function appVersionView(snapshot: SnapshotFrom<typeof appVersionMachine>): AppVersionView {
  return {
    bannerShown: snapshot.matches('updateAvailable'),
    latestVersion: snapshot.context.latestVersion,
    checking: snapshot.matches({ watching: 'checking' }),
  }
}
