/**
 * The user's own pages, in the user menu and in the sidebar for every role (issue 35: /me and the
 * network were in no menu): the profile, and its "La mia rete" section, reached by its heading's
 * anchor (./hash-target scrolls to it once the page has drawn it).
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { IconName } from '../shared/ui/icon'

export interface PersonalLink {
  route: string
  hash?: string
  icon: IconName
  label: MessageDescriptor
  /** Where it goes among the areas' sidebar entries (feed 10, notifications 20). */
  order: number
}

/** The id of the heading of "La mia rete" on /me (src/features/profiles/network/my-network.tsx). */
export const MY_NETWORK_ANCHOR = 'my-network-heading'

export const PERSONAL_LINKS: readonly PersonalLink[] = [
  { route: 'me', icon: 'user', label: msg`Il mio profilo`, order: 12 },
  { route: 'me', hash: MY_NETWORK_ANCHOR, icon: 'users', label: msg`La mia rete`, order: 14 },
]
