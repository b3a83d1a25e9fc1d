/*
 * Sidebar UI state (SPEC.md §4): open or closed, and which menu it shows (trainer, student, hr).
 *
 *   ┌──────┐  [isInitiallyOpen]   ┌──────┐   sidebar.toggle / sidebar.close   ┌────────┐
 *   │ init │ ───────────────────▶ │ open │ ─────────────────────────────────▶ │ closed │
 *   └──────┘                      └──────┘ ◀───────────────────────────────── └────────┘
 *       │        (otherwise)                   sidebar.toggle / sidebar.open       ▲
 *       └──────────────────────────────────────────────────────────────────────────┘
 *
 * In both open and closed:
 *   sidebar.user        type := the user's first role (admin counts as student)
 *   sidebar.toggleType  trainer <-> student, only for users who are trainer or student [canToggleType]
 *   sidebar.reset       (logout) type back to the default, roles forgotten
 *
 * `init` only picks the starting state from what the app read from localStorage; it is left
 * within the same step, so views only ever see open or closed. Every change calls `persist`
 * with the new open flag and type, so the app can write ui.sidebar.open / ui.sidebar.type.
 */
import { assign, setup } from 'xstate'
import { DEFAULT_ROLE } from '../../contracts/core/constants'

export type SidebarType = 'trainer' | 'student' | 'hr'

export const SIDEBAR_STORAGE_KEYS = { open: 'ui.sidebar.open', type: 'ui.sidebar.type' } as const

export const DEFAULT_SIDEBAR_TYPE: SidebarType = DEFAULT_ROLE

export interface SidebarInput {
  open?: boolean
  type?: SidebarType
}

export interface SidebarContext {
  type: SidebarType
  /** The logged-in user's roles; empty when logged out. */
  roles: string[]
  /** Only read by `init`; the current state (open/closed) is the truth afterwards. */
  initiallyOpen: boolean
}

export type SidebarEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.open' }
  | { type: 'sidebar.close' }
  | { type: 'sidebar.user'; roles: string[] }
  | { type: 'sidebar.toggleType' }
  | { type: 'sidebar.reset' }

export interface SidebarPersisted {
  open: boolean
  type: SidebarType
}

const SIDEBAR_TYPES: readonly string[] = ['trainer', 'student', 'hr'] satisfies SidebarType[]

/** The sidebar type for a user's roles: the first role, admin shown as student; undefined for none. */
export function sidebarTypeFromRoles(roles: readonly string[]): SidebarType | undefined {
  const first = roles[0]
  if (first === undefined) return undefined
  if (first === 'admin') return 'student'
  return SIDEBAR_TYPES.includes(first) ? (first as SidebarType) : DEFAULT_SIDEBAR_TYPE
}

/** Is the stored value a sidebar type? The app uses it to validate what localStorage holds. */
export function isSidebarType(value: unknown): value is SidebarType {
  return typeof value === 'string' && SIDEBAR_TYPES.includes(value)
}

const sidebarSetup = setup({
  types: {
    input: {} as SidebarInput,
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
  },
  actions: {
    // Provided by the app: writes SIDEBAR_STORAGE_KEYS to localStorage.
    persist: (_, _params: SidebarPersisted) => {},
    setUser: assign(({ context, event }) => {
      if (event.type !== 'sidebar.user') return {}
      return { roles: [...event.roles], type: sidebarTypeFromRoles(event.roles) ?? context.type }
    }),
    toggleType: assign({
      type: ({ context }): SidebarType => (context.type === 'trainer' ? 'student' : 'trainer'),
    }),
    reset: assign({ type: DEFAULT_SIDEBAR_TYPE, roles: () => [] }),
  },
  guards: {
    isInitiallyOpen: ({ context }) => context.initiallyOpen,
    canToggleType: ({ context }) => context.roles.includes('trainer') || context.roles.includes('student'),
  },
})

const persistAs = (open: boolean) =>
  ({
    type: 'persist',
    params: ({ context }: { context: SidebarContext }) => ({ open, type: context.type }),
  }) as const

// The type events behave the same open or closed; only the open flag they persist differs.
const typeTransitions = (open: boolean) =>
  ({
    'sidebar.user': { actions: ['setUser', persistAs(open)] },
    'sidebar.toggleType': { guard: 'canToggleType', actions: ['toggleType', persistAs(open)] },
    'sidebar.reset': { actions: ['reset', persistAs(open)] },
  }) as const

export const sidebarMachine = sidebarSetup.createMachine({
  id: 'sidebar',
  context: ({ input }) => ({
    type: input.type ?? DEFAULT_SIDEBAR_TYPE,
    roles: [],
    initiallyOpen: input.open ?? true,
  }),
  initial: 'init',
  states: {
    init: {
      always: [{ guard: 'isInitiallyOpen', target: 'open' }, { target: 'closed' }],
    },
    open: {
      on: {
        'sidebar.toggle': { target: 'closed', actions: persistAs(false) },
        'sidebar.close': { target: 'closed', actions: persistAs(false) },
        ...typeTransitions(true),
      },
    },
    closed: {
      on: {
        'sidebar.toggle': { target: 'open', actions: persistAs(true) },
        'sidebar.open': { target: 'open', actions: persistAs(true) },
        ...typeTransitions(false),
      },
    },
  },
})
