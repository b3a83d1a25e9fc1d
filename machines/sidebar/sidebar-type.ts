/**
 * The sidebar's menus by role (SPEC.md §4), without the machine: the guard chain
 * (machines/guards) needs the default menu and a user's first one on every page, and importing
 * them from here keeps the sidebar machine out of the pages that never show a sidebar.
 */
import { DEFAULT_ROLE } from '../../contracts/core/constants'

export type SidebarType = 'trainer' | 'student' | 'hr'

export const DEFAULT_SIDEBAR_TYPE: SidebarType = DEFAULT_ROLE

const SIDEBAR_TYPES: readonly string[] = ['trainer', 'student', 'hr'] satisfies SidebarType[]

/** The sidebar type for a user's roles: the first role, admin shown as student; undefined for none. */
export function sidebarTypeFromRoles(roles: readonly string[]): SidebarType | undefined {
  const first = roles[0]
  if (first === undefined) return undefined
  if (first === 'admin') return 'student'
  return SIDEBAR_TYPES.includes(first) ? (first as SidebarType) : DEFAULT_SIDEBAR_TYPE
}

/** The menus a user with these roles may see: their first role's, and both trainer and student if they may switch. */
export function sidebarTypesOf(roles: readonly string[]): SidebarType[] {
  const first = sidebarTypeFromRoles(roles)
  const types = new Set<SidebarType>(first ? [first] : [])
  if (roles.includes('trainer') || roles.includes('student')) types.add('trainer').add('student')
  return [...types]
}

/** Is the stored value a sidebar type? The app uses it to validate what localStorage holds. */
export function isSidebarType(value: unknown): value is SidebarType {
  return typeof value === 'string' && SIDEBAR_TYPES.includes(value)
}
