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
 *   sidebar.user        [isKeptType] roles learnt, the remembered type stays
 *                       otherwise    type := the user's first role (admin counts as student)
 *   sidebar.toggleType  trainer <-> student, only for users who are trainer or student [canToggleType]
 *   sidebar.reset       (logout) type back to the default, roles and the remembered type forgotten
 *
 * `init` only picks the starting state from what the app read from localStorage; it is left
 * within the same step, so views only ever see open or closed. Every change calls `persist`
 * with the new open flag and type, so the app can write ui.sidebar.open / ui.sidebar.type.
 *
 * SPEC.md §4 gives the type two sources: the user's first role, and the trainer/student switch,
 * and keeps it across visits. The session announces the user on every page load, so the first
 * role must not undo a switch: a type restored from storage or picked with the switch is kept as
 * long as it is one of the user's menus and the user is the same. Logout forgets it (persisting
 * `type: null`, which the app deletes), so the next user starts from their own first role.
 */
import { assign, setup } from 'xstate'
import { DEFAULT_SIDEBAR_TYPE, sidebarTypeFromRoles, sidebarTypesOf, type SidebarType } from './sidebar-type'

export {
  DEFAULT_SIDEBAR_TYPE,
  isSidebarType,
  sidebarTypeFromRoles,
  sidebarTypesOf,
  type SidebarType,
} from './sidebar-type'

export const SIDEBAR_STORAGE_KEYS = { open: 'ui.sidebar.open', type: 'ui.sidebar.type' } as const

export interface SidebarInput {
  open?: boolean
  type?: SidebarType
}

export interface SidebarContext {
  type: SidebarType
  /** The logged-in user's roles; empty when logged out. */
  roles: string[]
  /** The type came from storage or from the switch, not from the roles: the roles do not override it. */
  remembered: boolean
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
  /** null: nothing to remember (after logout), the stored type is removed. */
  type: SidebarType | null
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
      const type = sidebarTypeFromRoles(event.roles)
      return { roles: [...event.roles], type: type ?? context.type, remembered: false }
    }),
    setRoles: assign(({ event }) => (event.type === 'sidebar.user' ? { roles: [...event.roles] } : {})),
    toggleType: assign({
      type: ({ context }): SidebarType => (context.type === 'trainer' ? 'student' : 'trainer'),
      remembered: true,
    }),
    reset: assign({ type: DEFAULT_SIDEBAR_TYPE, roles: () => [], remembered: false }),
  },
  guards: {
    isInitiallyOpen: ({ context }) => context.initiallyOpen,
    // the same user (or the first news of one after a reload) who may see the remembered menu
    isKeptType: ({ context, event }) => {
      if (event.type !== 'sidebar.user' || !context.remembered) return false
      const sameUser =
        context.roles.length === 0 ||
        (context.roles.length === event.roles.length && context.roles.every((r, i) => r === event.roles[i]))
      return sameUser && sidebarTypesOf(event.roles).includes(context.type)
    },
    canToggleType: ({ context }) => context.roles.includes('trainer') || context.roles.includes('student'),
  },
})

const persistAs = (open: boolean) =>
  ({
    type: 'persist',
    params: ({ context }: { context: SidebarContext }): SidebarPersisted => ({ open, type: context.type }),
  }) as const

const forgetTypeAs = (open: boolean) => ({ type: 'persist', params: { open, type: null } }) as const

// The type events behave the same open or closed; only the open flag they persist differs.
const typeTransitions = (open: boolean) =>
  ({
    'sidebar.user': [
      { guard: 'isKeptType', actions: ['setRoles'] },
      { actions: ['setUser', persistAs(open)] },
    ],
    'sidebar.toggleType': { guard: 'canToggleType', actions: ['toggleType', persistAs(open)] },
    'sidebar.reset': { actions: ['reset', forgetTypeAs(open)] },
  }) as const

export const sidebarMachine = sidebarSetup.createMachine({
  id: 'sidebar',
  context: ({ input }) => ({
    type: input.type ?? DEFAULT_SIDEBAR_TYPE,
    roles: [],
    remembered: input.type !== undefined,
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
