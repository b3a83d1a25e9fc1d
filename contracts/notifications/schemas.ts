/**
 * Payloads of the NOTIFICATIONS area (SPEC.md §3 "Notification: slug_type", §4 "Notification
 * handling by slug_type", §7 realtime). A notification is stored before it is pushed on the
 * private channel `notifications.{userId}`, so the list and the push carry the same object.
 */
import * as v from 'valibot'

/** The slug_types SPEC.md §4 gives a meaning to; any other one is a general notification. */
export const NOTIFICATION_SLUG_TYPES = {
  userBlocked: 'user_blocked',
  userDeactivated: 'user_deactivated',
  stripeRequiresPaymentMethod: 'stripe_requires_payment_method',
  stripeRequiresAction: 'stripe_requires_action',
  subscriptionActive: 'subscription_active',
  productPurchased: 'product_purchased',
  /** A second charge for an order already paid was given back (data: order_id, amount_cents). */
  paymentRefunded: 'payment_refunded',
  /** The subscription's card expires before its next renewal (data: brand, last4, exp_month, exp_year, renewal). */
  cardExpiring: 'card_expiring',
  /** To every admin: a trainer sent a course for review (data: course_id, title). */
  courseSubmitted: 'course_submitted',
  /** An admin published a course sent for review (data: course_id, title). */
  courseApproved: 'course_approved',
  /** An admin sent a course back (data: course_id, title, reason). */
  courseRejected: 'course_rejected',
  // The network (issue 16); data: name, user_id and slug of who did it (competence too for a confirmation).
  /** Someone started following the user. */
  newFollower: 'new_follower',
  partnershipRequest: 'partnership_request',
  partnershipAccepted: 'partnership_accepted',
  partnershipRejected: 'partnership_rejected',
  partnershipCancelled: 'partnership_cancelled',
  partnershipTerminated: 'partnership_terminated',
  /** A partner wrote a recommendation for the user, waiting for their acceptance. */
  recommendationReceived: 'recommendation_received',
  recommendationAccepted: 'recommendation_accepted',
  competenceConfirmed: 'competence_confirmed',
  /** Jobs (issue 18). To a listing's owner: someone applied (data: job_listing_id, title, name). */
  jobApplicationReceived: 'job_application_received',
  /** To an applicant: their application moved (data: job_listing_id, title, status). */
  jobApplicationStatus: 'job_application_status',
  /** To a student: an HR user invites them to apply (data: job_listing_id, title, name). */
  jobInvitation: 'job_invitation',
  /** To a referrer: someone they invited made a first payment (data: name, amount_cents earned). */
  referralReward: 'referral_reward',
  /** Social (issue 17). Someone mentioned the user in a post or comment (data: name, user_id, post_id, where). */
  postMention: 'post.mention',
  /** Direct messages (issue 17): someone wrote to the user; one per conversation until they read (data: name, user_id, slug, conversation_id). */
  messageReceived: 'new_message',
  /** Search (issue 19): a saved search with notify on has new matches (data: saved_search_id, name, count). */
  savedSearchMatches: 'saved_search_matches',
} as const

/** The data of the network's notifications. */
export const NetworkNotificationData = v.object({
  name: v.string(),
  user_id: v.number(),
  slug: v.string(),
  competence: v.optional(v.string()),
})
export type NetworkNotificationData = v.InferOutput<typeof NetworkNotificationData>

export type KnownSlugType = (typeof NOTIFICATION_SLUG_TYPES)[keyof typeof NOTIFICATION_SLUG_TYPES]

/** Longest slug_type the API stores (DESIGN.md §5: every string field has a maximum length). */
export const SLUG_TYPE_MAX_LENGTH = 64

export const Notification = v.object({
  id: v.number(),
  /** One of NOTIFICATION_SLUG_TYPES, or any other type (new follower, message, …). */
  slug_type: v.pipe(v.string(), v.minLength(1), v.maxLength(SLUG_TYPE_MAX_LENGTH)),
  /** What the text is built from, by slug_type (e.g. PaymentNotificationData in contracts/payments). */
  data: v.record(v.string(), v.unknown()),
  /** ISO 8601 UTC; null while unread. */
  read_at: v.nullable(v.string()),
  /** ISO 8601 UTC. */
  created_at: v.string(),
})
export type Notification = v.InferOutput<typeof Notification>

/** GET /api/notifications/unread. */
export const UnreadCount = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type UnreadCount = v.InferOutput<typeof UnreadCount>

/** The newest notification a client has seen: where catching up after a reconnection starts. */
export const NotificationCursor = v.object({ id: v.number(), created_at: v.string() })
export type NotificationCursor = v.InferOutput<typeof NotificationCursor>

/** The channel name without the `private-` prefix pusher-js adds on the wire (DESIGN.md §5). */
export function notificationChannel(userId: number): string {
  return `notifications.${userId}`
}

/** The event name a notification is pushed under on its channel; the payload is a Notification. */
export const NOTIFICATION_PUSH_EVENT = 'notification.created'
