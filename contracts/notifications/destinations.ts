/**
 * Where each notification type leads (issue 35: every type has a destination that shows its
 * subject), declared with the types: a route of the app and its parameters, read from the
 * notification's data. The table is keyed on every slug_type of NOTIFICATION_SLUG_TYPES, so a new
 * type does not compile without one. null only when the data lacks what the page needs.
 */
import type { NOTIFICATION_SLUG_TYPES } from './schemas'

export interface NotificationDestination {
  /** Route name without locale suffix. */
  route: string
  params?: Record<string, string>
  /** An anchor on the page (the own profile's network). */
  hash?: string
}

type SlugType = (typeof NOTIFICATION_SLUG_TYPES)[keyof typeof NOTIFICATION_SLUG_TYPES]
type Data = Record<string, unknown>

const id = (value: unknown): string | undefined =>
  Number.isInteger(value) && (value as number) > 0 ? String(value) : undefined
const slugOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w-]{1,120}$/.test(value) ? value : undefined

const to =
  (route: string, extra: Omit<NotificationDestination, 'route'> = {}) =>
  (): NotificationDestination => ({ route, ...extra })
const withId =
  (route: string, key: string, param = 'id') =>
  (data: Data): NotificationDestination | null => {
    const value = id(data[key])
    return value === undefined ? null : { route, params: { [param]: value } }
  }
const person = (data: Data): NotificationDestination | null => {
  const slug = slugOf(data.slug)
  return slug === undefined ? null : { route: 'id', params: { id: slug } }
}

/** The own profile's "La mia rete" section (src/features/profiles/network/my-network.tsx). */
export const MY_NETWORK_HASH = 'my-network-heading'

export const NOTIFICATION_DESTINATIONS: Record<SlugType, (data: Data) => NotificationDestination | null> = {
  // the account: what to do about it is in the help pages (the session has ended anyway)
  user_blocked: to('mysettings-help'),
  user_deactivated: to('mysettings-help'),
  // payments: the subscription page, or the purchases with their receipts
  stripe_requires_payment_method: (data) =>
    data.product_type === 'course' || data.product_type === 'feature'
      ? { route: 'mypurchases' }
      : { route: 'mysettings-subscription' },
  stripe_requires_action: to('mypurchases'),
  // the card is changed where the subscription is
  card_expiring: to('mysettings-subscription'),
  subscription_active: to('mysettings-subscription'),
  product_purchased: (data) =>
    data.product_type === 'subscription' ? { route: 'mysettings-subscription' } : { route: 'mypurchases' },
  // the refunded order's row on /mypurchases (its receipt and credit note), when the data names it
  payment_refunded: (data) => {
    const order = id(data.order_id)
    return order === undefined ? { route: 'mypurchases' } : { route: 'mypurchases', hash: `order-${order}` }
  },
  referral_reward: to('referrals'),
  // a course's review: the admins' queue, the trainer's course in the studio
  course_submitted: to('dev-course-reviews'),
  course_approved: withId('instructor-course-id', 'course_id'),
  course_rejected: withId('instructor-course-id', 'course_id'),
  // the network: the person (a request is answered on their profile), or the own network
  new_follower: person,
  partnership_request: person,
  partnership_accepted: person,
  partnership_rejected: person,
  partnership_cancelled: person,
  partnership_terminated: person,
  recommendation_received: to('me', { hash: MY_NETWORK_HASH }),
  recommendation_accepted: person,
  competence_confirmed: person,
  // jobs: the owner's pipeline of the listing, or the listing itself
  job_application_received: withId('joblistings-manage-id', 'job_listing_id'),
  job_application_status: withId('joblistings-id', 'job_listing_id'),
  job_invitation: withId('joblistings-id', 'job_listing_id'),
  'post.mention': withId('posts-id', 'post_id'),
  new_message: withId('dms-new-id', 'user_id'),
  saved_search_matches: to('search'),
}

/** Where a notification leads; null for a type the app does not know or data without its subject. */
export function notificationDestination(notification: {
  slug_type: string
  data: Data
}): NotificationDestination | null {
  const destination = (
    NOTIFICATION_DESTINATIONS as Record<string, ((data: Data) => NotificationDestination | null) | undefined>
  )[notification.slug_type]
  return destination ? destination(notification.data ?? {}) : null
}
