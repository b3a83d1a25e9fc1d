/**
 * The SOCIAL area's feed and posts (issue 17): the feed (keyset pages), a post's CRUD, reactions,
 * comments and replies (SPEC.md §7 POST /api/comment/{a}/{b}, PUT and DELETE /api/comment/{id}),
 * the pin on the own profile, link previews, and reports on posts and comments for the admins.
 * Who may see a post: contracts/social/schemas.ts.
 */
import * as v from 'valibot'
import { data, endpoint, paginated, schemaOf } from '../core/endpoint'
import { inputSchemasFor } from '../core/input'
import {
  Comment,
  CommentBody,
  CommentEditBody,
  CommentTargetParams,
  ContentReport,
  ContentReportBody,
  FeedPage,
  FeedQuery,
  IdParams,
  LinkPreview,
  Post,
  PostBody,
  PostCounts,
  PostReaction,
  ReactBody,
  UrlPreviewQuery,
} from './schemas'

const tag = 'social'
const pageQuery = schemaOf(inputSchemasFor, 'PageQuery')

// --- Posts -----------------------------------------------------------------------------------------

export const getFeed = endpoint({
  method: 'GET',
  path: '/api/feed',
  auth: 'user',
  tag,
  summary:
    'The posts of whom the caller follows or partners with, and their own, newest first; `cursor` (next_cursor) pages back',
  query: FeedQuery,
  response: data(FeedPage),
})

export const createPost = endpoint({
  method: 'POST',
  path: '/api/feed/posts',
  auth: 'user',
  tag,
  summary:
    'Publishes a post (text, optional link); needs the `posts` feature (403 says how to get it); mentions are notified',
  body: PostBody,
  status: 201,
  response: data(Post),
})

export const getPost = endpoint({
  method: 'GET',
  path: '/api/feed/posts/:id',
  auth: 'user',
  tag,
  summary: 'One post, for its author, their followers and partners, and admins (404 for anyone else)',
  params: IdParams,
  response: data(Post),
  errors: [404],
})

export const updatePost = endpoint({
  method: 'PUT',
  path: '/api/feed/posts/:id',
  auth: 'user',
  tag,
  summary: 'Its author rewrites a post (text and link)',
  params: IdParams,
  body: PostBody,
  response: data(Post),
  errors: [403, 404],
})

export const deletePost = endpoint({
  method: 'DELETE',
  path: '/api/feed/posts/:id',
  auth: 'user',
  tag,
  summary: 'Its author (or an admin) deletes a post with its reactions and comments',
  params: IdParams,
  status: 204,
  errors: [404],
})

export const uploadPostImage = endpoint({
  method: 'POST',
  path: '/api/feed/posts/:id/image',
  auth: 'user',
  tag,
  summary:
    'Its author attaches an image to a post (multipart/form-data: file): JPEG, PNG or WebP read from the bytes, at most 10 MB, fitted within 1600×1600 and stored as WebP without metadata; replaces the one before',
  params: IdParams,
  multipart: { file: 'file' },
  response: data(Post),
  errors: [403, 404],
})

export const deletePostImage = endpoint({
  method: 'DELETE',
  path: '/api/feed/posts/:id/image',
  auth: 'user',
  tag,
  summary: "Its author removes a post's image",
  params: IdParams,
  response: data(Post),
  errors: [403, 404],
})

export const listProfilePosts = endpoint({
  method: 'GET',
  path: '/api/profile/:id/posts',
  auth: 'user',
  tag,
  summary:
    "Someone's posts the caller may see, the pinned one first, then newest first (empty when the caller may not see them)",
  params: IdParams,
  query: pageQuery,
  response: paginated(Post),
  errors: [404],
})

// --- Reactions -------------------------------------------------------------------------------------

export const reactToPost = endpoint({
  method: 'POST',
  path: '/api/feed/posts/:id/react',
  auth: 'user',
  tag,
  summary: "Sets the caller's reaction to a post (one per person: reacting again changes it)",
  params: IdParams,
  body: ReactBody,
  response: data(PostCounts),
  errors: [404],
})

export const unreactToPost = endpoint({
  method: 'DELETE',
  path: '/api/feed/posts/:id/react',
  auth: 'user',
  tag,
  summary: "Removes the caller's reaction (none is no change)",
  params: IdParams,
  response: data(PostCounts),
  errors: [404],
})

