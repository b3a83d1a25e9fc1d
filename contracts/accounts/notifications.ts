/**
 * The account's notifications (SPEC.md §4): both end every session of the user (the server closes
 * its sockets once pushed, the SPA logs out and the login page says why). What to do about it is in
 * the help pages. Sent by the admins' block and deactivation and by a deletion the user asked for.
 */
import * as v from 'valibot'
import { defineNotifications, linkTo } from '../core/notifications'

export const ACCOUNT_NOTIFICATIONS = defineNotifications('accounts', {
  userBlocked: { type: 'user_blocked', data: v.strictObject({}), link: linkTo('mysettings-help') },
  userDeactivated: { type: 'user_deactivated', data: v.strictObject({}), link: linkTo('mysettings-help') },
})

export default ACCOUNT_NOTIFICATIONS
