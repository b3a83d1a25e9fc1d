/**
 * `presence-post.{id}`: a post's page listens there for its counts (live.ts). Open to whoever may
 * see the post (posts.queries.ts), so joining tells nothing about a post one cannot see.
 */
import { HttpError } from '../../core/http/errors.ts'
import { definePresenceChannel } from '../notifications/index.ts'
import { visiblePostRow } from './posts.queries.ts'

definePresenceChannel('presence-post.', async (db, user, id) => {
  try {
    await visiblePostRow(db, user, id, 'it')
    return true
  } catch (error) {
    if (error instanceof HttpError) return false
    throw error
  }
})
