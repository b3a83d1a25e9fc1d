export {
  GUARD_TARGETS,
  ROLE_CHAINS,
  chainRole,
  evaluateNavigation,
  routeGuard,
  sidebarTypeForUser,
} from './navigation-guards'
export type {
  ChainRole,
  NavigationDecision,
  NavigationInput,
  NavigationRoute,
  StepName,
} from './navigation-guards'
