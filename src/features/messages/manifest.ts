/**
 * Direct messages (contracts/messages/routes.ts): /dms (the conversations, and one open beside them
 * with ?c=), /dms/new/{id} (opens or reopens the conversation with that user and goes to it), the
 * menu entry with the unread count, and the live listener (realtime.ts, with pusher-js), loaded on
 * first login only.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/messages/routes'
import { defineManifest, lazyPage, lazyPart } from '../../shared/lib/manifest'
import type * as RealtimeModuleNs from './realtime'

let realtime: Promise<typeof RealtimeModuleNs> | undefined

export default defineManifest(routes, {
  pages: {
    dms: { title: msg`Messaggi`, page: lazyPage(() => import('./pages/dms-page'), 'DmsPage') },
    'dms-new-id': {
      title: msg`Nuovo messaggio`,
      page: lazyPage(() => import('./pages/dms-new-page'), 'DmsNewPage'),
    },
  },
  sidebar: [
    {
      route: 'dms',
      icon: 'message',
      roles: ['trainer', 'student', 'hr'],
      order: 30,
      badge: lazyPart(() => import('./components/unread-badge'), 'DmUnreadBadge'),
    },
  ],
  session: {
    'session.userChanged': ({ user }) => {
      if (!user && !realtime) return
      realtime ??= import('./realtime')
      void realtime.then((module) => module.watchUser(user ? { id: user.id } : null))
    },
    'session.loggedOut': () => void realtime?.then((module) => module.stopWatching()),
  },
})
