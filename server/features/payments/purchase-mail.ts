/**
 * The e-mails of buying (issue 36), in the buyer's language (it/en), plain text and HTML from one
 * list of lines (server/core/mail/render.ts), through the outbox:
 *
 * - the receipt, with its PDF attached, when an order becomes paid (a card, 3-D Secure, a
 *   confirmed bank transfer): written by `markPaid` in the transaction that marks the order paid,
 *   which only one caller wins (the buy call, the webhook, a replay of it, a second worker), so it
 *   is sent once per order. A free order (a 100% coupon) gets none: nothing was charged, it has no
 *   receipt number and no receipt to attach (GET …/receipt answers 409 for it), and its access and
 *   the `product_purchased` notification are immediate;
 * - the renewal done, with the renewal's receipt attached, instead of the receipt when the paid
 *   order is a subscription's renewal (its next renewal date is the new period's end);
 * - the bank transfer's instructions (beneficiary, IBAN, BIC, amount, causale, as the checkout's
 *   "In attesa del bonifico" shows them, and the date a coupon's price is held until), written in
 *   the transaction that creates the `pending_bank_transfer` order.
 *
 * The PDF is not stored with the mail: the delivery renders it again from the order
 * (`RECEIPT_SOURCE`, ref `<order id>:<locale>`), as the credit note's is.
 */
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Seller } from './config.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError } from '../../core/http/errors.ts'
import type { Mailer, RenderedMail } from '../../core/mail/mailer.ts'
import { render } from '../../core/mail/render.ts'
import { bankTransferOf, type OrderRow, type PaymentsMail } from './orders.ts'
import type { Tx } from './products.ts'
import { loadReceiptData, productTitleOf } from './receipts-data.ts'
import { formatEuro, formatReceiptDate, receiptFilename, renderReceiptPdf } from './receipts-pdf.ts'
import { couponReservations, orders, savedPaymentMethods, userSubscriptions } from './tables.ts'

/** Where the mail delivery reads a receipt's PDF from (ref: `<order id>:<locale>`). */
export const RECEIPT_SOURCE = 'payments.receipt'

/** What the payments area needs to e-mail: the mailer, the links' origin, the receipts' seller. */
export interface MailSettings {
  mailer: Mailer
  publicUrl: string
  seller: Seller
}

/** The payments context's e-mails (`PaymentsContext.mail`): the settings and orders.ts's hooks. */
export function paymentsMail(settings: MailSettings): PaymentsMail {
  return {
    ...settings,
    paid: (tx, orderId) => sendPaidMail(tx, settings, orderId),
    bankTransfer: (tx, order) => sendBankTransferMail(tx, settings, order),
  }
}

/** A date as the e-mails write it: 5 marzo 2027, 5 March 2027 (Rome's day). */
export const mailDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(date)

const pageUrl = (mail: Pick<MailSettings, 'publicUrl'>, locale: Locale, path: string) =>
  `${mail.publicUrl}${locale === 'en' ? '/en' : ''}${path}`

// ---------------------------------------------------------------------------------------------
// Templates

export interface ReceiptMailValues {
  name: string
  product: string
  number: string
  paidAt: Date
  amountCents: number
  bankTransfer: boolean
  subscription: boolean
  url: string
}

/** The receipt of a paid order. */
export function receiptMail(locale: Locale, values: ReceiptMailValues): RenderedMail {
  const amount = { it: formatEuro(values.amountCents, 'it'), en: formatEuro(values.amountCents, 'en') }
  const date = { it: formatReceiptDate(values.paidAt, 'it'), en: formatReceiptDate(values.paidAt, 'en') }
  return render(
    {
      subject: {
        it: `Ricevuta del tuo acquisto n. ${values.number}`,
        en: `Receipt for your purchase no. ${values.number}`,
      },
      lines: () => ({
        it: [
          `Ciao ${values.name},`,
          `grazie per il tuo acquisto: ${
            values.bankTransfer ? 'abbiamo ricevuto il tuo bonifico' : 'abbiamo ricevuto il pagamento'
          } di ${amount.it} per ${values.product} (ordine n. ${values.number} del ${date.it}).`,
          values.subscription
            ? 'Il tuo abbonamento è attivo.'
            : 'Trovi quanto hai acquistato nel tuo account, già disponibile.',
          'In allegato la ricevuta in PDF. L’ordine e i suoi documenti sono tra i tuoi acquisti:',
          values.url,
        ],
        en: [
          `Hi ${values.name},`,
          `thank you for your purchase: we have received your ${
            values.bankTransfer ? 'bank transfer' : 'payment'
          } of ${amount.en} for ${values.product} (order no. ${values.number} of ${date.en}).`,
          values.subscription
            ? 'Your subscription is active.'
            : 'What you bought is in your account, available now.',
          'The receipt is attached as a PDF. The order and its documents are in your purchases:',
          values.url,
        ],
      }),
    },
    locale,
    values,
  )
}

