/**
 * Payloads of the SOCIAL area's feed and posts (issue 17; SPEC.md §3 "Post: reaction, link_url,
 * text", "Comment: comment", User features.posts; §7 comments, posts CRUD, react, pin, url
 * preview, reactions, feed).
 *
 * Who sees a post: its author, the people who follow the author or are the author's partners
 * (an accepted partnership), and admins. Anyone else gets 404, so a post's existence does not
 * leak. A post an admin hid is gone for everyone but its author and admins.
 */
import * as v from 'valibot'
import { apiMessage, apiText, inputRules } from '../core/input'
import { ID_MAX } from '../core/constants'
import { PersonRef } from '../core/person'

export const SOCIAL_LIMITS = {
  postMax: 3000,
  commentMax: 1000,
  urlMax: 500,
  reportTextMax: 2000,
  feedPage: 10,
  feedPageMax: 50,
  commentsShown: 200,
  /** Mentions notified per post or comment. */
  mentionsMax: 10,
  imageMaxBytes: 10 * 1024 * 1024,
  /** A post's image is fitted within this square (never enlarged). */
  imageBox: 1600,
} as const

/** The small fixed set of reactions (one per person and post). */
export const REACTIONS = ['like', 'love', 'clap', 'insightful', 'laugh'] as const
export type Reaction = (typeof REACTIONS)[number]

export const CONTENT_REPORT_REASONS = [
  'spam',
  'inappropriate',
  'harassment',
  'misinformation',
  'other',
] as const
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number]

export const ReactionCounts = v.object({
  like: v.number(),
  love: v.number(),
  clap: v.number(),
  insightful: v.number(),
  laugh: v.number(),
})
export type ReactionCounts = v.InferOutput<typeof ReactionCounts>

/** What changes live on a post: pushed as POST_COUNTS_EVENT and answered by react/comment calls. */
export const PostCounts = v.object({
  post_id: v.number(),
  reactions: ReactionCounts,
  reactions_total: v.number(),
  comments: v.number(),
})
export type PostCounts = v.InferOutput<typeof PostCounts>

