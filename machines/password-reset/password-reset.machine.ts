/*
 * Password reset by PIN (SPEC.md §2 /password-forgotten, §7 "Auth"): the user asks for a PIN by
 * e-mail, trades it for a reset token, then sets a new password with that token.
 *
 *   ┌──────────┐ reset.submitEmail [isEmailValid]  ┌────────────┐
 *   │ askEmail │ ────────────────────────────────▶ │ sendingPin │ ── askReset failed (error) ──▶ askEmail
 *   └──────────┘ ◀─┐                               └─────┬──────┘
 *        ▲         │ reset.changeEmail                   │ done (notice: pinSent)
 *        │         │                                     ▼
 *        │       ┌─┴────────┐ reset.resend   ┌──────────────┐
 *        │       │ enterPin │ ─────────────▶ │ resendingPin │ ── done (pinResent) / failed (error) ──▶ enterPin
 *        │       │          │ ◀───────────── └──────────────┘
 *        │       └────┬─────┘
 *        │            │ reset.submitPin [isPinValid]
 *        │            ▼
 *        │       ┌──────────────┐ verifyPin failed (error) ──▶ enterPin
 *        │       │ verifyingPin │
 *        │       └────┬─────────┘
 *        │            │ done (stores id + reset token)
 *        │            ▼
 *        │       ┌─────────────┐ reset.submitPassword [isPasswordValid]  ┌──────────┐
 *        │       │ newPassword │ ──────────────────────────────────────▶ │ updating │
 *        │       │             │ ◀── updatePassword failed (error) ───── └────┬─────┘
 *        │       └─────────────┘                                              │ done
 *        │                                                                    ▼
 *        └── reset.restart (from newPassword: the token expired, start over)  done (final)
 *
 * Inputs are checked with the contracts' schemas before a call (the view shows the localized
 * messages); the API's own answers (wrong PIN, expired token, 429) come back as `error`, with the
 * 422 field messages the server wrote in the user's language. The three calls are actors the app
 * provides. `done` is final: the app takes the user to the login page with a success notice.
 */
import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'
import {
  PasswordAskResetBody,
  PasswordUpdateBody,
  PasswordVerifyPinBody,
  errorStatus,
} from '../../contracts/accounts/schemas'

export interface PasswordResetError {
  /** HTTP status of the failed call; undefined for a network failure. */
  status?: number
  /** The 422 field messages, e.g. { pin: ['Il PIN non è valido'] }. */
  fields: Record<string, string[]>
}

export type PasswordResetNotice = 'pinSent' | 'pinResent'

export interface PasswordResetContext {
  email: string
  pin: string
  /** The account id and reset token that verifyPin answers with. */
  userId?: number
  resetToken?: string
  notice?: PasswordResetNotice
  error?: PasswordResetError
}

export type PasswordResetEvent =
  | { type: 'reset.submitEmail'; email: string }
  | { type: 'reset.submitPin'; pin: string }
  | { type: 'reset.resend' }
  | { type: 'reset.changeEmail' }
  | { type: 'reset.submitPassword'; password: string; password_confirmation: string }
  | { type: 'reset.restart' }

export interface AskResetInput {
  email: string
}

export interface VerifyPinInput {
  email: string
  pin: string
}

export interface VerifyPinOutput {
  id: number
  reset_token: string
}

export interface UpdatePasswordInput {
  id: number
  reset_token: string
  password: string
  password_confirmation: string
}

/** The 422 field messages an API error carries (ApiError.fieldErrors), if any. */
function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return {}
  const fields = (error as { fieldErrors: unknown }).fieldErrors
  return typeof fields === 'object' && fields !== null ? { ...(fields as Record<string, string[]>) } : {}
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`passwordResetMachine: provide the \`${name}\` actor`)
}

