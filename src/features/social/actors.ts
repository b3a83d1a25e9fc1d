/**
 * The social area's machines with their real calls (api.ts) and the hooks its views start them
 * with: one actor per use, recorded by the flow recorder, its emitted events delivered to the view's
 * latest handler. Views read the machines' view mappers and send events; only this module talks to
 * the server (DESIGN.md §2).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { fromPromise, type Actor, type AnyStateMachine, type EmittedFrom } from 'xstate'
import type { DiaryEntry } from '../../../contracts/diary/schemas'
import type {
  Comment,
  ContentReportReason,
  FeedPage,
  LinkPreview,
  Post,
  PostBody,
  PostCounts,
  Reaction,
} from '../../../contracts/social/schemas'
import {
  commentsMachine,
  commentsView,
  type AddCommentInput,
  type CommentsInput,
} from '../../../machines/comments'
import { composerMachine, composerView, type AttachImageInput } from '../../../machines/composer'
import { diaryEntryMachine, diaryEntryView, type SaveEntryInput } from '../../../machines/diary-entry'
import { feedMachine, feedView } from '../../../machines/feed'
import { linkPreviewMachine, linkPreviewView } from '../../../machines/link-preview'
import { requestMachine, requestView, sendRequest, type RequestView } from '../../../machines/request'
import { toggleMachine, toggleView, type ApplyToggleInput, type ToggleView } from '../../../machines/toggle'
import { isApiError } from '../../shared/api'
import type { PageParams } from '../../shared/api/page-query'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useResource } from '../../shared/lib/use-resource'
import {
  addComment,
  attachImage,
  editComment,
  editPost,
  fetchComments,
  fetchFeed,
  fetchPost,
  fetchReferralInfo,
  fetchSuggestions,
  fetchUrlPreview,
  follow,
  publishPost,
  react,
  removeComment,
  removeImage,
  removePost,
  report as sendReport,
  setPinned,
} from './api'
import {
  createDiaryEntry,
  fetchDiaryEntries,
  fetchDiaryMonths,
  removeDiaryEntry,
  saveDiaryEntry,
} from './diary-api'
import { useEmitted } from '../../shared/lib/actor-events'

export { useEmitted }
export const appComposerMachine = composerMachine.provide({
  actors: {
    publishPost: fromPromise<Post, PostBody>(({ input }) => publishPost(input)),
    // the composer is given the File itself as the picked image
    attachImage: fromPromise<Post, AttachImageInput>(({ input }) =>
      attachImage(input.postId, input.image as File),
    ),
  },
})

export const appLinkPreviewMachine = linkPreviewMachine.provide({
  actors: {
    fetchPreview: fromPromise<LinkPreview | null, { url: string }>(({ input, signal }) =>
      fetchUrlPreview(input.url, signal),
    ),
  },
})

const useSocialActor = <TMachine extends AnyStateMachine>(machine: TMachine, input?: unknown) =>
  useActorRef(machine, { input, inspect: flowRecorder.inspect } as never) as Actor<TMachine>

/** The feed's composer and its link's preview; `onPublished` hears each post published. */
export function useComposer(onPublished: (post: Post) => void) {
  const composer = useSocialActor(appComposerMachine)
  const linkPreview = useSocialActor(appLinkPreviewMachine)
  useEmitted(composer, 'published', (event) => onPublished(event.post))
  const view = useSelector(composer, composerView)
  const preview = useSelector(linkPreview, linkPreviewView)
  return {
    view,
    preview,
    setText: (text: string) => composer.send({ type: 'composer.text', text }),
    setLink: (link: string) => {
      composer.send({ type: 'composer.link', link })
      linkPreview.send({ type: 'link.change', link })
    },
    setImage: (image: File | null) => composer.send({ type: 'composer.image', image }),
    submit: () => composer.send({ type: 'composer.submit' }),
  }
}