export const listPostReactions = endpoint({
  method: 'GET',
  path: '/api/feed/posts/:id/reactions',
  auth: 'user',
  tag,
  summary: 'Who reacted to a post and how, the latest first',
  params: IdParams,
  query: pageQuery,
  response: paginated(PostReaction),
  errors: [404],
})

// --- Pin -----------------------------------------------------------------------------------------

export const pinPost = endpoint({
  method: 'POST',
  path: '/api/feed/posts/:id/pin',
  auth: 'user',
  tag,
  summary: "Pins one of the caller's posts to the top of their profile (the one pinned before is unpinned)",
  params: IdParams,
  response: data(Post),
  errors: [403, 404],
})

export const unpinPost = endpoint({
  method: 'DELETE',
  path: '/api/feed/posts/:id/pin',
  auth: 'user',
  tag,
  summary: "Unpins the caller's post",
  params: IdParams,
  response: data(Post),
  errors: [403, 404],
})

// --- Comments ---------------------------------------------------------------------------------

export const listComments = endpoint({
  method: 'GET',
  path: '/api/feed/posts/:id/comments',
  auth: 'user',
  tag,
  summary: 'A post’s comments and replies, oldest first (hidden ones left out)',
  params: IdParams,
  response: data(v.array(Comment)),
  errors: [404],
})

export const createComment = endpoint({
  method: 'POST',
  path: '/api/comment/:type/:id',
  auth: 'user',
  tag,
  summary: 'Comments a post (type post), or answers one of its comments (parent_id); mentions are notified',
  params: CommentTargetParams,
  body: CommentBody,
  status: 201,
  response: data(v.object({ comment: Comment, counts: PostCounts })),
  errors: [404],
})

export const updateComment = endpoint({
  method: 'PUT',
  path: '/api/comment/:id',
  auth: 'user',
  tag,
  summary: 'Its author rewrites a comment',
  params: IdParams,
  body: CommentEditBody,
  response: data(Comment),
  errors: [403, 404],
})

export const deleteComment = endpoint({
  method: 'DELETE',
  path: '/api/comment/:id',
  auth: 'user',
  tag,
  summary: "Its author, the post's author or an admin deletes a comment (with its replies)",
  params: IdParams,
  response: data(PostCounts),
  errors: [404],
})

// --- Link preview ------------------------------------------------------------------------------

export const getUrlPreview = endpoint({
  method: 'GET',
  path: '/api/feed/url-preview',
  auth: 'user',
  tag,
  summary:
    "A link's Open Graph title, description and image (null when refused: not http(s), a private address, too big, too slow, not HTML)",
  query: UrlPreviewQuery,
  response: data(v.nullable(LinkPreview)),
  rateLimited: true,
})

// --- Reports -----------------------------------------------------------------------------------

export const reportPost = endpoint({
  method: 'POST',
  path: '/api/feed/posts/:id/report',
  auth: 'user',
  tag,
  summary: 'Reports a post to the admins with a reason and a description',
  params: IdParams,
  body: ContentReportBody,
  status: 201,
  response: data(v.object({ id: v.number() })),
  errors: [404],
})

export const reportComment = endpoint({
  method: 'POST',
  path: '/api/comments/:id/report',
  auth: 'user',
  tag,
  summary: 'Reports a comment to the admins with a reason and a description',
  params: IdParams,
  body: ContentReportBody,
  status: 201,
  response: data(v.object({ id: v.number() })),
  errors: [404],
})

export const listContentReports = endpoint({
  method: 'GET',
  path: '/api/admin/content-reports',
  auth: ['admin'],
  tag,
  summary: 'Open reports on posts and comments, the latest first',
  query: pageQuery,
  response: paginated(ContentReport),
})

export const hideReportedContent = endpoint({
  method: 'POST',
  path: '/api/admin/content-reports/:id/hide',
  auth: ['admin'],
  tag,
  summary: 'Hides the reported post or comment and closes every open report on it',
  params: IdParams,
  response: data(ContentReport),
  errors: [404],
})

export const dismissContentReport = endpoint({
  method: 'POST',
  path: '/api/admin/content-reports/:id/dismiss',
  auth: ['admin'],
  tag,
  summary: 'Closes a report without hiding anything',
  params: IdParams,
  response: data(ContentReport),
  errors: [404],
})
