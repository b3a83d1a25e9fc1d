/** The account's notifications (contracts/accounts/notifications.ts), in the reader's language. */
import { msg } from '@lingui/core/macro'
import { ACCOUNT_NOTIFICATIONS } from '../../../contracts/accounts/notifications'
import { defineNotificationTexts } from '../../shared/lib/notification-texts'

export default defineNotificationTexts(ACCOUNT_NOTIFICATIONS, {
  userBlocked: ({ i18n }) => i18n._(msg`Il tuo account è stato bloccato.`),
  userDeactivated: ({ i18n }) => i18n._(msg`Il tuo account è stato disattivato.`),
})