export const appCommentsMachine = commentsMachine.provide({
  actors: {
    addComment: fromPromise<{ comment: Comment; counts: PostCounts }, AddCommentInput>(({ input }) =>
      addComment(input.postId, input.text, input.parentId),
    ),
    editComment: fromPromise<Comment, { id: number; text: string }>(({ input }) =>
      editComment(input.id, input.text),
    ),
    removeComment: fromPromise<PostCounts, { id: number }>(({ input }) => removeComment(input.id)),
  },
})

/** A post's comments (started with those loaded); `onCounts` hears the post's counts after a change. */
export function useComments(input: CommentsInput, onCounts: (counts: PostCounts) => void) {
  const actor = useSocialActor(appCommentsMachine, input)
  useEmitted(actor, 'counts', (event) => {
    if (event.type === 'counts') onCounts(event.counts)
  })
  return { actor, view: useSelector(actor, commentsView) }
}
export type CommentsActor = ReturnType<typeof useComments>['actor']

/**
 * Sends `event` and settles when the actor emits `ok` (resolves) or `fail` (rejects): for a confirm
 * dialog, which waits on a promise and stays open when it rejects.
 */
export function settle<TMachine extends AnyStateMachine>(
  actor: Actor<TMachine>,
  event: Parameters<Actor<TMachine>['send']>[0],
  ok: EmittedFrom<TMachine>['type'],
  fail: EmittedFrom<TMachine>['type'],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = actor.on(ok, () => {
      done.unsubscribe()
      failed.unsubscribe()
      resolve()
    })
    const failed = actor.on(fail, () => {
      done.unsubscribe()
      failed.unsubscribe()
      reject(new Error(`${String(fail)}`))
    })
    actor.send(event)
  })
}

type PostPage = { post: Post; comments: Comment[] } | { missing: true }

async function loadPostPage({ id }: { id: number }, signal: AbortSignal): Promise<PostPage> {
  try {
    const [post, comments] = await Promise.all([
      fetchPost({ id }, signal),
      fetchComments({ postId: id }, signal),
    ])
    return { post, comments }
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return { missing: true }
    throw error
  }
}

/** A post's page: the post and its comments, or "missing" for one that does not exist or may not be seen. */
export const usePostPage = (id: number) => useResource(loadPostPage, { id })
/** The referral program's link, code and people. */
export const useReferralInfo = () => useResource(fetchReferralInfo)

export const appDiaryEntryMachine = diaryEntryMachine.provide({
  actors: {
    saveEntry: fromPromise<DiaryEntry, SaveEntryInput>(({ input }) =>
      input.entryId === null ? createDiaryEntry(input.body) : saveDiaryEntry(input.entryId, input.body),
    ),
  },
})

/** A diary page's form (a new page when `entryId` is null); `onSaved` hears each save. */
export function useDiaryEntry(entryId: number | null, onSaved: (entry: DiaryEntry) => void) {
  const actor = useSocialActor(appDiaryEntryMachine, { entryId })
  useEmitted(actor, 'saved', (event) => onSaved(event.entry))
  return { actor, view: useSelector(actor, diaryEntryView) }
}

const requestWith = <TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) =>
  requestMachine.provide({
    actors: { call: fromPromise<unknown, unknown>(({ input }) => call(input as TInput)) },
  })

/** One call the view waits on (machines/request): its view, and a promise of the answer for a confirm dialog. */
function useRequest<TInput, TOutput>(machine: typeof requestMachine) {
  const actor = useSocialActor(machine)
  const view = useSelector(actor, (snapshot) => requestView<TOutput>(snapshot), sameRequestView)
  const send = useCallback((input: TInput) => sendRequest<TOutput>(actor, input), [actor])
  return { view, send }
}
const sameRequestView = (a: RequestView, b: RequestView) =>
  a.phase === b.phase && a.output === b.output && a.error === b.error

export const appRemoveDiaryEntryMachine = requestWith((id: number) => removeDiaryEntry(id))
export const appReportMachine = requestWith((report: Report) =>
  sendReport(report.kind, report.id, report.reason, report.text),
)

export interface Report {
  kind: 'post' | 'comment'
  id: number
  reason: ContentReportReason
  text: string
}