export interface RenewalMailValues {
  name: string
  plan: string
  number: string
  amountCents: number
  /** The card charged, when it is still saved: 'visa •••• 4242'. */
  card: string | null
  nextRenewal: Date
  url: string
}

/** A subscription renewed: what was charged, the next renewal, the receipt attached. */
export function renewalMail(locale: Locale, values: RenewalMailValues): RenderedMail {
  const amount = { it: formatEuro(values.amountCents, 'it'), en: formatEuro(values.amountCents, 'en') }
  return render(
    {
      subject: { it: 'Il tuo abbonamento è stato rinnovato', en: 'Your subscription has been renewed' },
      lines: () => ({
        it: [
          `Ciao ${values.name},`,
          `abbiamo rinnovato il tuo piano ${values.plan}: ${amount.it} addebitati${
            values.card ? ` sulla carta ${values.card}` : ''
          }.`,
          `Il prossimo rinnovo è il ${mailDate(values.nextRenewal, 'it')}.`,
          `In allegato la ricevuta n. ${values.number}. Puoi gestire l'abbonamento e la carta da qui:`,
          values.url,
        ],
        en: [
          `Hi ${values.name},`,
          `we have renewed your ${values.plan} plan: ${amount.en} charged${
            values.card ? ` to card ${values.card}` : ''
          }.`,
          `Your next renewal is on ${mailDate(values.nextRenewal, 'en')}.`,
          `Receipt no. ${values.number} is attached. You can manage the subscription and its card here:`,
          values.url,
        ],
      }),
    },
    locale,
    values,
  )
}

export interface BankTransferMailValues {
  name: string
  product: string
  beneficiary: string
  iban: string
  bic?: string
  amountCents: number
  reference: string
  /** Until when a coupon's price is held for the order; null without a coupon (no deadline). */
  deadline: Date | null
  url: string
}

/** How to pay a bank-transfer order: the details the checkout shows, and the deadline if any. */
export function bankTransferMail(locale: Locale, values: BankTransferMailValues): RenderedMail {
  const amount = { it: formatEuro(values.amountCents, 'it'), en: formatEuro(values.amountCents, 'en') }
  const bic = values.bic ? [`BIC: ${values.bic}`] : []
  return render(
    {
      subject: {
        it: `Come pagare con bonifico (causale ${values.reference})`,
        en: `How to pay by bank transfer (reference ${values.reference})`,
      },
      lines: () => ({
        it: [
          `Ciao ${values.name},`,
          `il tuo ordine di ${values.product} sarà attivato quando riceveremo il bonifico. Indica la causale esattamente come riportata.`,
          `Beneficiario: ${values.beneficiary}`,
          `IBAN: ${values.iban}`,
          ...bic,
          `Importo: ${amount.it}`,
          `Causale: ${values.reference}`,
          ...(values.deadline
            ? [
                `Il prezzo con il codice sconto è riservato fino al ${mailDate(values.deadline, 'it')}: il bonifico deve arrivare entro quella data.`,
              ]
            : []),
          'Segui lo stato dell’ordine tra i tuoi acquisti:',
          values.url,
        ],
        en: [
          `Hi ${values.name},`,
          `your order of ${values.product} will be activated when we receive the bank transfer. Write the reference exactly as shown.`,
          `Beneficiary: ${values.beneficiary}`,
          `IBAN: ${values.iban}`,
          ...bic,
          `Amount: ${amount.en}`,
          `Reference: ${values.reference}`,
          ...(values.deadline
            ? [
                `The discount code's price is held until ${mailDate(values.deadline, 'en')}: the transfer must arrive by then.`,
              ]
            : []),
          'Follow the order in your purchases:',
          values.url,
        ],
      }),
    },
    locale,
    values,
  )
}

// ---------------------------------------------------------------------------------------------
// Sending, in the caller's transaction

async function buyerOf(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ email: users.email, first_name: users.first_name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
  return user ? { ...user, locale: (user.locale === 'en' ? 'en' : 'it') as Locale } : null
}

