/** Search's notification (contracts/search/notifications.ts), in the reader's language. */
import { msg } from '@lingui/core/macro'
import { SEARCH_NOTIFICATIONS } from '../../../contracts/search/notifications'
import { defineNotificationTexts, storedText } from '../../shared/lib/notification-texts'

export default defineNotificationTexts(SEARCH_NOTIFICATIONS, {
  savedSearchMatches: ({ i18n, data }) => {
    const count = data.count
    const search = storedText(data.name, '—')
    return typeof count === 'number' && Number.isInteger(count) && count > 0
      ? i18n._(msg`Nuovi risultati per la ricerca salvata «${search}»: ${count}.`)
      : i18n._(msg`Nuovi risultati per la ricerca salvata «${search}».`)
  },
})
