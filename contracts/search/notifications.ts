/** Search (issue 19): a saved search with notify on has new matches; it leads to the search page. */
import * as v from 'valibot'
import { defineNotifications, linkTo } from '../core/notifications'

export const SEARCH_NOTIFICATIONS = defineNotifications('search', {
  savedSearchMatches: {
    type: 'saved_search_matches',
    data: v.strictObject({ saved_search_id: v.number(), name: v.string(), count: v.number() }),
    link: linkTo('search'),
  },
})

export default SEARCH_NOTIFICATIONS