const passwordResetSetup = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    askReset: fromPromise<unknown, AskResetInput>(needsProvided('askReset')),
    verifyPin: fromPromise<VerifyPinOutput, VerifyPinInput>(needsProvided('verifyPin')),
    updatePassword: fromPromise<unknown, UpdatePasswordInput>(needsProvided('updatePassword')),
  },
  actions: {
    storeEmail: assign(({ event }) =>
      event.type === 'reset.submitEmail'
        ? { email: event.email.trim(), error: undefined, notice: undefined }
        : {},
    ),
    storePin: assign(({ event }) =>
      event.type === 'reset.submitPin' ? { pin: event.pin.trim(), error: undefined, notice: undefined } : {},
    ),
    clearMessages: assign({ error: undefined, notice: undefined }),
    storeError: assign((_, params: { error: unknown }) => ({
      error: { status: errorStatus(params.error), fields: fieldErrorsOf(params.error) },
      notice: undefined,
    })),
    storeNotice: assign((_, params: { notice: PasswordResetNotice }) => ({
      notice: params.notice,
      error: undefined,
    })),
    storeResetToken: assign((_, params: { output: VerifyPinOutput }) => ({
      userId: params.output.id,
      resetToken: params.output.reset_token,
    })),
    forgetReset: assign({ pin: '', userId: undefined, resetToken: undefined }),
  },
  guards: {
    isEmailValid: ({ event }) =>
      event.type === 'reset.submitEmail' && v.is(PasswordAskResetBody, { email: event.email }),
    isPinValid: ({ context, event }) =>
      event.type === 'reset.submitPin' &&
      v.is(PasswordVerifyPinBody, { email: context.email, pin: event.pin }),
    isPasswordValid: ({ event }) =>
      event.type === 'reset.submitPassword' &&
      v.is(PasswordUpdateBody, {
        password: event.password,
        password_confirmation: event.password_confirmation,
      }),
  },
})

const error = {
  type: 'storeError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const

export const passwordResetMachine = passwordResetSetup.createMachine({
  id: 'passwordReset',
  context: { email: '', pin: '' },
  initial: 'askEmail',
  states: {
    askEmail: {
      on: {
        'reset.submitEmail': { guard: 'isEmailValid', target: 'sendingPin', actions: 'storeEmail' },
      },
    },
    sendingPin: {
      tags: ['busy'],
      invoke: {
        id: 'askReset',
        src: 'askReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'enterPin', actions: { type: 'storeNotice', params: { notice: 'pinSent' } } },
        onError: { target: 'askEmail', actions: error },
      },
    },
    enterPin: {
      on: {
        'reset.submitPin': { guard: 'isPinValid', target: 'verifyingPin', actions: 'storePin' },
        'reset.resend': { target: 'resendingPin', actions: 'clearMessages' },
        'reset.changeEmail': { target: 'askEmail', actions: ['clearMessages', 'forgetReset'] },
      },
    },
    resendingPin: {
      tags: ['busy'],
      invoke: {
        id: 'askReset',
        src: 'askReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'enterPin', actions: { type: 'storeNotice', params: { notice: 'pinResent' } } },
        onError: { target: 'enterPin', actions: error },
      },
    },
    verifyingPin: {
      tags: ['busy'],
      invoke: {
        id: 'verifyPin',
        src: 'verifyPin',
        input: ({ context }) => ({ email: context.email, pin: context.pin }),
        onDone: {
          target: 'newPassword',
          actions: { type: 'storeResetToken', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'enterPin', actions: error },
      },
    },
    newPassword: {
      on: {
        'reset.submitPassword': { guard: 'isPasswordValid', target: 'updating', actions: 'clearMessages' },
        'reset.restart': { target: 'askEmail', actions: ['clearMessages', 'forgetReset'] },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ context, event }) => {
          // Only entered by reset.submitPassword; the password is never kept in context.
          const body =
            event.type === 'reset.submitPassword'
              ? { password: event.password, password_confirmation: event.password_confirmation }
              : { password: '', password_confirmation: '' }
          return { id: context.userId ?? 0, reset_token: context.resetToken ?? '', ...body }
        },
        onDone: { target: 'done', actions: 'forgetReset' },
        onError: { target: 'newPassword', actions: error },
      },
    },
    done: { type: 'final' },
  },
})
