/*
 * A form of /me opened in place over what the profile shows: the words about its owner with the
 * social links ('about'), and the tag lists ('competences', 'skills'). Closed until opened with
 * the profile's values; saved as a whole; the server's 422 messages by field, a failure otherwise.
 *
 *   ┌────────┐ form.open ┌──────┐ form.submit ┌────────┐ done: emit saved ──────────────▶ closed
 *   │ closed │ ────────▶ │ open │ ──────────▶ │ saving │ error [isFieldRefusal]: by field ──▶ open
 *   │        │ ◀──────── │      │ ◀────────── │        │ error: a failure ─────────────────▶ open
 *   └────────┘ form.cancel└──────┘             └────────┘
 *                 field.set (open): values typed, kept until saved or cancelled
 *
 * The view turns the values into the request's body (form.submit carries it): the about form sends
 * its fields and links, a tag list its tags with the one still typed.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export type ProfileFormTarget = 'about' | 'competences' | 'skills'

export interface ProfileFormContext {
  target: ProfileFormTarget
  values: Record<string, unknown>
  /** The server's 422 messages, the first of each field. */
  errors: Record<string, string>
  /** Why the last save failed, other than by field. */
  failure: StudioCallError | null
}

export interface ProfileFormInput {
  target: ProfileFormTarget
}

export interface SaveProfileFormInput {
  target: ProfileFormTarget
  body: unknown
}

export type ProfileFormEvent =
  | { type: 'form.open'; values: Record<string, unknown> }
  | { type: 'field.set'; values: Record<string, unknown> }
  | { type: 'form.cancel' }
  | { type: 'form.submit'; body: unknown }

export type ProfileFormEmitted = { type: 'saved' }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`profileFormMachine: provide the \`${name}\` actor`)
}

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
    emitted: {} as ProfileFormEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveProfileForm: fromPromise<unknown, SaveProfileFormInput>(needsProvided('saveProfileForm')),
  },
  guards: {
    isFieldRefusal: (_, params: { error: unknown }) => studioCallError(params.error).status === 422,
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({ target: input.target, values: {}, errors: {}, failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'form.open': {
          target: 'open',
          actions: assign({ values: ({ event }) => event.values, errors: {}, failure: null }),
        },
      },
    },
    open: {
      on: {
        'field.set': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, ...event.values }) }),
        },
        'form.cancel': { target: 'closed', actions: assign({ errors: {}, failure: null }) },
        'form.submit': { target: 'saving', actions: assign({ errors: {}, failure: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfileForm',
        src: 'saveProfileForm',
        input: ({ context, event }) => ({
          target: context.target,
          body: (event as Extract<ProfileFormEvent, { type: 'form.submit' }>).body,
        }),
        onDone: { target: 'closed', actions: emit({ type: 'saved' as const }) },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'open',
            actions: assign({ errors: ({ event }) => studioCallError(event.error).fields ?? {} }),
          },
          { target: 'open', actions: assign({ failure: ({ event }) => studioCallError(event.error) }) },
        ],
      },
    },
  },
})
