/** The payments' notifications (contracts/payments/notifications.ts), in the reader's language. */
import { msg } from '@lingui/core/macro'
import { PAYMENT_NOTIFICATIONS } from '../../../contracts/payments/notifications'
import {
  defineNotificationTexts,
  euros,
  storedCents,
  storedText,
  type NotificationTextInput,
} from '../../shared/lib/notification-texts'

/** An extra feature's name in the reader's language; a course's title is its own. */
const productOf = ({ i18n, data, title }: NotificationTextInput) =>
  storedText(i18n.locale === 'en' ? data.title_en : undefined, title)

export default defineNotificationTexts(PAYMENT_NOTIFICATIONS, {
  stripeRequiresPaymentMethod: ({ i18n }) =>
    i18n._(msg`Il pagamento non è andato a buon fine: aggiorna il metodo di pagamento.`),
  stripeRequiresAction: ({ i18n }) => i18n._(msg`Il pagamento attende una tua conferma.`),
  subscriptionActive: ({ i18n }) => i18n._(msg`Il tuo abbonamento è attivo.`),
  productPurchased: (input) => {
    const product = productOf(input)
    return input.i18n._(msg`Acquisto completato: ${product}.`)
  },
  paymentRefunded: (input) => {
    const { i18n, data } = input
    const cents = storedCents(data.amount_cents)
    // An order an admin refunded in full (issue 36), not a duplicate charge given back.
    if (data.reason === 'requested_by_customer') {
      const product = productOf(input)
      return cents !== undefined
        ? i18n._(
            msg`Il tuo ordine «${product}» è stato rimborsato: ${euros(i18n, cents)}. La nota di credito è tra i tuoi acquisti.`,
          )
        : i18n._(
            msg`Il tuo ordine «${product}» è stato rimborsato. La nota di credito è tra i tuoi acquisti.`,
          )
    }
    return cents !== undefined
      ? i18n._(msg`Ti abbiamo rimborsato un addebito doppio di ${euros(i18n, cents)}.`)
      : i18n._(msg`Ti abbiamo rimborsato un addebito doppio.`)
  },
  cardExpiring: ({ i18n, data }) => {
    const last4 = data.last4
    const month = data.exp_month
    const year = data.exp_year
    if (typeof last4 !== 'string' || !/^\d{4}$/.test(last4))
      return i18n._(msg`La tua carta scade prima del prossimo rinnovo: cambiala.`)
    const expiry =
      typeof month === 'number' && typeof year === 'number'
        ? `${String(month).padStart(2, '0')}/${year}`
        : '—'
    return i18n._(
      msg`La carta che termina con ${last4} scade (${expiry}) prima del prossimo rinnovo: cambiala.`,
    )
  },
})
