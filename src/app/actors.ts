/**
 * The app shell's machines with their real side effects (storage, network, reload) plugged in with
 * .provide(), so machines/ stays free of them and tests can provide stubs the same way. Areas
 * provide their own machines' effects; the session's are in src/session.
 */
import { fromPromise } from 'xstate'
import { appVersionMachine } from '../../machines/app-version'
import {
  isSidebarType,
  SIDEBAR_STORAGE_KEYS,
  sidebarMachine,
  type SidebarInput,
} from '../../machines/sidebar'

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // storage can be disabled (privacy settings): the sidebar then simply forgets between visits
    return undefined
  }
}

/** What the sidebar remembered from the last visit; bad or missing values fall back to the machine's defaults. */
export function readSidebarInput(store: Pick<Storage, 'getItem'> | undefined = storage()): SidebarInput {
  const open = store?.getItem(SIDEBAR_STORAGE_KEYS.open)
  const type = store?.getItem(SIDEBAR_STORAGE_KEYS.type)
  return {
    open: open === 'true' ? true : open === 'false' ? false : undefined,
    type: isSidebarType(type) ? type : undefined,
  }
}

export const appSidebarMachine = sidebarMachine.provide({
  actions: {
    persist: (_, { open, type }) => {
      const store = storage()
      store?.setItem(SIDEBAR_STORAGE_KEYS.open, String(open))
      if (type === null) store?.removeItem(SIDEBAR_STORAGE_KEYS.type)
      else store?.setItem(SIDEBAR_STORAGE_KEYS.type, type)
    },
  },
})

export const BUILD_MANIFEST_URL = '/build-manifest.json'

/** The version of the build the server has now; the manifest must never come from a cache. */
export async function fetchBuildVersion(signal?: AbortSignal): Promise<string> {
  const response = await fetch(BUILD_MANIFEST_URL, {
    cache: 'no-store',
    signal,
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`build manifest: HTTP ${response.status}`)
  const body = (await response.json()) as { version?: unknown }
  if (typeof body.version !== 'string' || body.version === '')
    throw new Error('build manifest without a version')
  return body.version
}

export const appAppVersionMachine = appVersionMachine.provide({
  actors: {
    fetchVersion: fromPromise<string>(({ signal }) => fetchBuildVersion(signal)),
  },
  actions: {
    reload: () => window.location.reload(),
  },
})
