/** Social (issue 17): someone mentioned the user in a post or in a comment under it; it leads to the post. */
import * as v from 'valibot'
import { defineNotifications, linkWithId } from '../core/notifications'

export const SOCIAL_NOTIFICATIONS = defineNotifications('social', {
  postMention: {
    type: 'post.mention',
    data: v.strictObject({
      name: v.string(),
      user_id: v.number(),
      post_id: v.number(),
      where: v.picklist(['post', 'comment']),
    }),
    link: linkWithId('posts-id', 'post_id'),
  },
})

export default SOCIAL_NOTIFICATIONS
