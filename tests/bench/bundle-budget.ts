/**
 * The JavaScript budgets of DESIGN.md §7 that tests/bench/bundle-sizes.ts measures against, apart
 * from the browser so a unit test holds them (scripts/chunk-groups.test.ts): which routes are public
 * pages, and which measured routes are over.
 */
import type { RouteDef } from '../../contracts/core/routes.ts'

/** KiB gzip: a public page before it is interactive, and any route until the network is idle. */
export const BUDGET_KIB = { publicInteractive: 100, idle: 170 } as const

/**
 * The pages a visitor lands on: no guard but public-profile (which lets everyone through) and
 * not-logged-in (which turns away only a logged-in user), and not an account flow that only a link
 * or a session opens (e-mail verification). The doors — login, registration and password reset —
 * are where a newcomer starts, so they count: their forms render at once and fetch the session
 * machine, the API client and the validation rules after the page is interactive.
 */
const DOORS = new Set([
  'login',
  'register',
  'register-student',
  'register-formatore',
  'register-hr',
  'password-forgotten',
])
export const isPublicPage = (route: Pick<RouteDef, 'name' | 'guards' | 'layout'>) =>
  DOORS.has(route.name) || (route.guards.every((g) => g === 'public-profile') && route.layout !== 'empty')

export interface RouteSizes {
  path: string
  public: boolean
  /** KiB gzip of the scripts that arrived before the page was interactive. */
  interactive: number
  /** KiB gzip of every script until the network was idle. */
  idle: number
}

/** What is over: a public page before interactive, any route (a public page too) until idle. */
export function budgetFailures(rows: RouteSizes[]): string[] {
  return rows.flatMap((row) => [
    ...(row.public && row.interactive > BUDGET_KIB.publicInteractive
      ? [
          `${row.path}: ${row.interactive.toFixed(1)} KiB before interactive > ${BUDGET_KIB.publicInteractive} KiB`,
        ]
      : []),
    ...(row.idle > BUDGET_KIB.idle
      ? [`${row.path}: ${row.idle.toFixed(1)} KiB until idle > ${BUDGET_KIB.idle} KiB`]
      : []),
  ])
}
