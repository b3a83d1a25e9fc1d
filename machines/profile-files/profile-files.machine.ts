/*
 * The files of a profile on /me: the photo, the cover and the PDF lists (CV, certificates,
 * master), each uploaded as soon as it is picked (the media area's multipart call) or deleted.
 *
 *   ┌──────┐ file.pick ┌───────────┐ done: emit changed ─────────────────────────▶ idle
 *   │ idle │ ────────▶ │ uploading │ error: 'upload' (the server's reason for the file)
 *   │      │           └───────────┘
 *   │      │ file.remove ┌──────────┐ done: emit changed ──────────────────────────▶ idle
 *   └──────┘ ──────────▶ │ removing │ error: 'remove'
 *                        └──────────┘
 * One call at a time: the pickers wait while a file goes up.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Media, MediaCollection } from '../../contracts/media/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

/** A file as the picker gives it (a File in the browser). */
export interface PickedFile {
  name: string
  size: number
}

export interface ProfileFilesError extends StudioCallError {
  kind: 'upload' | 'remove'
}

export interface ProfileFilesContext {
  /** The collection a file is going up to. */
  uploading: MediaCollection | null
  /** The file being deleted. */
  removing: number | null
  error: ProfileFilesError | null
}

export interface UploadFileInput {
  collection: MediaCollection
  file: PickedFile
}

export type ProfileFilesEvent =
  { type: 'file.pick'; collection: MediaCollection; file: PickedFile } | { type: 'file.remove'; id: number }

export type ProfileFilesEmitted = { type: 'changed' }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`profileFilesMachine: provide the \`${name}\` actor`)
}

export const profileFilesMachine = setup({
  types: {
    context: {} as ProfileFilesContext,
    events: {} as ProfileFilesEvent,
    emitted: {} as ProfileFilesEmitted,
    tags: {} as 'busy',
  },
  actors: {
    uploadFile: fromPromise<Media, UploadFileInput>(needsProvided('uploadFile')),
    removeFile: fromPromise<unknown, { id: number }>(needsProvided('removeFile')),
  },
  actions: {
    emitChanged: emit({ type: 'changed' as const }),
  },
}).createMachine({
  id: 'profileFiles',
  context: { uploading: null, removing: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'file.pick': {
          target: 'uploading',
          actions: assign({ uploading: ({ event }) => event.collection, error: null }),
        },
        'file.remove': {
          target: 'removing',
          actions: assign({ removing: ({ event }) => event.id, error: null }),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ event }) => {
          const { collection, file } = event as Extract<ProfileFilesEvent, { type: 'file.pick' }>
          return { collection, file }
        },
        onDone: { target: 'idle', actions: [assign({ uploading: null }), 'emitChanged'] },
        onError: {
          target: 'idle',
          actions: assign({
            uploading: null,
            error: ({ event }) => ({ ...studioCallError(event.error), kind: 'upload' as const }),
          }),
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeFile',
        src: 'removeFile',
        input: ({ context }) => ({ id: context.removing ?? 0 }),
        onDone: { target: 'idle', actions: [assign({ removing: null }), 'emitChanged'] },
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
