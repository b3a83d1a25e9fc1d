/**
 * What the profile pages read and start, light enough for a visitor's public profile: the
 * resource actor (machines/resource) for a profile, one-shot calls through machines/request, and
 * the presentation video's calls for the shared uploader. The owner's editors have their own
 * module (editor-actors.ts, in their lazy chunks). Views import this, never view-api.ts or api.ts
 * (DESIGN.md §2); this imports view-api.ts alone, not api.ts's onboarding and settings calls.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import { requestMachine, requestView, sendRequest, type RequestView } from '../../../machines/request'
import { isApiError } from '../../shared/api'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import type { VideoStateCalls } from '../../shared/lib/upload-actors'
import { useResource } from '../../shared/lib/use-resource'
import {
  fetchMyProfile,
  fetchOwnProfile,
  fetchProfileBySlug,
  fetchProfileVideo,
  removeProfileVideo,
  retryProfileVideoCall,
} from './view-api'
import { ownProfile } from './own-profile'

/** The owner's whole profile on /me. */
export const useMyProfile = () => useResource(fetchMyProfile)

/** Someone's profile by its address, asked again when the viewer logs in or out. */
export const useProfileBySlug = (slug: string, loggedIn: boolean) =>
  useResource(fetchProfileBySlug, { slug, loggedIn })

/** The HTTP status of a failed load (401 private, 404 unknown), undefined for a network failure. */
export const failedStatus = (error: unknown) => (isApiError(error) ? error.status : undefined)

/** The session's own-profile summary, asked again after a change (the header and onboarding read it). */
export function refreshOwnProfile(): void {
  fetchOwnProfile().then(ownProfile.set, () => undefined)
}

/** The presentation video's state and retry, for the shared uploader (its tus actors). */
export const profileVideoCalls: VideoStateCalls = {
  fetchVideo: (target) => fetchProfileVideo(target.id),
  retryVideo: (target) => retryProfileVideoCall(target.id),
}

export const appRemoveProfileVideoMachine = requestMachine.provide({
  actors: { call: fromPromise<unknown, unknown>(({ input }) => removeProfileVideo(input as number)) },
})

/** Taking the presentation video off (after its confirmation): its view, and a promise of the answer. */
export function useProfileVideoRemoval() {
  const actor = useActorRef(appRemoveProfileVideoMachine, { inspect: flowRecorder.inspect })
  const view = useSelector(actor, (snapshot) => requestView(snapshot), sameRequestView)
  const send = useCallback((userId: number) => sendRequest<unknown>(actor, userId), [actor])
  return { view, send }
}
const sameRequestView = (a: RequestView, b: RequestView) =>
  a.phase === b.phase && a.output === b.output && a.error === b.error
