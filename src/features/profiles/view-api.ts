/**
 * The profiles' reads and the presentation video's calls (contracts/profiles/view-endpoints.ts):
 * what the public profile and the profile pages' actors (./actors.ts) load, apart from ./api.ts's
 * writes, whose onboarding and settings calls would bring their rules to a visitor's page
 * (DESIGN.md §7 budgets). ./api.ts re-exports them.
 */
import {
  deleteProfileVideo,
  getMyProfile,
  getOwnProfile,
  getProfileBySlug,
  getProfileVideo,
  retryProfileVideo,
} from '../../../contracts/profiles/view-endpoints'
import { call } from '../../shared/api'

export const fetchMyProfile = (_params: Record<string, never>, signal: AbortSignal) =>
  call(getMyProfile, {}, { signal })

export const fetchProfileBySlug = ({ slug }: { slug: string }, signal: AbortSignal) =>
  call(getProfileBySlug, { params: { slug } }, { signal })

/** The logged-in user's own-profile summary (the header's, the onboarding's). */
export const fetchOwnProfile = () => call(getOwnProfile, {})

/** The presentation video of user `userId`'s profile (its owner's calls). */
export const fetchProfileVideo = (userId: number) => call(getProfileVideo, { params: { id: String(userId) } })
export const retryProfileVideoCall = (userId: number) =>
  call(retryProfileVideo, { params: { id: String(userId) } })
export const removeProfileVideo = (userId: number) =>
  call(deleteProfileVideo, { params: { id: String(userId) } })
