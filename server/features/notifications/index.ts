/**
 * What the notifications area offers other areas (issue 33: an area's public face). It owns the
 * realtime connection, so the areas that use it for their own live features come here.
 */
// presence channels: an area declares its own (a course's, a conversation's) and who may join it
export { definePresenceChannel, type MayJoin } from './presence-channels.ts'
// pushing an event to a channel (social's live feed), and the user's own private channel, whose
// occupancy tells whether the user is online (a profile's "online" dot)
export { createPublisher, wireChannel, type Publish } from './notifications.ts'
