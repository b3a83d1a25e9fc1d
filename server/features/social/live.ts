/**
 * Live counts and new-post pushes (issue 17). A post's counts go, after every reaction or comment,
 * to the post's presence channel `presence-post.{id}` (its page; joined by whoever may see the post,
 * presence.ts) and to the author's private channel (their feed). A new post goes to the private
 * channels of the author's followers and partners, who see a "new posts" pill on /feed.
 * A push that fails is logged, never thrown: the database is the record, and a reload shows it.
 */
import type { FastifyInstance } from 'fastify'
import {
  POST_COUNTS_EVENT,
  POST_CREATED_EVENT,
  postChannel,
  type PostCounts,
  type PostCreatedPush,
} from '../../../contracts/social/schemas.ts'
import { createPublisher, type Publish } from '../notifications/index.ts'
import { audienceOf } from './posts.queries.ts'

/** The most followers and partners one new post is pushed to. */
const PUSH_AUDIENCE_MAX = 5000

export interface SocialLive {
  counts(authorId: number, counts: PostCounts): Promise<void>
  created(authorId: number, push: PostCreatedPush): Promise<void>
}

export function createLive(app: FastifyInstance): SocialLive {
  let publish: Publish | null = null
  const publisher = () =>
    (publish ??= createPublisher(app.config.pusher, app.hasDecorator('realtime') ? app.realtime : undefined))
  return {
    async counts(authorId, counts) {
      try {
        await publisher()(`${postChannel(counts.post_id)}`, POST_COUNTS_EVENT, counts)
      } catch (error) {
        app.log.warn({ err: error, post: counts.post_id }, 'post counts not pushed')
      }
      await app.notifications.push(authorId, POST_COUNTS_EVENT, counts)
    },
    async created(authorId, push) {
      const audience = await audienceOf(app.db, authorId, PUSH_AUDIENCE_MAX)
      await Promise.all(audience.map((userId) => app.notifications.push(userId, POST_CREATED_EVENT, push)))
    },
  }
}
