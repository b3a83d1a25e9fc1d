/**
 * The social area's notifications in the reader's language: a mention (contracts/social) and a
 * referral's reward (contracts/referrals; the referrals page lives in this area).
 */
import { msg } from '@lingui/core/macro'
import { REFERRAL_NOTIFICATIONS } from '../../../contracts/referrals/notifications'
import { SOCIAL_NOTIFICATIONS } from '../../../contracts/social/notifications'
import { defineNotificationTexts, euros, storedCents } from '../../shared/lib/notification-texts'

const referrals = defineNotificationTexts(REFERRAL_NOTIFICATIONS, {
  referralReward: ({ i18n, name, data }) => {
    const cents = storedCents(data.amount_cents)
    return cents !== undefined
      ? i18n._(
          msg`${name} ha fatto il primo acquisto con il tuo invito: hai guadagnato ${euros(i18n, cents)}.`,
        )
      : i18n._(msg`${name} ha fatto il primo acquisto con il tuo invito.`)
  },
})

const social = defineNotificationTexts(SOCIAL_NOTIFICATIONS, {
  postMention: ({ i18n, name, data }) =>
    data.where === 'comment'
      ? i18n._(msg`${name} ti ha menzionato in un commento.`)
      : i18n._(msg`${name} ti ha menzionato in un post.`),
})

export default [social, referrals]