/**
 * The e-mail of an order just marked paid (`markPaid`, in its transaction): the receipt, or the
 * renewal done for a subscription's renewal; none for a free order.
 */
export async function sendPaidMail(tx: Tx, mail: MailSettings, orderId: number): Promise<void> {
  const [paid] = await tx.select({ user_id: orders.user_id }).from(orders).where(eq(orders.id, orderId))
  const user = paid && (await buyerOf(tx, paid.user_id))
  if (!user) return
  const { locale } = user
  let data
  try {
    data = await loadReceiptData(tx as unknown as Db, mail.seller, orderId, locale)
  } catch (error) {
    // A free order: no receipt number, no receipt.
    if (error instanceof HttpError && error.statusCode === 409) return
    throw error
  }
  const { order } = data
  const pdf = await renderReceiptPdf(data, locale)
  const attachment = {
    filename: receiptFilename(data),
    contentType: 'application/pdf',
    size: pdf.length,
    source: RECEIPT_SOURCE,
    ref: `${order.id}:${locale}`,
  }
  const product = data.productTitle
  if (order.renews_subscription_id !== null) {
    const url = pageUrl(mail, locale, '/mysettings/subscription')
    const [sub] = await tx
      .select({ end: userSubscriptions.current_period_end })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, order.renews_subscription_id))
    const [card] = order.pmid
      ? await tx
          .select({ brand: savedPaymentMethods.brand, last4: savedPaymentMethods.last4 })
          .from(savedPaymentMethods)
          .where(
            and(eq(savedPaymentMethods.user_id, order.user_id), eq(savedPaymentMethods.pmid, order.pmid)),
          )
      : []
    await mail.mailer.send(tx as unknown as Db, {
      to: user.email,
      ...renewalMail(locale, {
        name: user.first_name,
        plan: product,
        number: data.number,
        amountCents: order.amount_cents,
        card: card ? `${card.brand} •••• ${card.last4}` : null,
        nextRenewal: sub.end,
        url,
      }),
      meta: {
        kind: 'subscription_renewed',
        order_id: order.id,
        subscription_id: order.renews_subscription_id,
        url,
      },
      attachments: [attachment],
    })
    return
  }
  const url = pageUrl(mail, locale, `/mypurchases#order-${order.id}`)
  await mail.mailer.send(tx as unknown as Db, {
    to: user.email,
    ...receiptMail(locale, {
      name: user.first_name,
      product,
      number: data.number,
      paidAt: data.paidAt,
      amountCents: order.amount_cents,
      bankTransfer: order.bank_reference !== null,
      subscription: order.product_type === 'subscription',
      url,
    }),
    meta: { kind: 'order_receipt', order_id: order.id, url },
    attachments: [attachment],
  })
}

/** The instructions of a bank-transfer order just created (`buy`, in its transaction). */
export async function sendBankTransferMail(tx: Tx, mail: MailSettings, order: OrderRow): Promise<void> {
  const transfer = bankTransferOf(order)
  const user = await buyerOf(tx, order.user_id)
  if (!transfer || !user) return
  const { locale } = user
  const [hold] = await tx
    .select({ expires_at: couponReservations.expires_at })
    .from(couponReservations)
    .where(eq(couponReservations.order_id, order.id))
  const url = pageUrl(mail, locale, `/mypurchases#order-${order.id}`)
  await mail.mailer.send(tx as unknown as Db, {
    to: user.email,
    ...bankTransferMail(locale, {
      name: user.first_name,
      product: await productTitleOf(tx, order, locale),
      beneficiary: transfer.beneficiary,
      iban: transfer.iban,
      bic: transfer.bic,
      amountCents: transfer.amount_cents,
      reference: transfer.reference,
      deadline: hold?.expires_at ?? null,
      url,
    }),
    meta: { kind: 'bank_transfer_instructions', order_id: order.id, reference: transfer.reference, url },
  })
}

/** The receipt's PDF for the mail delivery, by `<order id>:<locale>`; null when it has none. */
export async function loadReceiptPdf(db: Db, seller: Seller, ref: string): Promise<Buffer | null> {
  const match = /^(\d{1,9}):(it|en)$/.exec(ref)
  if (!match) return null
  const locale = match[2] as Locale
  try {
    return await renderReceiptPdf(await loadReceiptData(db, seller, Number(match[1]), locale), locale)
  } catch (error) {
    if (error instanceof HttpError) return null
    throw error
  }
}
