/*
 * One CV section on /me (studies, experiences, languages, books, case histories, clients,
 * collaborations), edited in place by its owner. Two regions at once: the entry form and the list.
 *
 *   form:  ┌────────┐ entry.edit / entry.add ┌──────┐ entry.submit ┌────────┐ done: the entry in the
 *          │ closed │ ─────────────────────▶ │ open │ ───────────▶ │ saving │ list, emit changed ──▶ closed
 *          │        │ ◀──── entry.cancel ─── │      │ ◀─────────── │        │ error [isFieldRefusal]:
 *          └────────┘                        └──────┘   error: a failure      messages by field
 *            (entry.edit / entry.add in open start another entry's form; field.set, image.set in open)
 *
 *   list:  ┌──────┐ entry.move [canMove] ┌──────────┐ done: the server's order, emit changed ──▶ idle
 *          │ idle │ ───────────────────▶ │ ordering │ error: 'order' ──▶ idle
 *          │      │ entry.remove ┌──────────┐ done: gone, emit changed ──▶ idle
 *          └──────┘ ───────────▶ │ removing │ error: 'remove' ──▶ idle
 *                                └──────────┘
 *   entries.loaded (anywhere): the profile was loaded again; its entries of this section replace ours.
 *
 * The server checks every field (contracts/profiles/section-schemas.ts) and answers 422 by field;
 * the form's values are turned into the request's body here (an empty end date is none, a current
 * job has none). Sections with an image send a multipart form: the image picked, or its removal.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { ItemSection } from '../../contracts/profiles/sections'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

/** An entry of a section as the profile answers it. */
export type CvEntry = Record<string, unknown> & { id: number }

/** A form field: its name and whether it is a yes/no box (false when empty, '' otherwise). */
export interface CvField {
  name: string
  checkbox?: boolean
}

/** An image as the file picker gives it (a File in the browser). */
export interface PickedImage {
  name: string
  size: number
}

export interface CvSectionError extends StudioCallError {
  /** What failed: putting the entries in order, deleting one. */
  kind: 'order' | 'remove'
}

export interface CvSectionContext {
  section: ItemSection
  fields: CvField[]
  entries: CvEntry[]
  /** The entry the form edits, 'new' for a new one, null when closed. */
  editing: number | 'new' | null
  values: Record<string, unknown>
  /** The image to send: a picked file, null to remove the current one, undefined to keep it. */
  image: PickedImage | null | undefined
  /** The server's 422 messages, the first of each field. */
  errors: Record<string, string>
  /** Why the last save failed, other than by field. */
  failure: StudioCallError | null
  /** A failed move or delete. */
  error: CvSectionError | null
  /** The entry being deleted. */
  removing: number | null
}

export interface CvSectionInput {
  section: ItemSection
  fields: CvField[]
  entries: CvEntry[]
}

export interface SaveEntryInput {
  section: ItemSection
  id: number | null
  values: Record<string, unknown>
  image: PickedImage | null | undefined
}

export type CvSectionEvent =
  | { type: 'entry.add' }
  | { type: 'entry.edit'; id: number }
  | { type: 'field.set'; values: Record<string, unknown> }
  | { type: 'image.set'; image: PickedImage | null | undefined }
  | { type: 'entry.cancel' }
  | { type: 'entry.submit' }
  | { type: 'entry.move'; index: number; by: -1 | 1 }
  | { type: 'entry.remove'; id: number }
  | { type: 'entries.loaded'; entries: CvEntry[] }

export type CvSectionEmitted = { type: 'changed' }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`cvSectionMachine: provide the \`${name}\` actor`)
}

/** The form's start: the entry's values, or blanks (false for a box); a study keeps its school's id. */
export function startValues(context: Pick<CvSectionContext, 'section' | 'fields'>, entry: CvEntry | null) {
  const values: Record<string, unknown> = {}
  for (const field of context.fields)
    values[field.name] = entry?.[field.name] ?? (field.checkbox ? false : '')
  if (context.section === 'studies') values.school_id = entry?.school_id ?? null
  return values
}

/** What is sent: an empty end date is none, and so is a current job's. */
export function entryBody(section: ItemSection, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values }
  if ('end_date' in body && body.end_date === '') body.end_date = null
  if (section === 'experiences' && body.current) body.end_date = null
  return body
}

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

/** The list with the saved entry in its place, or at the end when new (a replayed trace holds no answer). */
const withSaved = (entries: CvEntry[], saved: CvEntry | undefined): CvEntry[] =>
  !saved
    ? entries
    : entries.some((entry) => entry.id === saved.id)
      ? entries.map((entry) => (entry.id === saved.id ? saved : entry))
      : [...entries, saved]

/** The form opened on an entry (or a new one), with nothing said about it yet. */
const openForm = (context: CvSectionContext, editing: number | 'new') => ({
  editing,
  values: startValues(
    context,
    editing === 'new' ? null : (context.entries.find((entry) => entry.id === editing) ?? null),
  ),
  image: undefined,
  errors: {},
  failure: null,
})

