/** Settings (SPEC.md §2 "/mysettings with child pages account, billing, help, subscription"). */
import { defineAreaRoutes, GUARDS } from '../core/routes'

const CHILDREN = ['account', 'billing', 'help', 'subscription'] as const

export default defineAreaRoutes('settings', [
  { name: 'mysettings', path: '/mysettings', guards: GUARDS.loggedIn, layout: 'dashboard' },
  ...CHILDREN.map((child) => ({
    name: `mysettings-${child}` as const,
    path: `/mysettings/${child}`,
    guards: GUARDS.loggedIn,
    layout: 'dashboard' as const,
  })),
])
