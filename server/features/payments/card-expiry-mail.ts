/**
 * The card-expiring e-mail (issue 36): the subscription's card runs out before its next renewal,
 * so the user is asked to add a new one and make it the default. In the user's language (it/en),
 * plain text and HTML from one list of lines (server/core/mail/render.ts).
 */
import type { Locale } from '../../../contracts/core/constants.ts'
import type { RenderedMail } from '../../core/mail/mailer.ts'
import { render } from '../../core/mail/render.ts'
import { mailDate } from './purchase-mail.ts'

export interface CardExpiringMailValues {
  name: string
  plan: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  renewal: Date
  url: string
}

/** 3, 2027 → '03/2027', as the card shows it. */
export const cardExpiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`

export function cardExpiringMail(locale: Locale, values: CardExpiringMailValues): RenderedMail {
  const expiry = cardExpiry(values.exp_month, values.exp_year)
  return render(
    {
      subject: {
        it: 'La tua carta scade prima del prossimo rinnovo',
        en: 'Your card expires before your next renewal',
      },
      lines: () => ({
        it: [
          `Ciao ${values.name},`,
          `la carta ${values.brand} che termina con ${values.last4} scade a fine ${expiry}, prima del prossimo rinnovo del piano ${values.plan} il ${mailDate(values.renewal, 'it')}.`,
          "Per non interrompere l'abbonamento aggiungi una nuova carta e impostala come predefinita:",
          values.url,
        ],
        en: [
          `Hi ${values.name},`,
          `your ${values.brand} card ending in ${values.last4} expires at the end of ${expiry}, before your ${values.plan} plan renews on ${mailDate(values.renewal, 'en')}.`,
          'To keep your subscription going, add a new card and make it your default:',
          values.url,
        ],
      }),
    },
    locale,
    values,
  )
}
