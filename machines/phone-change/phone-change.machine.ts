/*
 * Changing the phone number from /mysettings/account (issue 19: "phone change with OTP"). The
 * number on the account stays the verified one until the code sent to the new number is confirmed
 * (SPEC.md §7 phone: PUT send, resend OTP, validate OTP); the server is the judge of every step.
 *
 *   ┌─────────┐ phone.submit ┌─────────┐ done  ┌──────────┐ phone.verify ┌───────────┐ done ┌─────────┐
 *   │ editing │ ───────────▶ │ sending │ ────▶ │ codeSent │ ───────────▶ │ verifying │ ───▶ │ changed │
 *   └─────────┘              └─────────┘       └──────────┘              └───────────┘      └─────────┘
 *        ▲  error (field errors or why)  │        │   ▲ phone.resend ─▶ resending ─┘ │ error   │
 *        └───────────────────────────────┘        │   └──────── done / error ───────┘ (stays, │
 *        ▲                 phone.edit (another number)                        with why)  │
 *        └──────────────────────────────────────────────────────── phone.again ────────────┘
 *
 * Errors are kept as the server gave them: 422 with field errors (`phone`, `otp`), 429 with its
 * message (a code younger than a minute; too many SMS), anything else as a general message.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { PhoneCodeSent } from '../../contracts/onboarding/schemas'

export interface PhoneChangeError {
  /** HTTP status of the failed call; undefined for a network failure. */
  status?: number
  /** The server's message, in the user's language, when it gave one. */
  message?: string
  /** Messages by field (`phone_code`, `phone`, `otp`) of a 422. */
  fields?: Record<string, string[]>
}

export interface PhoneNumber {
  phone_code: string
  phone: string
}

export interface PhoneChangeContext {
  /** Where the last code went, as the server kept it (null before the first one). */
  sent: PhoneCodeSent | null
  /** The number the account holds once verified (the input's, then the new one). */
  verified: PhoneNumber | null
  error?: PhoneChangeError
}

export interface PhoneChangeInput {
  /** The account's current verified number, if any. */
  verified?: PhoneNumber | null
}

export type PhoneChangeEvent =
  | { type: 'phone.submit'; number: PhoneNumber }
  | { type: 'phone.verify'; otp: string }
  | { type: 'phone.resend' }
  | { type: 'phone.edit' }
  | { type: 'phone.again' }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`phoneChangeMachine: provide the \`${name}\` actor`)
}

export function phoneChangeError(error: unknown): PhoneChangeError {
  if (typeof error !== 'object' || error === null) return {}
  // an ApiError (src/shared/api) or the plain object a test rejects with
  const { status, serverMessage, fieldErrors } = error as {
    status?: unknown
    serverMessage?: unknown
    fieldErrors?: unknown
  }
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof serverMessage === 'string' && serverMessage !== '' ? serverMessage : undefined,
    fields:
      typeof fieldErrors === 'object' && fieldErrors !== null
        ? (fieldErrors as Record<string, string[]>)
        : undefined,
  }
}

export const phoneChangeMachine = setup({
  types: {
    context: {} as PhoneChangeContext,
    events: {} as PhoneChangeEvent,
    input: {} as PhoneChangeInput,
    tags: {} as 'busy',
  },
  actors: {
    sendCode: fromPromise<PhoneCodeSent, PhoneNumber>(needsProvided('sendCode')),
    resendCode: fromPromise<PhoneCodeSent, void>(needsProvided('resendCode')),
    verifyCode: fromPromise<unknown, { otp: string }>(needsProvided('verifyCode')),
  },
  actions: {
    storeSent: assign((_, params: { output: PhoneCodeSent }) => ({ sent: params.output, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: phoneChangeError(params.error) })),
    storeVerified: assign(({ context }) => ({
      verified: context.sent ? { phone_code: context.sent.phone_code, phone: context.sent.phone } : null,
      error: undefined,
    })),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'phoneChange',
  context: ({ input }) => ({ sent: null, verified: input.verified ?? null }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'phone.submit': { target: 'sending', actions: 'clearError' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ event }) => (event as Extract<PhoneChangeEvent, { type: 'phone.submit' }>).number,
        onDone: {
          target: 'codeSent',
          actions: { type: 'storeSent', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    codeSent: {
      on: {
        'phone.verify': { target: 'verifying', actions: 'clearError' },
        'phone.resend': { target: 'resending', actions: 'clearError' },
        'phone.edit': { target: 'editing', actions: 'clearError' },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        onDone: {
          target: 'codeSent',
          actions: { type: 'storeSent', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'codeSent',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ event }) => ({ otp: (event as Extract<PhoneChangeEvent, { type: 'phone.verify' }>).otp }),
        onDone: { target: 'changed', actions: 'storeVerified' },
        onError: {
          target: 'codeSent',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    changed: {
      on: { 'phone.again': { target: 'editing', actions: assign({ sent: null }) } },
    },
  },
})
