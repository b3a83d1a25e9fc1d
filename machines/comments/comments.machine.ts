/*
 * A post's comments and replies (issue 17): comment or answer, edit one's own, delete (one's own, or
 * any under one's own post; a comment's replies go with it). One call at a time; each form is named
 * (`form`: the new comment's, a reply's, an edit's) so its failure shows under it and its text is
 * cleared when it went through. Each change that moves the post's counts emits them.
 *
 *   ┌──────┐ comments.add    ┌────────┐ done: listed (once), emit saved + counts ───────▶ idle
 *   │ idle │ ──────────────▶ │ adding │ error: the form's failure ───────────────────────▶ idle
 *   │      │ comments.edit   ┌────────┐ done: replaced, emit saved ──────────────────────▶ idle
 *   │      │ ──────────────▶ │ saving │ error: the form's failure ───────────────────────▶ idle
 *   │      │ comments.remove ┌──────────┐ done: gone with its replies, emit removed + counts ▶ idle
 *   └──────┘ ──────────────▶ │ removing │ error: emit removeFailed (the confirm stays open) ▶ idle
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Comment, PostCounts } from '../../contracts/social/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export interface CommentsContext {
  postId: number
  comments: Comment[]
  /** The form whose call is under way. */
  form: string | null
  /** The comment being removed. */
  removing: number | null
  /** Each form's last failure, until it is sent again. */
  errors: Record<string, StudioCallError>
}

export interface CommentsInput {
  postId: number
  comments: Comment[]
}

export type CommentsEvent =
  | { type: 'comments.add'; form: string; text: string; parentId: number | null }
  | { type: 'comments.edit'; form: string; id: number; text: string }
  | { type: 'comments.remove'; id: number }

export type CommentsEmitted =
  | { type: 'saved'; form: string }
  | { type: 'counts'; counts: PostCounts }
  | { type: 'removed'; id: number }
  | { type: 'removeFailed'; id: number }

export interface AddCommentInput {
  postId: number
  text: string
  parentId: number | null
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`commentsMachine: provide the \`${name}\` actor`)
}

const withoutForm = (errors: Record<string, StudioCallError>, form: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== form))

export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as CommentsInput,
    emitted: {} as CommentsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    addComment: fromPromise<{ comment: Comment; counts: PostCounts }, AddCommentInput>(
      needsProvided('addComment'),
    ),
    editComment: fromPromise<Comment, { id: number; text: string }>(needsProvided('editComment')),
    removeComment: fromPromise<PostCounts, { id: number }>(needsProvided('removeComment')),
  },
  actions: {
    failed: assign({
      errors: ({ context }, params: { error: unknown }) => ({
        ...context.errors,
        [context.form ?? '']: studioCallError(params.error),
      }),
      form: null,
    }),
  },
}).createMachine({
  id: 'comments',
  context: ({ input }) => ({
    postId: input.postId,
    comments: input.comments,
    form: null,
    removing: null,
    errors: {},
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'comments.add': {
          target: 'adding',
          actions: assign({
            form: ({ event }) => event.form,
            errors: ({ context, event }) => withoutForm(context.errors, event.form),
          }),
        },
        'comments.edit': {
          target: 'saving',
          actions: assign({
            form: ({ event }) => event.form,
            errors: ({ context, event }) => withoutForm(context.errors, event.form),
          }),
        },
        'comments.remove': { target: 'removing', actions: assign({ removing: ({ event }) => event.id }) },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addComment',
        src: 'addComment',
        input: ({ context, event }) => {
          const { text, parentId } = event as Extract<CommentsEvent, { type: 'comments.add' }>
          return { postId: context.postId, text, parentId }
        },
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({ type: 'saved' as const, form: context.form ?? '' })),
            emit(({ event }) => ({ type: 'counts' as const, counts: event.output.counts })),
            assign({
              comments: ({ context, event }) => [
                ...context.comments.filter((comment) => comment.id !== event.output.comment.id),
                event.output.comment,
              ],
              form: null,
            }),
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'editComment',
        src: 'editComment',
        input: ({ event }) => {
          const { id, text } = event as Extract<CommentsEvent, { type: 'comments.edit' }>
          return { id, text }
        },
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({ type: 'saved' as const, form: context.form ?? '' })),
            assign({
              comments: ({ context, event }) =>
                context.comments.map((comment) => (comment.id === event.output.id ? event.output : comment)),
              form: null,
            }),
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeComment',
        src: 'removeComment',
        input: ({ context }) => ({ id: context.removing ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({ type: 'removed' as const, id: context.removing ?? 0 })),
            emit(({ event }) => ({ type: 'counts' as const, counts: event.output })),
            assign({
              comments: ({ context }) =>
                context.comments.filter(
                  (comment) => comment.id !== context.removing && comment.parent_id !== context.removing,
                ),
              removing: null,
            }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({ type: 'removeFailed' as const, id: context.removing ?? 0 })),
            assign({ removing: null }),
          ],
        },
      },
    },
  },
})
