/**
 * The network's notifications (issue 16), each naming who did it (name, user_id, slug). They lead
 * to that person's profile (a request is answered there), or to the own network for a
 * recommendation to accept.
 */
import * as v from 'valibot'
import { defineNotifications, linkTo, linkToPerson } from '../core/notifications'

/** Who did it. */
const actor = { name: v.string(), user_id: v.number(), slug: v.string() }
const byActor = v.strictObject(actor)

/** The own profile's "La mia rete" section (src/features/profiles/network/my-network.tsx). */
export const MY_NETWORK_HASH = 'my-network-heading'

export const NETWORK_NOTIFICATIONS = defineNotifications('network', {
  /** Someone started following the user. */
  newFollower: { type: 'new_follower', data: byActor, link: linkToPerson },
  partnershipRequest: { type: 'partnership_request', data: byActor, link: linkToPerson },
  partnershipAccepted: { type: 'partnership_accepted', data: byActor, link: linkToPerson },
  partnershipRejected: { type: 'partnership_rejected', data: byActor, link: linkToPerson },
  partnershipCancelled: { type: 'partnership_cancelled', data: byActor, link: linkToPerson },
  partnershipTerminated: { type: 'partnership_terminated', data: byActor, link: linkToPerson },
  /** A partner wrote a recommendation for the user, waiting for their acceptance. */
  recommendationReceived: {
    type: 'recommendation_received',
    data: byActor,
    link: linkTo('me', { hash: MY_NETWORK_HASH }),
  },
  recommendationAccepted: { type: 'recommendation_accepted', data: byActor, link: linkToPerson },
  competenceConfirmed: {
    type: 'competence_confirmed',
    data: v.strictObject({ ...actor, competence: v.string() }),
    link: linkToPerson,
  },
})

export default NETWORK_NOTIFICATIONS
