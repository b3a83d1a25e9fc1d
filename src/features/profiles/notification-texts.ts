/**
 * The network's notifications (contracts/network/notifications.ts), in the reader's language: the
 * network's pages live in this area (src/features/profiles/network).
 */
import { msg } from '@lingui/core/macro'
import { NETWORK_NOTIFICATIONS } from '../../../contracts/network/notifications'
import { defineNotificationTexts, storedText } from '../../shared/lib/notification-texts'

export default defineNotificationTexts(NETWORK_NOTIFICATIONS, {
  newFollower: ({ i18n, name }) => i18n._(msg`${name} ha iniziato a seguirti.`),
  partnershipRequest: ({ i18n, name }) => i18n._(msg`${name} ti ha chiesto una partnership.`),
  partnershipAccepted: ({ i18n, name }) => i18n._(msg`${name} ha accettato la tua partnership.`),
  partnershipRejected: ({ i18n, name }) => i18n._(msg`${name} ha rifiutato la tua partnership.`),
  partnershipCancelled: ({ i18n, name }) => i18n._(msg`${name} ha ritirato la richiesta di partnership.`),
  partnershipTerminated: ({ i18n, name }) => i18n._(msg`${name} ha terminato la partnership con te.`),
  recommendationReceived: ({ i18n, name }) =>
    i18n._(msg`${name} ha scritto una raccomandazione per te: accettala per mostrarla sul profilo.`),
  recommendationAccepted: ({ i18n, name }) => i18n._(msg`${name} ha accettato la tua raccomandazione.`),
  competenceConfirmed: ({ i18n, name, data }) => {
    const competence = storedText(data.competence, '—')
    return i18n._(msg`${name} ha confermato la tua competenza «${competence}».`)
  },
})
