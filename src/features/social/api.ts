/** Typed calls of the social area's pages: the referral program's, and the feed and posts (issue 17). */
import { getNetworkSuggestions, followUser } from '../../../contracts/network/endpoints'
import { getReferralInfo } from '../../../contracts/referrals/endpoints'
import { fillPath } from '../../../contracts/core/endpoint'
import {
  createComment,
  createPost,
  deleteComment,
  deletePost,
  deletePostImage,
  getFeed,
  getPost,
  getUrlPreview,
  listComments,
  pinPost,
  reactToPost,
  reportComment,
  reportPost,
  unpinPost,
  unreactToPost,
  updateComment,
  updatePost,
  uploadPostImage,
} from '../../../contracts/social/endpoints'
import type { ContentReportReason, Post, PostBody, Reaction } from '../../../contracts/social/schemas'
import { call, sendForm } from '../../shared/api'

export const fetchReferralInfo = (_params: object, signal: AbortSignal | undefined) =>
  call(getReferralInfo, {}, { signal })

export const FEED_PAGE_SIZE = 10

export const fetchFeed = (cursor: string | null, signal?: AbortSignal) =>
  call(getFeed, { query: { perPage: FEED_PAGE_SIZE, ...(cursor ? { cursor } : {}) } }, { signal })

export const fetchPost = ({ id }: { id: number }, signal?: AbortSignal) =>
  call(getPost, { params: { id } }, { signal })

export const publishPost = (body: PostBody) => call(createPost, { body })
export const editPost = (id: number, body: PostBody) => call(updatePost, { params: { id }, body })
export const removePost = (id: number) => call(deletePost, { params: { id } })
export const setPinned = (id: number, pinned: boolean) =>
  call(pinned ? pinPost : unpinPost, { params: { id } })

export const react = (id: number, reaction: Reaction | null) =>
  reaction === null
    ? call(unreactToPost, { params: { id } })
    : call(reactToPost, { params: { id }, body: { reaction } })

export const fetchComments = ({ postId }: { postId: number }, signal?: AbortSignal) =>
  call(listComments, { params: { id: postId } }, { signal })
export const addComment = (postId: number, comment: string, parentId: number | null) =>
  call(createComment, { params: { type: 'post', id: postId }, body: { comment, parent_id: parentId } })
export const editComment = (id: number, comment: string) =>
  call(updateComment, { params: { id }, body: { comment } })
export const removeComment = (id: number) => call(deleteComment, { params: { id } })

export const report = (kind: 'post' | 'comment', id: number, reason: ContentReportReason, text: string) =>
  call(kind === 'post' ? reportPost : reportComment, { params: { id }, body: { reason, text } })

export const fetchUrlPreview = (url: string, signal?: AbortSignal) =>
  call(getUrlPreview, { query: { url } }, { signal })

export const fetchSuggestions = (_params: object, signal?: AbortSignal) =>
  call(getNetworkSuggestions, {}, { signal })
export const follow = (userId: number) => call(followUser, { params: { id: userId } })

/** Attaches an image to the caller's post (multipart `file`, through the client's sendForm: same headers and errors). */
export function attachImage(postId: number, file: File): Promise<Post> {
  const form = new FormData()
  form.append('file', file, file.name)
  return sendForm<Post>(
    { method: uploadPostImage.method, path: fillPath(uploadPostImage.path, { id: postId }) },
    form,
    () => undefined,
  )
}
export const removeImage = (postId: number) => call(deletePostImage, { params: { id: postId } })
