/*
 * New-build detection (SPEC.md §6: the build manifest is polled to detect a new version).
 *
 *   ┌ watching ────────────────────────────────────┐
 *   │ ┌─────────┐ after pollInterval ┌──────────┐  │ done [isNewVersion] ┌─────────────────┐
 *   │ │ waiting │ ─────────────────▶ │ checking │ ─┼───────────────────▶ │ updateAvailable │
 *   │ └─────────┘ ◀───────────────── └──────────┘  │                     └─────────────────┘
 *   │        done (same build) / error             │   version.reload (action reload) │
 *   └──────────────────────────────────────────────┘                 version.dismiss  ▼
 *                                                                            ┌───────────┐
 *                                                                            │ dismissed │
 *                                                                            └───────────┘
 *
 * A failed check is ignored: being offline for a minute must not nag the user. Once a new build
 * is known, polling stops: the answer cannot change back, and a dismissed prompt stays dismissed
 * for the rest of the session.
 */
import { assign, fromPromise, setup } from 'xstate'

export const APP_VERSION_POLL_MS = 60_000

export interface AppVersionInput {
  currentVersion: string
}

export interface AppVersionContext {
  currentVersion: string
  /** The newer build found on the server, once there is one. */
  latestVersion: string | undefined
}

export type AppVersionEvent = { type: 'version.dismiss' } | { type: 'version.reload' }

const appVersionSetup = setup({
  types: {
    input: {} as AppVersionInput,
    context: {} as AppVersionContext,
    events: {} as AppVersionEvent,
  },
  actors: {
    // Placeholder: the app provides a fetch of the build manifest that resolves to its version.
    fetchVersion: fromPromise<string>(async () => {
      throw new Error('appVersionMachine: provide a `fetchVersion` actor')
    }),
  },
  actions: {
    // Provided by the app: a full page load picks up the new build.
    reload: () => {},
    storeLatest: assign((_, params: { version: string }) => ({ latestVersion: params.version })),
  },
  guards: {
    isNewVersion: ({ context }, params: { version: unknown }) =>
      typeof params.version === 'string' &&
      params.version !== '' &&
      params.version !== context.currentVersion,
  },
  delays: {
    pollInterval: APP_VERSION_POLL_MS,
  },
})

export const appVersionMachine = appVersionSetup.createMachine({
  id: 'appVersion',
  context: ({ input }) => ({ currentVersion: input.currentVersion, latestVersion: undefined }),
  initial: 'watching',
  states: {
    watching: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'fetchVersion',
            src: 'fetchVersion',
            onDone: [
              {
                guard: { type: 'isNewVersion', params: ({ event }) => ({ version: event.output }) },
                target: '#appVersion.updateAvailable',
                actions: { type: 'storeLatest', params: ({ event }) => ({ version: event.output }) },
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
      },
    },
    updateAvailable: {
      on: {
        'version.dismiss': 'dismissed',
        'version.reload': { actions: 'reload' },
      },
    },
    dismissed: {},
  },
})
