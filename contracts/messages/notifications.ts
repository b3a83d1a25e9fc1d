/**
 * Direct messages (issue 17): someone wrote to the user, one notification per conversation until
 * they read it. It opens the conversation with the writer.
 */
import * as v from 'valibot'
import { defineNotifications, linkWithId } from '../core/notifications'

export const MESSAGE_NOTIFICATIONS = defineNotifications('messages', {
  messageReceived: {
    type: 'new_message',
    data: v.strictObject({
      name: v.string(),
      user_id: v.number(),
      slug: v.string(),
      conversation_id: v.number(),
    }),
    link: linkWithId('dms-new-id', 'user_id'),
  },
})

export default MESSAGE_NOTIFICATIONS
