/*
 * A list of one's own items under a lesson or a course (a learner's notes, the course's questions
 * and answers): what lesson-notes and course-questions share (issue 34, duplicates). Each machine
 * keeps its id, events, calls and states' names; this builds the same chart for both:
 *
 *   ┌─────────┐ done ┌─ ready ───────────────────────────────────────────────────────────────┐
 *   │ loading │ ───▶ │ ┌──────┐ a change's event ┌──────────────┐ done: emit saved ─▶ ┌────────────┐ │
 *   └─────────┘      │ │ idle │ ───────────────▶ │ its state    │                     │ refreshing │ │
 *     │ error  ▲     │ │      │ ◀── error (the form's failure) ┘                     │ (load)     │ │
 *     ▼        │     │ └──────┘ ◀──────────────────────── done (the list) / error ─── └────────────┘ │
 *   ┌────────┐ │     └───────────────────────────────────────────────────────────────────────┘
 *   │ failed │─┘ the retry event
 *   └────────┘
 *
 * One call at a time. Each change names its form (`form`) so its failure shows under it and, once
 * it went through (emit saved), the view clears or closes it. After a change the list is read again
 * (the server orders it; others' answers come with it); a failed re-read keeps what is shown, and so
 * does an answer without a list (a replayed trace keeps no output).
 */
import {
  assign,
  emit,
  setup,
  type AnyActorLogic,
  type AnyActorRef,
  type EventObject,
  type MetaObject,
  type ParameterizedObject,
  type StateMachine,
  type StateSchema,
} from 'xstate'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

/** What every such list keeps beside its owner and its items. */
export interface OwnedListForms {
  /** The form whose call is under way. */
  form: string | null
  /** Each form's last failure, until it is sent again. */
  errors: Record<string, StudioCallError>
  /** The list could not be loaded. */
  loadError: StudioCallError | null
}

export type OwnedListEmitted = { type: 'saved'; form: string }

/** A change a person makes: its event, its call, the form it belongs to, what the call is given. */
export interface OwnedListChange<TContext, TEvent extends EventObject> {
  on: TEvent['type']
  src: string
  form: (event: TEvent) => string
  input: (context: TContext, event: TEvent) => unknown
}

export interface OwnedListSpec<
  TContext extends OwnedListForms,
  TEvent extends EventObject,
  TInput,
  TActors extends Record<string, AnyActorLogic>,
  TChange extends string,
> {
  id: string
  types: { context: TContext; events: TEvent; input: TInput }
  /** The calls, placeholders the app provides (see `needsProvided`). */
  actors: TActors
  /** The owner and the empty list, from the input. */
  context: (input: TInput) => Omit<TContext, keyof OwnedListForms>
  /** The context's list, what `load` answers. */
  list: keyof TContext & string
  load: { src: keyof TActors & string; input: (context: TContext) => unknown }
  /** The event that loads again after a failure. */
  retry: TEvent['type']
  /** The changes by the name of the state that waits for their call. */
  changes: Record<TChange, OwnedListChange<TContext, TEvent>>
}

/** A placeholder call that says which machine wants it provided. */
export const needsProvided = (machine: string, name: string) => async (): Promise<never> => {
  throw new Error(`${machine}: provide the \`${name}\` actor`)
}

const withoutForm = (errors: Record<string, StudioCallError>, form: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== form))

export function ownedListMachine<
  TContext extends OwnedListForms,
  TEvent extends EventObject,
  TInput,
  TActors extends Record<string, AnyActorLogic>,
  TChange extends string,
