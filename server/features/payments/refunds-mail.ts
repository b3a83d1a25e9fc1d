/**
 * A refund's words (issue 36): the admin's errors and the buyer's e-mail, in Italian and English.
 * The e-mail is built like the account e-mails (server/core/mail/render.ts): one list of lines
 * gives the plain text and the HTML, so the two never say different things.
 */
import type { Locale } from '../../../contracts/core/constants.ts'
import { createMessages } from '../../core/http/messages.ts'
import type { RenderedMail } from '../../core/mail/mailer.ts'
import { render } from '../../core/mail/render.ts'
import { formatEuro } from './receipts-pdf.ts'

export const { say: sayRefund } = createMessages({
  orderNotFound: { it: "L'ordine non esiste.", en: 'The order does not exist.' },
  alreadyRefunded: {
    it: "L'ordine è già stato rimborsato.",
    en: 'The order has already been refunded.',
  },
  notPaid: {
    it: "L'ordine non è pagato: non c'è niente da rimborsare.",
    en: 'The order is not paid: there is nothing to refund.',
  },
  freeOrder: {
    it: "L'ordine era gratuito: non c'è niente da rimborsare.",
    en: 'The order was free: there is nothing to refund.',
  },
})

export interface RefundMailValues {
  name: string
  product: string
  orderNumber: string
  creditNoteNumber: string
  amountCents: number
  reason: string
  /** Paid by bank transfer: the money goes back by transfer, not to a card. */
  bankTransfer: boolean
  url: string
}

const template = {
  subject: { it: 'Il tuo ordine è stato rimborsato', en: 'Your order has been refunded' },
  lines: (values: RefundMailValues & { amount: Record<Locale, string> }) => ({
    it: [
      `Ciao ${values.name},`,
      `abbiamo rimborsato l'ordine n. ${values.orderNumber} (${values.product}): ${values.amount.it} ${
        values.bankTransfer
          ? 'ti saranno restituiti con un bonifico sul conto da cui hai pagato.'
          : 'tornano sulla carta con cui hai pagato, di solito entro 5-10 giorni lavorativi.'
      }`,
      `Motivo: ${values.reason}`,
      `In allegato la nota di credito n. ${values.creditNoteNumber}, che annulla la fattura dell'ordine. L'accesso a quanto acquistato con l'ordine è terminato.`,
      'Trovi l’ordine e i suoi documenti tra i tuoi acquisti:',
      values.url,
    ],
    en: [
      `Hi ${values.name},`,
      `we have refunded order no. ${values.orderNumber} (${values.product}): ${values.amount.en} ${
        values.bankTransfer
          ? 'will be sent back by bank transfer to the account you paid from.'
          : 'goes back to the card you paid with, usually within 5-10 business days.'
      }`,
      `Reason: ${values.reason}`,
      `Attached is credit note no. ${values.creditNoteNumber}, which cancels the order's invoice. Access to what the order bought has ended.`,
      'The order and its documents are in your purchases:',
      values.url,
    ],
  }),
}

/** The refund e-mail in the buyer's language: subject, text and HTML. */
export function refundMail(locale: Locale, values: RefundMailValues): RenderedMail {
  return render(template, locale, {
    ...values,
    amount: { it: formatEuro(values.amountCents, 'it'), en: formatEuro(values.amountCents, 'en') },
  })
}
