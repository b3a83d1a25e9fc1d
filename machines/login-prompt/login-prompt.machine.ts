/*
 * The login prompt (SPEC.md §2 "Login prompt", §4): a modal titled 'Login necessario' that an
 * action needing an account opens, and that answers true (logged in) or false (dismissed).
 *
 *              prompt.request [isLoggedIn] / resolve(true)
 *             ┌──────┐
 *             ▼      │
 *   ┌────────────────┴┐  prompt.request   ┌─ open ─────────────────────────────────────────┐
 *   │     closed      │ ────────────────▶ │  ┌─────────┐ prompt.submit [isValid] ┌────────────┐│
 *   │                 │                   │  │ editing │ ──────────────────────▶ │ submitting ││
 *   │                 │                   │  │         │ ◀── login failed ────── │  (login)   ││
 *   │                 │                   │  └─────────┘      (error status)     └─────┬──────┘│
 *   │                 │ ◀─ login done / resolve(true) ─────────────────────────────────┘       │
 *   │                 │ ◀─ prompt.close / resolve(false) ──────────────────────────────────────│
 *   │                 │ ◀─ prompt.register / resolve(false), goToRegister ─────────────────────│
 *   │                 │ ◀─ prompt.forgotPassword / resolve(false), goToPasswordForgotten ──────│
 *   └─────────────────┘                   └────────────────────────────────────────────────┘
 *
 * editing: prompt.change and prompt.blur update a field and mark it touched; errors are derived
 * from the values on every change (SPEC §5: the login form validates on update, change, input
 * and blur), see loginPromptView. prompt.togglePassword shows or hides the password while open.
 *
 * `isLoggedIn` reads the request's `isLoggedIn` flag; the app may instead provide a guard that
 * asks the session actor. `login` is provided by the app and runs the session's login sequence,
 * so a successful prompt leaves the whole app logged in. Fields are cleared when the prompt opens
 * and when it closes, so a password never outlives the dialog.
 */
import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'
import { LoginBody, errorRetryAfter, errorStatus } from '../../contracts/accounts/schemas'

export type LoginField = 'email' | 'password'

export interface LoginPromptContext {
  email: string
  password: string
  /** Fields the user has typed in or left; only their errors are shown. */
  touched: Record<LoginField, boolean>
  showPassword: boolean
  /** The failed login attempt; the view shows loginErrorMessage(error.status, error.retryAfter). */
  error?: { status?: number; retryAfter?: number }
}

export type LoginPromptEvent =
  | { type: 'prompt.request'; isLoggedIn?: boolean }
  | { type: 'prompt.change'; field: LoginField; value: string }
  | { type: 'prompt.blur'; field: LoginField }
  | { type: 'prompt.togglePassword' }
  | { type: 'prompt.submit' }
  | { type: 'prompt.close' }
  | { type: 'prompt.register' }
  | { type: 'prompt.forgotPassword' }

export interface LoginPromptLoginInput {
  email: string
  password: string
}

const blank = (): LoginPromptContext => ({
  email: '',
  password: '',
  touched: { email: false, password: false },
  showPassword: false,
  error: undefined,
})

/** Whether the fields pass the login rules (required, email). */
export function isLoginFormValid(context: Pick<LoginPromptContext, 'email' | 'password'>): boolean {
  return v.is(LoginBody, { email: context.email, password: context.password })
}

const loginPromptSetup = setup({
  types: {
    context: {} as LoginPromptContext,
    events: {} as LoginPromptEvent,
  },
  actors: {
    // Placeholder: the app provides the session's login sequence.
    login: fromPromise<unknown, LoginPromptLoginInput>(async () => {
      throw new Error('loginPromptMachine: provide a `login` actor')
    }),
  },
  actions: {
    // Provided by the app: settles whoever awaited the prompt, and the two links.
    resolve: (_, _params: { result: boolean }) => {},
    goToRegister: () => {},
    goToPasswordForgotten: () => {},

    clear: assign(blank),
    change: assign(({ context, event }) => {
      if (event.type !== 'prompt.change') return {}
      return { [event.field]: event.value, touched: { ...context.touched, [event.field]: true } }
    }),
    touch: assign(({ context, event }) => {
      if (event.type !== 'prompt.blur') return {}
      return { touched: { ...context.touched, [event.field]: true } }
    }),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    startAttempt: assign({ touched: { email: true, password: true }, error: undefined }),
    storeError: assign((_, params: { error: unknown }) => {
      // A 429 says when to try again (Retry-After): the message gives the minutes.
      const retryAfter = errorRetryAfter(params.error)
      return { error: { status: errorStatus(params.error), ...(retryAfter ? { retryAfter } : {}) } }
    }),
  },
  guards: {
    isLoggedIn: ({ event }) => event.type === 'prompt.request' && event.isLoggedIn === true,
    isValid: ({ context }) => isLoginFormValid(context),
  },
})

const resolveWith = (result: boolean) => ({ type: 'resolve', params: { result } }) as const

export const loginPromptMachine = loginPromptSetup.createMachine({
  id: 'loginPrompt',
  context: blank,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'prompt.request': [
          { guard: 'isLoggedIn', actions: resolveWith(true) },
          { target: 'open', actions: 'clear' },
        ],
      },
    },
    open: {
      initial: 'editing',
      on: {
        'prompt.togglePassword': { actions: 'togglePassword' },
        'prompt.close': { target: 'closed', actions: ['clear', resolveWith(false)] },
        'prompt.register': { target: 'closed', actions: ['clear', resolveWith(false), 'goToRegister'] },
        'prompt.forgotPassword': {
          target: 'closed',
          actions: ['clear', resolveWith(false), 'goToPasswordForgotten'],
        },
      },
      states: {
        editing: {
          on: {
            'prompt.change': { actions: 'change' },
            'prompt.blur': { actions: 'touch' },
            'prompt.submit': { guard: 'isValid', target: 'submitting', actions: 'startAttempt' },
          },
        },
        submitting: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
            onDone: { target: '#loginPrompt.closed', actions: ['clear', resolveWith(true)] },
            onError: {
              target: 'editing',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
})
