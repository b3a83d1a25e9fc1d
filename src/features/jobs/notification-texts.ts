/** Jobs' notifications (contracts/jobs/notifications.ts), in the reader's language. */
import { msg, select } from '@lingui/core/macro'
import { JOB_NOTIFICATIONS } from '../../../contracts/jobs/notifications'
import { defineNotificationTexts } from '../../shared/lib/notification-texts'

export default defineNotificationTexts(JOB_NOTIFICATIONS, {
  jobApplicationReceived: ({ i18n, name, title, data }) => {
    // agrees with the applicant's gender from the profile; neutral when the profile does not say
    const gender = data.gender
    const form = gender === 'female' || gender === 'male' ? gender : 'other'
    return i18n._(
      msg`${name} ${select(form, { female: 'si è candidata', male: 'si è candidato', other: 'ha inviato una candidatura' })} alla tua offerta «${title}».`,
    )
  },
  jobApplicationStatus: ({ i18n, title, data }) => {
    switch (data.status) {
      case 'viewed':
        return i18n._(msg`La tua candidatura a «${title}» è stata vista.`)
      case 'shortlisted':
        return i18n._(msg`Sei nella rosa dei candidati per «${title}».`)
      case 'rejected':
        return i18n._(msg`La tua candidatura a «${title}» non è stata accolta.`)
      case 'hired':
        return i18n._(msg`La tua candidatura a «${title}» è stata scelta: congratulazioni!`)
      default:
        return i18n._(msg`La tua candidatura a «${title}» è cambiata.`)
    }
  },
  jobInvitation: ({ i18n, name, title }) => i18n._(msg`${name} ti invita a candidarti per «${title}».`),
})