export const LinkPreview = v.object({
  url: v.string(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  /**
   * Our own copy of the page's og:image (a WebP thumbnail, 1.91:1, served at /media/previews/…),
   * never the remote address; null when the page has none or it could not be had.
   */
  image_url: v.nullable(v.string()),
})
export type LinkPreview = v.InferOutput<typeof LinkPreview>

export const Post = v.object({
  id: v.number(),
  author: PersonRef,
  text: v.string(),
  link_url: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  /** The link's Open Graph data when it was fetched (null while unknown or refused). */
  preview: v.nullable(LinkPreview),
  pinned: v.boolean(),
  /** Only the author and admins still see a hidden post. */
  hidden: v.boolean(),
  counts: PostCounts,
  /** The caller's reaction, if any. */
  my_reaction: v.nullable(v.picklist(REACTIONS)),
  is_mine: v.boolean(),
  /** ISO 8601 UTC. */
  created_at: v.string(),
  /** ISO 8601 UTC; differs from created_at once edited. */
  updated_at: v.string(),
})
export type Post = v.InferOutput<typeof Post>

export const FeedPage = v.object({
  posts: v.array(Post),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  next_cursor: v.nullable(v.string()),
})
export type FeedPage = v.InferOutput<typeof FeedPage>

export const Comment = v.object({
  id: v.number(),
  post_id: v.number(),
  parent_id: v.nullable(v.number()),
  author: PersonRef,
  text: v.string(),
  is_mine: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Comment = v.InferOutput<typeof Comment>

export const PostReaction = v.object({ person: PersonRef, reaction: v.picklist(REACTIONS) })
export type PostReaction = v.InferOutput<typeof PostReaction>

export const ContentReport = v.object({
  id: v.number(),
  reason: v.picklist(CONTENT_REPORT_REASONS),
  text: v.string(),
  reporter: PersonRef,
  /** What was reported: a post, or a comment (with the post it is on). */
  kind: v.picklist(['post', 'comment']),
  post_id: v.number(),
  comment_id: v.nullable(v.number()),
  /** The reported text as it is now. */
  excerpt: v.string(),
  author: PersonRef,
  hidden: v.boolean(),
  created_at: v.string(),
})
export type ContentReport = v.InferOutput<typeof ContentReport>

/** Realtime: on `presence-post.{id}` and on the author's private channel, data PostCounts. */
export const POST_COUNTS_EVENT = 'post.counts'
/** Realtime: on a follower's or partner's private channel when someone they follow posts. */
export const POST_CREATED_EVENT = 'post.created'
export const PostCreatedPush = v.object({ post_id: v.number(), author: PersonRef })
export type PostCreatedPush = v.InferOutput<typeof PostCreatedPush>

/** The presence channel of a post's page (whoever may see the post may join). */
export const postChannel = (postId: number) => `presence-post.${postId}`

// ---------------------------------------------------------------------------------------------
// Inputs

const { positiveInteger } = inputRules()

export const IdParams = v.object({ id: positiveInteger('id', ID_MAX) })

/** POST /api/comment/{a}/{b}: a is what is commented ('post'), b its id. */
export const CommentTargetParams = v.object({
  type: v.picklist(
    ['post'],
    apiMessage({ it: 'Si commentano solo i post (post).', en: 'Only posts can be commented (post).' }),
  ),
  id: positiveInteger('id', ID_MAX),
})

/** An http(s) address, or nothing ('' and null both mean none). */
const linkUrl = v.optional(
  v.nullable(
    v.pipe(
      v.string(apiMessage({ it: 'Il link è un testo.', en: 'The link is a text.' })),
      v.trim(),
      v.maxLength(
        SOCIAL_LIMITS.urlMax,
        apiMessage(
          { it: 'Il link ha al massimo {max} caratteri.', en: 'The link has at most {max} characters.' },
          { max: SOCIAL_LIMITS.urlMax },
        ),
      ),
      v.check(
        (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
        apiMessage({
          it: 'Il link deve iniziare con http:// o https:// (ad esempio https://esempio.it).',
          en: 'The link must start with http:// or https:// (for example https://example.com).',
        }),
      ),
    ),
  ),
  null,
)

export const PostBody = v.object({
  text: apiText('il testo del post', SOCIAL_LIMITS.postMax, true),
  link_url: linkUrl,
})
export type PostBody = v.InferOutput<typeof PostBody>

export const ReactBody = v.object({
  reaction: v.picklist(
    REACTIONS,
    apiMessage({
      it: 'La reazione è like, love, clap, insightful o laugh.',
      en: 'The reaction is like, love, clap, insightful or laugh.',
    }),
  ),
})

export const CommentBody = v.object({
  comment: apiText('il commento', SOCIAL_LIMITS.commentMax, true),
  /** The comment this one answers (same post). */
  parent_id: v.optional(
    v.nullable(
      v.pipe(
        v.number(apiMessage({ it: 'parent_id è un numero.', en: 'parent_id is a number.' })),
        v.integer(apiMessage({ it: 'parent_id è un numero intero.', en: 'parent_id is a whole number.' })),
        v.minValue(1, apiMessage({ it: 'parent_id parte da 1.', en: 'parent_id starts at 1.' })),
        v.maxValue(ID_MAX, apiMessage({ it: 'parent_id è troppo grande.', en: 'parent_id is too large.' })),
      ),
    ),
    null,
  ),
})
export type CommentBody = v.InferOutput<typeof CommentBody>

export const CommentEditBody = v.object({ comment: CommentBody.entries.comment })

export const ContentReportBody = v.object({
  reason: v.picklist(
    CONTENT_REPORT_REASONS,
    apiMessage({ it: 'Scegli il motivo della segnalazione.', en: 'Choose the reason for the report.' }),
  ),
  text: v.optional(apiText('la descrizione', SOCIAL_LIMITS.reportTextMax, false), ''),
})
export type ContentReportBody = v.InferOutput<typeof ContentReportBody>

/** `cursor` of GET /api/feed: '<created_at ISO>_<id>' from the previous page's next_cursor. */
export const FEED_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_\d{1,10}$/

export const FeedQuery = v.object({
  cursor: v.optional(
    v.pipe(
      v.string(apiMessage({ it: 'cursor è un testo.', en: 'cursor is a text.' })),
      v.regex(
        FEED_CURSOR,
        apiMessage({
          it: 'cursor è il next_cursor della pagina precedente.',
          en: 'cursor is the next_cursor of the previous page.',
        }),
      ),
    ),
  ),
  perPage: v.optional(positiveInteger('perPage', SOCIAL_LIMITS.feedPageMax), String(SOCIAL_LIMITS.feedPage)),
})

export const UrlPreviewQuery = v.object({
  url: v.pipe(
    v.string(apiMessage({ it: 'url è un testo.', en: 'url is a text.' })),
    v.trim(),
    v.minLength(1, apiMessage({ it: 'Indica il link.', en: 'Give the link.' })),
    v.maxLength(
      SOCIAL_LIMITS.urlMax,
      apiMessage(
        { it: 'Il link ha al massimo {max} caratteri.', en: 'The link has at most {max} characters.' },
        { max: SOCIAL_LIMITS.urlMax },
      ),
    ),
  ),
})
