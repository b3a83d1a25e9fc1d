/*
 * The settings' forms that save with one call (the account's data, e-mail, password and deletion,
 * the billing data, the payout IBAN) share this definition; each flow is its own machine, with its
 * own id, view mapper and tests (machines/account-settings, billing-details, payout-account).
 * The form's values stay in the view until it submits (a field's text before submit is React's);
 * the machine holds the call, the answer, the messages by field and the failure.
 *
 *   ┌ form ─────────────────────┐ form.submit ┌────────────┐ done: the answer, emit saved ▶ form.saved
 *   │ editing   saved           │ ──────────▶ │ submitting │ error [isFieldRefusal]: by field ▶ form.invalid
 *   │ invalid   failed          │             └────────────┘ error: status, server's message ▶ form.failed
 *   └───────────────────────────┘
 *     form.invalid (the view's own checks) ▶ form.invalid; form.reset ▶ form.editing (a new form);
 *     form.edit (anywhere): that field's message goes
 *
 * A `confirmable` flow's form whose input says `confirm` (deleting the account) opens `confirming`
 * on form.submit first [asksFirst]: form.confirm calls, form.cancel goes back to editing.
 * A 422 names fields: those of the form (the input's `fields`) go under them, another's message is
 * the form's (`message`), as the forms always showed it.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { studioCallError } from '../course-manager/call-error'

/** Why a call failed other than by field: its status (none for a network failure), the server's message. */
export interface FormFailure {
  status?: number
  message?: string
  /** Seconds a 429 asks to wait (Retry-After), when it said. */
  retryAfter?: number
}

/** A failed call as a form keeps it: studioCallError plus Retry-After. */
export function formFailure(error: unknown): FormFailure & { fields?: Record<string, string> } {
  const found = studioCallError(error)
  const retryAfter =
    typeof error === 'object' && error !== null ? (error as { retryAfter?: unknown }).retryAfter : undefined
  return {
    ...found,
    ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfter } : {}),
  }
}

export interface SettingsFormContext {
  /** The form's fields: a 422's message for one of them goes under it (null: every field named is the form's). */
  fields: readonly string[] | null
  /** The form asks before the call (a confirmable flow only). */
  confirm: boolean
  /** What the last form.submit sent. */
  body: unknown
  /** The last answer. */
  output: unknown
  /** Messages by field: the view's own checks or the server's 422. */
  errors: Record<string, string>
  /** A 422's message for no field of the form (another field's, or the server's only message). */
  message: string | null
  failure: FormFailure | null
}

export interface SettingsFormInput {
  fields: readonly string[] | null
  confirm?: boolean
}

export type SettingsFormEvent =
  | { type: 'form.submit'; body: unknown }
  | { type: 'form.invalid'; errors: Record<string, string> }
  | { type: 'form.edit'; field: string }
  | { type: 'form.confirm' }
  | { type: 'form.cancel' }
  | { type: 'form.reset' }

export type SettingsFormEmitted =
  | { type: 'saved'; output: unknown }
  /** A 422: the view puts the focus on the first field named (none: no field of the form). */
  | { type: 'invalid'; field: string | null }

/** A 422 split into the form's fields and a message for the rest. */
function splitRefusal(fields: readonly string[] | null, error: unknown) {
  const refusal = formFailure(error)
  const named = refusal.fields ?? {}
  const own = (field: string) => fields === null || fields.includes(field)
  const errors = Object.fromEntries(Object.entries(named).filter(([field]) => own(field)))
  const other = Object.entries(named).find(([field]) => !own(field))
  const message = other ? other[1] : Object.keys(errors).length ? null : (refusal.message ?? null)
  return { errors, message }
}

/**
 * One settings form's machine: `id` names the flow. With `confirmable`, a form whose input says
 * `confirm` asks before the call (the account's deletion), the others of the flow call at once.
 */
export function createSettingsFormMachine(id: string, { confirmable = false } = {}) {
  return setup({
    types: {
      context: {} as SettingsFormContext,
      events: {} as SettingsFormEvent,
      input: {} as SettingsFormInput,
      emitted: {} as SettingsFormEmitted,
      tags: {} as 'busy',
    },
    actors: {
      submit: fromPromise<unknown, unknown>(async () => {
        throw new Error('settings form: provide the `submit` actor')
      }),
    },
    guards: {
      asksFirst: ({ context }) => context.confirm,
      isFieldRefusal: (_, params: { error: unknown }) => formFailure(params.error).status === 422,
    },
    actions: {
      submitted: assign({
        body: (_, params: { body: unknown }) => params.body,
        errors: {},
        message: null,
        failure: null,
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      fields: input.fields,
      confirm: input.confirm ?? false,
      body: undefined,
      output: undefined,
      errors: {},
      message: null,
      failure: null,
    }),
    initial: 'form',
    on: {
      'form.edit': {
        actions: assign({
          errors: ({ context, event }) =>
            Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field)),
        }),
      },
    },
    states: {
      /** The form as the person fills it in: new, saved, refused by field, or after a failure. */
      form: {
        initial: 'editing',
        on: {
          'form.submit': confirmable
            ? [
                {
                  guard: 'asksFirst',
                  target: 'confirming',
                  actions: { type: 'submitted', params: ({ event }) => ({ body: event.body }) },
                },
                {
                  target: 'submitting',
                  actions: { type: 'submitted', params: ({ event }) => ({ body: event.body }) },
                },
              ]
            : {
                target: 'submitting',
                actions: { type: 'submitted', params: ({ event }) => ({ body: event.body }) },
              },
          'form.invalid': {
            target: '.invalid',
            actions: assign({ errors: ({ event }) => event.errors, message: null, failure: null }),
          },
          'form.reset': {
            target: '.editing',
            actions: assign({ body: undefined, output: undefined, errors: {}, message: null, failure: null }),
          },
        },
        states: { editing: {}, saved: {}, invalid: {}, failed: {} },
      },
      // only a confirmable flow has it (typed apart: the other flows' state values do not name it)
      ...((confirmable
        ? {
            confirming: {
              on: {
                'form.confirm': { target: 'submitting' },
                'form.cancel': { target: 'form.editing' },
              },
            },
          }
        : {}) as object),
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }: { context: SettingsFormContext }) => context.body,
          onDone: {
            target: 'form.saved',
            actions: [
              assign({ output: ({ event }) => event.output }),
              emit(({ event }) => ({ type: 'saved' as const, output: event.output })),
            ],
          },
          onError: [
            {
              guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
              target: 'form.invalid',
              actions: [
                assign(({ context, event }) => splitRefusal(context.fields, event.error)),
                emit(({ context }) => ({
                  type: 'invalid' as const,
                  field: Object.keys(context.errors)[0] ?? null,
                })),
              ],
            },
            {
              target: 'form.failed',
              actions: assign({
                failure: ({ event }) => {
                  const { fields: _, ...failure } = formFailure(event.error)
                  return failure
                },
              }),
            },
          ],
        },
      },
    },
  })
}

export type SettingsFormMachine = ReturnType<typeof createSettingsFormMachine>