// size: one statechart of two parallel regions (the form, the list) and its setup, read whole with the diagram above
export const cvSectionMachine = setup({
  types: {
    context: {} as CvSectionContext,
    events: {} as CvSectionEvent,
    input: {} as CvSectionInput,
    emitted: {} as CvSectionEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveEntry: fromPromise<CvEntry, SaveEntryInput>(needsProvided('saveEntry')),
    orderEntries: fromPromise<CvEntry[], { section: ItemSection; ids: number[] }>(
      needsProvided('orderEntries'),
    ),
    removeEntry: fromPromise<unknown, { section: ItemSection; id: number }>(needsProvided('removeEntry')),
  },
  guards: {
    isFieldRefusal: (_, params: { error: unknown }) => studioCallError(params.error).status === 422,
    canMove: ({ context, event }) =>
      event.type === 'entry.move' &&
      event.index >= 0 &&
      event.index < context.entries.length &&
      event.index + event.by >= 0 &&
      event.index + event.by < context.entries.length,
    isKnownEntry: ({ context, event }) =>
      event.type === 'entry.edit' && context.entries.some((entry) => entry.id === event.id),
  },
  actions: {
    emitChanged: emit({ type: 'changed' as const }),
  },
}).createMachine({
  id: 'cvSection',
  type: 'parallel',
  context: ({ input }) => ({
    section: input.section,
    fields: input.fields,
    entries: input.entries,
    editing: null,
    values: {},
    image: undefined,
    errors: {},
    failure: null,
    error: null,
    removing: null,
  }),
  on: {
    // (a replayed trace holds no entries: the list stays as it was)
    'entries.loaded': {
      actions: assign({ entries: ({ context, event }) => event.entries ?? context.entries }),
    },
  },
  states: {
    form: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'entry.add': { target: 'open', actions: assign(({ context }) => openForm(context, 'new')) },
            'entry.edit': {
              guard: 'isKnownEntry',
              target: 'open',
              actions: assign(({ context, event }) => openForm(context, event.id)),
            },
          },
        },
        open: {
          on: {
            'entry.add': { actions: assign(({ context }) => openForm(context, 'new')) },
            'entry.edit': {
              guard: 'isKnownEntry',
              actions: assign(({ context, event }) => openForm(context, event.id)),
            },
            'field.set': {
              actions: assign({ values: ({ context, event }) => ({ ...context.values, ...event.values }) }),
            },
            'image.set': { actions: assign({ image: ({ event }) => event.image }) },
            'entry.cancel': {
              target: 'closed',
              actions: assign({ editing: null, errors: {}, failure: null }),
            },
            'entry.submit': { target: 'saving', actions: assign({ errors: {}, failure: null }) },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveEntry',
            src: 'saveEntry',
            input: ({ context }) => ({
              section: context.section,
              id: context.editing === 'new' ? null : context.editing,
              values: entryBody(context.section, context.values),
              image: context.image,
            }),
            onDone: {
              target: 'closed',
              actions: [
                assign({
                  entries: ({ context, event }) => withSaved(context.entries, event.output),
                  editing: null,
                }),
                'emitChanged',
              ],
            },
            onError: [
              {
                guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'open',
                actions: assign({ errors: ({ event }) => studioCallError(event.error).fields ?? {} }),
              },
              {
                target: 'open',
                actions: assign({ failure: ({ event }) => studioCallError(event.error) }),
              },
            ],
          },
        },
      },
    },
    list: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'entry.move': { guard: 'canMove', target: 'ordering', actions: assign({ error: null }) },
            'entry.remove': {
              target: 'removing',
              actions: assign({ error: null, removing: ({ event }) => event.id }),
            },
          },
        },
        ordering: {
          tags: ['busy'],
          invoke: {
            id: 'orderEntries',
            src: 'orderEntries',
            input: ({ context, event }) => {
              const { index, by } = event as Extract<CvSectionEvent, { type: 'entry.move' }>
              return {
                section: context.section,
                ids: moved(context.entries, index, index + by).map((entry) => entry.id),
              }
            },
            onDone: {
              target: 'idle',
              // a replayed trace holds no answer: the list stays as it was
              actions: [
                assign({ entries: ({ context, event }) => event.output ?? context.entries }),
                'emitChanged',
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => ({ ...studioCallError(event.error), kind: 'order' as const }),
              }),
            },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeEntry',
            src: 'removeEntry',
            input: ({ context }) => ({ section: context.section, id: context.removing ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  entries: ({ context }) => context.entries.filter((entry) => entry.id !== context.removing),
                  removing: null,
                }),
                'emitChanged',
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                removing: null,
                error: ({ event }) => ({ ...studioCallError(event.error), kind: 'remove' as const }),
              }),
            },
          },
        },
      },
    },
  },
})
