/** Direct messages' notification (contracts/messages/notifications.ts), in the reader's language. */
import { msg } from '@lingui/core/macro'
import { MESSAGE_NOTIFICATIONS } from '../../../contracts/messages/notifications'
import { defineNotificationTexts } from '../../shared/lib/notification-texts'

export default defineNotificationTexts(MESSAGE_NOTIFICATIONS, {
  messageReceived: ({ i18n, name }) => i18n._(msg`Nuovo messaggio da ${name}.`),
})
