/*
 * A lesson's (or the whole course's) materials in the studio: attach a PDF or an Office document
 * (the server reads the type from the bytes and says why it refuses one) and take one off.
 *
 *   ┌──────┐ material.attach ┌───────────┐ done: appended, emit changed
 *   │ idle │ ──────────────▶ │ attaching │ ─────────────────────────────▶ idle
 *   │      │                 └───────────┘ error: 'attach' (the file's message if any)
 *   │      │ material.remove ┌──────────┐ done: gone, emit changed
 *   │      │ ──────────────▶ │ removing │ ──────────────────────────────▶ idle
 *   └──────┘                 └──────────┘ error: 'remove'
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Material, VideoTarget } from '../../contracts/studio/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export interface MaterialsError extends StudioCallError {
  kind: 'attach' | 'remove'
}

export interface CourseMaterialsContext {
  target: VideoTarget
  materials: Material[]
  /** The material being taken off. */
  removing: number | null
  error: MaterialsError | null
}

export interface CourseMaterialsInput {
  target: VideoTarget
  materials: Material[]
}

/** A file as the picker gives it (a File in the browser). */
export interface PickedFile {
  name: string
  size: number
}

export type CourseMaterialsEvent =
  { type: 'material.attach'; file: PickedFile } | { type: 'material.remove'; id: number }

export type CourseMaterialsEmitted = { type: 'changed'; materials: Material[] }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`courseMaterialsMachine: provide the \`${name}\` actor`)
}

export const courseMaterialsMachine = setup({
  types: {
    context: {} as CourseMaterialsContext,
    events: {} as CourseMaterialsEvent,
    input: {} as CourseMaterialsInput,
    emitted: {} as CourseMaterialsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    attachMaterial: fromPromise<Material, { target: VideoTarget; file: PickedFile }>(
      needsProvided('attachMaterial'),
    ),
    removeMaterial: fromPromise<unknown, { id: number }>(needsProvided('removeMaterial')),
  },
  actions: {
    emitChanged: emit(({ context }) => ({ type: 'changed' as const, materials: context.materials })),
  },
}).createMachine({
  id: 'courseMaterials',
  context: ({ input }) => ({ target: input.target, materials: input.materials, removing: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'material.attach': { target: 'attaching', actions: assign({ error: null }) },
        'material.remove': {
          target: 'removing',
          actions: assign({ error: null, removing: ({ event }) => event.id }),
        },
      },
    },
    attaching: {
      tags: ['busy'],
      invoke: {
        id: 'attachMaterial',
        src: 'attachMaterial',
        input: ({ context, event }) => ({
          target: context.target,
          file: (event as Extract<CourseMaterialsEvent, { type: 'material.attach' }>).file,
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              materials: ({ context, event }) => [
                ...context.materials.filter((item) => item.id !== event.output.id),
                event.output,
              ],
            }),
            'emitChanged',
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => ({ ...studioCallError(event.error), kind: 'attach' as const }),
          }),
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeMaterial',
        src: 'removeMaterial',
        input: ({ context }) => ({ id: context.removing ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              materials: ({ context }) => context.materials.filter((item) => item.id !== context.removing),
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
})