/** Deleting a diary page (after the confirm). */
export const useDiaryRemoval = () => useRequest<number, unknown>(appRemoveDiaryEntryMachine)
/** Reporting a post or a comment to the admins. */
export const useReport = () => useRequest<Report, unknown>(appReportMachine)
/** The diary's pages for the filters and page at hand, and the months that have some. */
export const useDiaryEntries = (params: PageParams) => useResource(fetchDiaryEntries, params)
export const useDiaryMonths = () => useResource(fetchDiaryMonths)

/** A reaction to a post (none, or one of them), shown at once and put back if refused. */
export const appReactionMachine = toggleMachine.provide({
  actors: {
    apply: fromPromise<unknown, ApplyToggleInput>(({ input }) =>
      react(input.target as number, input.value as Reaction | null),
    ),
  },
})
/** A post pinned on its author's profile, or not. */
export const appPinMachine = toggleMachine.provide({
  actors: {
    apply: fromPromise<unknown, ApplyToggleInput>(({ input }) =>
      setPinned(input.target as number, input.value as boolean),
    ),
  },
})

/**
 * A toggle of `target` whose value the page also knows (`value`: synced when it changes there);
 * `onApplied` hears the confirmed value and the server's answer.
 */
function useToggle<TValue, TOutput>(
  machine: typeof toggleMachine,
  target: number,
  value: TValue,
  onApplied: (value: TValue, output: TOutput) => void,
) {
  const actor = useSocialActor(machine, { target, value })
  useEmitted(actor, 'applied', (event) => {
    if (event.type === 'applied') onApplied(event.value as TValue, event.output as TOutput)
  })
  useEffect(() => actor.send({ type: 'toggle.sync', value }), [actor, value])
  const view = useSelector(actor, (snapshot) => toggleView<TValue>(snapshot), sameToggleView)
  return { view, set: (next: TValue) => actor.send({ type: 'toggle.set', value: next }) }
}
const sameToggleView = (a: ToggleView, b: ToggleView) =>
  a.value === b.value && a.busy === b.busy && a.error === b.error

export const useReaction = (post: Post, onApplied: (reaction: Reaction | null, counts: PostCounts) => void) =>
  useToggle(appReactionMachine, post.id, post.my_reaction, onApplied)
export const usePin = (post: Post, onApplied: (pinned: boolean, post: Post) => void) =>
  useToggle(appPinMachine, post.id, post.pinned, onApplied)

export const appEditPostMachine = requestWith((edit: { id: number; body: PostBody }) =>
  editPost(edit.id, edit.body),
)
export const appRemovePostImageMachine = requestWith((id: number) => removeImage(id))
export const appRemovePostMachine = requestWith((id: number) => removePost(id))

/** Rewriting a post (its text and link). */
export const useEditPost = () => useRequest<{ id: number; body: PostBody }, Post>(appEditPostMachine)
/** Taking a post's image off. */
export const useRemovePostImage = () => useRequest<number, Post>(appRemovePostImageMachine)
/** Deleting a post (after the confirm). */
export const useRemovePost = () => useRequest<number, unknown>(appRemovePostMachine)

export const appFeedMachine = feedMachine.provide({
  actors: {
    fetchPage: fromPromise<FeedPage, { cursor: string | null }>(({ input, signal }) =>
      fetchFeed(input.cursor, signal),
    ),
  },
})

/** /feed's posts, page by page (machines/feed). */
export function useFeed() {
  const actor = useSocialActor(appFeedMachine)
  return { actor, view: useSelector(actor, feedView) }
}

/** Following someone suggested (machines/toggle: shown at once, put back if refused). */
export const appFollowMachine = toggleMachine.provide({
  actors: {
    apply: fromPromise<unknown, ApplyToggleInput>(({ input }) => follow(input.target as number)),
  },
})
export const useFollowSuggestion = (personId: number) =>
  useToggle<boolean, unknown>(appFollowMachine, personId, false, () => undefined)
/** People to follow, for an empty feed. */
export const useSuggestions = () => useResource(fetchSuggestions, {})
