export {
  DEFAULT_SIDEBAR_TYPE,
  SIDEBAR_STORAGE_KEYS,
  isSidebarType,
  sidebarMachine,
  sidebarTypeFromRoles,
  sidebarTypesOf,
} from './sidebar.machine'
export type {
  SidebarContext,
  SidebarEvent,
  SidebarInput,
  SidebarPersisted,
  SidebarType,
} from './sidebar.machine'
export { sidebarView, type SidebarView } from './sidebar.view'