>(spec: OwnedListSpec<TContext, TEvent, TInput, TActors, TChange>) {
  const machineSetup = setup({
    types: {
      context: {} as TContext,
      events: {} as TEvent,
      input: {} as TInput,
      emitted: {} as OwnedListEmitted,
      tags: {} as 'busy',
    },
    actors: spec.actors,
    actions: {
      ask: assign(
        ({ context }, params: { form: string }) =>
          ({
            form: params.form,
            errors: withoutForm(context.errors, params.form),
          }) as Partial<TContext>,
      ),
      failed: assign(
        ({ context }, params: { error: unknown }) =>
          ({
            errors: { ...context.errors, [context.form ?? '']: studioCallError(params.error) },
            form: null,
          }) as Partial<TContext>,
      ),
      loadFailed: assign(
        (_, params: { error: unknown }) =>
          ({ loadError: studioCallError(params.error) }) as Partial<TContext>,
      ),
      saved: emit(({ context }) => ({ type: 'saved' as const, form: context.form ?? '' })),
      storeList: assign(
        ({ context }, params: { output: unknown }) =>
          ({ [spec.list]: params.output ?? context[spec.list] }) as Partial<TContext>,
      ),
    },
  })
  type Args = { context: TContext; event: { output?: unknown; error?: unknown } & TEvent }
  const storeList = { type: 'storeList', params: ({ event }: Args) => ({ output: event.output }) }
  const failed = { type: 'failed', params: ({ event }: Args) => ({ error: event.error }) }
  const load = {
    id: spec.load.src,
    src: spec.load.src,
    input: ({ context }: Args) => spec.load.input(context),
  }
  const changes = Object.entries(spec.changes) as [string, OwnedListChange<TContext, TEvent>][]
  const config = {
    id: spec.id,
    context: ({ input }: { input: TInput }) => ({
      ...spec.context(input),
      form: null,
      errors: {},
      loadError: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          ...load,
          onDone: { target: 'ready', actions: storeList },
          onError: {
            target: 'failed',
            actions: { type: 'loadFailed', params: ({ event }: Args) => ({ error: event.error }) },
          },
        },
      },
      failed: {
        on: { [spec.retry]: { target: 'loading', actions: assign({ loadError: null }) } },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: {
            on: Object.fromEntries(
              changes.map(([state, change]) => [
                change.on,
                {
                  target: state,
                  actions: { type: 'ask', params: ({ event }: Args) => ({ form: change.form(event) }) },
                },
              ]),
            ),
          },
          ...Object.fromEntries(
            changes.map(([state, change]) => [
              state,
              {
                tags: ['busy'],
                invoke: {
                  id: change.src,
                  src: change.src,
                  input: ({ context, event }: Args) => change.input(context, event),
                  onDone: { target: 'refreshing', actions: 'saved' },
                  onError: { target: 'idle', actions: failed },
                },
              },
            ]),
          ),
          refreshing: {
            entry: assign({ form: null }),
            invoke: {
              ...load,
              onDone: { target: 'idle', actions: storeList },
              // the change went through: what is shown stays until the next one
              onError: { target: 'idle' },
            },
          },
        },
      },
    },
  }
  // the chart is built from the spec, so its names are no literal types: the machine is typed by
  // its shape instead (OwnedListMachine)
  return machineSetup.createMachine(config as never) as unknown as OwnedListMachine<
    TContext,
    TEvent,
    TInput,
    TActors,
    TChange
  >
}

/** Where such a list can be: loading, failed, or ready in idle, a change's state or refreshing. */
export type OwnedListValue<TChange extends string> =
  'loading' | 'failed' | { ready: 'idle' | 'refreshing' | TChange }

/** The calls as `provide` takes them, by name. */
type ProvidedActors<TActors extends Record<string, AnyActorLogic>> = {
  [K in keyof TActors & string]: { src: K; logic: TActors[K]; id: string | undefined }
}[keyof TActors & string]

export type OwnedListMachine<
  TContext extends OwnedListForms,
  TEvent extends EventObject,
  TInput,
  TActors extends Record<string, AnyActorLogic>,
  TChange extends string,
> = StateMachine<
  TContext,
  TEvent,
  Record<string, AnyActorRef | undefined>,
  ProvidedActors<TActors>,
  ParameterizedObject,
  never,
  never,
  OwnedListValue<TChange>,
  'busy',
  TInput,
  unknown,
  OwnedListEmitted,
  MetaObject,
  StateSchema
>

/** What such a list shows besides its items, from its machine's snapshot. */
export interface OwnedListView {
  /** loading: a placeholder; failed: a retry; empty: the first item is to be written; ready: the list. */
  phase: 'loading' | 'failed' | 'empty' | 'ready'
  /** The list is read again after a change: shown dimmed meanwhile. */
  stale: boolean
  /** A call is under way: the forms' buttons wait. */
  busy: boolean
  /** The form whose call is under way. */
  sending: string | null
  /**
   * Each form's failure: the server's message for the text, or its message below 500 (none: the page's
   * own words; a 5xx's message is not written for people).
   */
  errors: Record<string, { message?: string }>
}

/** The part of a list's snapshot the view reads. */
export interface OwnedListSnapshot {
  context: OwnedListForms
  hasTag: (tag: 'busy') => boolean
  matches: (value: 'loading' | 'failed' | { ready: 'refreshing' }) => boolean
}

export function ownedListView(snapshot: OwnedListSnapshot, items: readonly unknown[]): OwnedListView {
  const { errors, form } = snapshot.context
  const phase = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : items.length === 0
        ? 'empty'
        : 'ready'
  return {
    phase,
    stale: snapshot.matches({ ready: 'refreshing' }),
    busy: snapshot.hasTag('busy'),
    sending: form,
    errors: Object.fromEntries(
      Object.entries(errors).map(([key, error]) => [
        key,
        {
          message:
            error.fields?.text ??
            (error.status !== undefined && error.status < 500 ? error.message : undefined),
        },
      ]),
    ),
  }
}
