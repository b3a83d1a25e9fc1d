/**
 * A profile's latest posts (GET /api/profile/{id}/posts), in the members-only posts chunk: a
 * visitor never downloads the social contracts. Loaded by the resource actor (machines/resource).
 */
import { listProfilePosts } from '../../../contracts/social/endpoints'
import { call } from '../../shared/api'
import { useResource } from '../../shared/lib/use-resource'

const fetchPosts = ({ userId, perPage }: { userId: number; perPage: number }, signal: AbortSignal) =>
  call(listProfilePosts, { params: { id: userId }, query: { page: 1, perPage } }, { signal })

/** The first `perPage` posts of the person this viewer may see, the pinned one first. */
export const useProfilePosts = (userId: number, perPage: number) =>
  useResource(fetchPosts, { userId, perPage })
