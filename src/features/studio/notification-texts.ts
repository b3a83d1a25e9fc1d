/** A course's review (contracts/studio/notifications.ts), in the reader's language. */
import { msg } from '@lingui/core/macro'
import { STUDIO_NOTIFICATIONS } from '../../../contracts/studio/notifications'
import { defineNotificationTexts } from '../../shared/lib/notification-texts'

export default defineNotificationTexts(STUDIO_NOTIFICATIONS, {
  courseSubmitted: ({ i18n, title }) => i18n._(msg`Il corso «${title}» attende la tua revisione.`),
  courseApproved: ({ i18n, title }) => i18n._(msg`Il tuo corso «${title}» è stato pubblicato.`),
  courseRejected: ({ i18n, title }) =>
    i18n._(msg`Il tuo corso «${title}» è tornato in bozza: leggi cosa cambiare.`),
})
