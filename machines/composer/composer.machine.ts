/*
 * The feed's composer (issue 17): the text, an optional link (its preview is machines/link-preview),
 * an optional image, and publishing: the post first, then its image (a refused image leaves the
 * post published without it). Mentions are written in the text (@indirizzo-profilo); the server
 * finds and notifies them.
 *
 *   (composer.text, composer.link, composer.image: in any state)
 *   ┌─────────┐ composer.submit [hasText] ┌────────────┐ done [hasImage] ┌───────────┐
 *   │ editing │ ────────────────────────▶ │ publishing │ ──────────────▶ │ attaching │ ─ done / error ─▶ editing
 *   │         │ composer.submit: missing  │            │ done: published, emit published ─────────────▶ editing
 *   └─────────┘ text (no call)            └────────────┘ error: messages by field, or the failure ─▶ editing
 *
 * The text and link are cleared once the post is published, the image once it is attached (or
 * refused).
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Post, PostBody } from '../../contracts/social/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

/** What the composer knows of the picked image (the page keeps the File itself). */
export interface ImageFile {
  name: string
  size: number
}

export interface ComposerContext {
  text: string
  link: string
  image: ImageFile | null
  /** The post whose image was just taken (or refused): the page empties its file input then. */
  imageFor: number | null
  /** Submitted without text. */
  missingText: boolean
  /** Publishing failed: status, the server's message, messages by field (none: no answer came). */
  publishError: StudioCallError | null
  /** The image was refused (its field message, if the server gave one): the post went out without it. */
  imageError: { message?: string } | null
  /** The post just published (until the next submit). */
  published: Post | null
}

export type ComposerEvent =
  | { type: 'composer.text'; text: string }
  | { type: 'composer.link'; link: string }
  | { type: 'composer.image'; image: ImageFile | null }
  | { type: 'composer.submit' }

export type ComposerEmitted = { type: 'published'; post: Post }

export interface AttachImageInput {
  postId: number
  image: ImageFile
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`composerMachine: provide the \`${name}\` actor`)
}

export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    emitted: {} as ComposerEmitted,
    tags: {} as 'busy',
  },
  actors: {
    publishPost: fromPromise<Post, PostBody>(needsProvided('publishPost')),
    attachImage: fromPromise<Post, AttachImageInput>(needsProvided('attachImage')),
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
    hasImage: ({ context }) => context.image !== null,
  },
  actions: {
    publishedNow: assign({ published: (_, params: { post: Post }) => params.post }),
    announce: emit((_, params: { post: Post }) => ({ type: 'published' as const, post: params.post })),
  },
}).createMachine({
  id: 'composer',
  context: {
    text: '',
    link: '',
    image: null,
    imageFor: null,
    missingText: false,
    publishError: null,
    imageError: null,
    published: null,
  },
  on: {
    'composer.text': { actions: assign({ text: ({ event }) => event.text }) },
    'composer.link': { actions: assign({ link: ({ event }) => event.link }) },
    'composer.image': { actions: assign({ image: ({ event }) => event.image }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'composer.submit': [
          {
            guard: 'hasText',
            target: 'publishing',
            actions: assign({ missingText: false, publishError: null, imageError: null, published: null }),
          },
          { actions: assign({ missingText: true, publishError: null, imageError: null }) },
        ],
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        id: 'publishPost',
        src: 'publishPost',
        input: ({ context }) => ({ text: context.text, link_url: context.link.trim() || null }),
        onDone: [
          {
            guard: 'hasImage',
            target: 'attaching',
            actions: assign({ text: '', link: '', published: ({ event }) => event.output }),
          },
          {
            target: 'editing',
            actions: [
              assign({ text: '', link: '' }),
              { type: 'publishedNow', params: ({ event }) => ({ post: event.output }) },
              { type: 'announce', params: ({ event }) => ({ post: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ publishError: ({ event }) => studioCallError(event.error) }),
        },
      },
    },
    attaching: {
      tags: ['busy'],
      invoke: {
        id: 'attachImage',
        src: 'attachImage',
        input: ({ context }) => ({ postId: context.published?.id ?? 0, image: context.image as ImageFile }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ image: null, imageFor: ({ context }) => context.published?.id ?? null }),
            { type: 'publishedNow', params: ({ event }) => ({ post: event.output }) },
            { type: 'announce', params: ({ event }) => ({ post: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              image: null,
              imageFor: ({ context }) => context.published?.id ?? null,
              imageError: ({ event }) => ({ message: studioCallError(event.error).fields?.file }),
            }),
            {
              type: 'announce',
              params: ({ context }) => ({ post: context.published as Post }),
            },
          ],
        },
      },
    },
  },
})
