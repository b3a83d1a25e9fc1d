/**
 * What the app knows of its areas, collected from their manifests (./manifest-modules) against the
 * route table (contracts/<area>/routes.ts): each route's title and page, the side menu's entries,
 * and the areas' reactions to the session's announcements. Replaces the central lists of pages,
 * titles and menu entries: an area brings its own.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { RouteTable } from '../../contracts/core/routes'
import type { SidebarType } from '../../machines/sidebar'
import type {
  AreaManifest,
  ChromePart,
  PageComponent,
  SessionListeners,
  SidebarEntry,
} from '../shared/lib/manifest'
import { routeTable } from '../shared/lib/route-table'
import type { IconName } from '../shared/ui/icon'
import { manifestModules } from './manifest-modules'

export interface SidebarItem {
  /** The route the entry links to. */
  name: string
  icon: IconName
  roles: readonly SidebarType[]
  /** Only for admins. */
  admin: boolean
  order: number
  label: MessageDescriptor
  /** A count beside the link, when the area gives one. */
  badge?: ChromePart
}

export interface AppAreas {
  /** Route name -> its page; a route without one renders the placeholder. */
  pages: Readonly<Partial<Record<string, PageComponent>>>
  /** Route name -> its localized title. */
  titles: Readonly<Partial<Record<string, MessageDescriptor>>>
  /** Every area's menu entries, in menu order. */
  sidebar: readonly SidebarItem[]
  /** Every area's reactions to the session's announcements. */
  sessionListeners: readonly SessionListeners[]
  /** What the areas add to the header and above every page for a logged-in user, in area order. */
  chrome: { header: readonly ChromePart[]; overlay: readonly ChromePart[] }
}

function isManifest(value: unknown): value is AreaManifest {
  const candidate = value as Partial<AreaManifest> | null
  return (
    typeof candidate?.area === 'string' && typeof candidate.pages === 'object' && candidate.pages !== null
  )
}

/** '../features/accounts/manifest.ts' -> 'accounts'. */
const folderOf = (source: string) => /([^/\\]+)[/\\]manifest\.[jt]sx?$/.exec(source)?.[1]

/**
 * Collects the manifests of an `import.meta.glob` result, keyed by path. Throws when a manifest is
 * malformed, is named after another folder, or claims a route that its area's contract does not
 * declare — a mistake the type of `defineManifest` already rules out inside one area.
 */
export function collectManifests(modules: Record<string, unknown>, table: RouteTable): AppAreas {
  const pages: Partial<Record<string, PageComponent>> = {}
  const titles: Partial<Record<string, MessageDescriptor>> = {}
  const sidebar: SidebarItem[] = []
  const sessionListeners: SessionListeners[] = []
  const chrome = { header: [] as ChromePart[], overlay: [] as ChromePart[] }

  for (const [source, module] of Object.entries(modules)) {
    const manifest = (module as { default?: unknown } | null)?.default
    if (!isManifest(manifest)) throw new Error(`${source} must export default defineManifest(routes, {...})`)
    const folder = folderOf(source)
    if (folder !== undefined && folder !== manifest.area) {
      throw new Error(`${source} is the manifest of '${manifest.area}': move it to its folder`)
    }
    const claim = (name: string) => {
      const route = table.routeByName(name)
      if (route?.area !== manifest.area) {
        throw new Error(
          `${source} names the route '${name}', which contracts/${manifest.area}/routes.ts does not declare`,
        )
      }
    }
    for (const [name, entry] of Object.entries<AreaManifest['pages'][string]>(manifest.pages)) {
      claim(name)
      titles[name] = entry.title
      if (entry.page) pages[name] = entry.page
    }
    for (const entry of manifest.sidebar as readonly SidebarEntry[]) {
      claim(entry.route)
      const label = entry.label ?? manifest.pages[entry.route]?.title
      sidebar.push({
        name: entry.route,
        icon: entry.icon,
        roles: entry.roles,
        admin: entry.admin ?? false,
        order: entry.order,
        label,
        ...(entry.badge ? { badge: entry.badge } : {}),
      })
    }
    sessionListeners.push(manifest.session)
    // Manifests built before the frame existed have no chrome.
    if (manifest.chrome?.header) chrome.header.push(manifest.chrome.header)
    if (manifest.chrome?.overlay) chrome.overlay.push(manifest.chrome.overlay)
  }

  sidebar.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
  return { pages, titles, sidebar, sessionListeners, chrome }
}

export const appAreas = collectManifests(manifestModules, routeTable)
