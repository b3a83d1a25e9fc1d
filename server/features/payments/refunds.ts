/**
 * Refunding a paid order in full (issue 36): an admin gives the money back with a reason; the
 * order becomes `refunded`, the buyer loses what it bought, and a credit note (nota di credito,
 * FatturaPA TD04) cancels its invoice.
 *
 * Exactly once, as buying is: one transaction holds the order's row (FOR UPDATE) and, only if it
 * is still `succeeded`, marks it refunded, numbers the credit note from its own gapless yearly
 * sequence (credit_note_counters: a rollback takes the number back too), records the provider
 * refund to ask for (payment_refunds, unique per payment intent), takes the access away and writes
 * the buyer's e-mail to the outbox. A second refund of the same order, even at the same moment,
 * finds it refunded and is refused (409). The provider is asked once committed, through the same
 * path as the double-charge refund (`refundCharge`: Stripe's Refund object, one idempotency key
 * per intent, retried by the hourly job until it holds). An order paid by bank transfer has no
 * charge to refund: its credit note is issued all the same and the money goes back by transfer.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import { PAYMENT_NOTIFICATIONS } from '../../../contracts/payments/notifications.ts'
import type { OrderDocumentLinks, OrderRefund } from '../../../contracts/payments/orders.ts'
import { fillPath } from '../../../contracts/core/endpoint.ts'
import {
  orderCreditNote,
  orderCreditNoteFattura,
  orderFattura,
  orderReceipt,
} from '../../../contracts/payments/endpoints.ts'
import type { Seller } from './config.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import type { Mailer } from '../../core/mail/mailer.ts'
import { courseTitleOf } from '../courses/index.ts'
import { publishOrderRefunded, publishSubscriptionChanged } from './events.ts'
import { formatOrderNumber, type Effect, type Notify, type OrderRow, type PaymentsContext } from './orders.ts'
import type { Tx } from './products.ts'
import {
  creditNoteFilename,
  formatCreditNoteNumber,
  loadCreditNoteData,
  renderCreditNotePdf,
  type CreditNoteRow,
} from './receipts-credit-note.ts'
import { hasItalianFiscalData } from './receipts-data.ts'
import { refundMail, sayRefund } from './refunds-mail.ts'
import {
  creditNoteCounters,
  creditNotes,
  featureProducts,
  orders,
  paymentRefunds,
  subscriptionPlans,
  userSubscriptions,
} from './tables.ts'

/** Where the mail delivery reads a credit note's PDF from (ref: `<credit note id>:<locale>`). */
export const CREDIT_NOTE_SOURCE = 'payments.credit-note'

export interface RefundContext extends PaymentsContext {
  mailer: Mailer
  seller: Seller
  publicUrl: string
}

export interface RefundRequest {
  orderId: number
  reason: string
  /** The admin who refunds it. */
  adminId: number
  locale: Locale
}

export interface RefundOutcome {
  order: OrderRow
  creditNote: CreditNoteRow
  /** The provider's refund: succeeded, pending (asked again by the hourly job) or failed; manual
   *  for an order paid by bank transfer. */
  refundStatus: 'succeeded' | 'pending' | 'failed' | 'manual'
}

/** After this many failed tries a refund is left to a person (the log says which). */
export const REFUND_ATTEMPTS = 10

/**
 * Asks the provider for a pending refund, once it is committed; the same key every time, so a
 * retry after a lost answer is the same refund. A failure stays pending for the hourly job.
 */
export async function refundCharge(ctx: PaymentsContext, refundId: number): Promise<void> {
  const [row] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId))
  if (!row || row.status !== 'pending') return
  try {
    const refund = await ctx.provider.refundPaymentIntent(
      row.payment_intent_id,
      `refund-${row.payment_intent_id}`,
      row.reason,
    )
    const done = refund.status === 'succeeded' || refund.status === 'pending'
    const [updated] = await ctx.db
      .update(paymentRefunds)
      .set({
        status: done ? 'succeeded' : 'failed',
        provider_refund_id: refund.id,
        attempts: sql`${paymentRefunds.attempts} + 1`,
        last_error: done ? null : `refund ${refund.status}`,
      })
      .where(and(eq(paymentRefunds.id, row.id), eq(paymentRefunds.status, 'pending')))
      .returning()
    // A duplicate charge is told here; an order refunded by an admin is told by refunds.ts.
    if (updated?.status === 'succeeded' && row.reason === 'duplicate')
      await ctx.notify(row.user_id, PAYMENT_NOTIFICATIONS.paymentRefunded.type, {
        order_id: row.order_id,
        amount_cents: row.amount_cents,
      })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await ctx.db
      .update(paymentRefunds)
      .set({
        attempts: sql`${paymentRefunds.attempts} + 1`,
        last_error: message.slice(0, 500),
        status: sql`case when ${paymentRefunds.attempts} + 1 >= ${REFUND_ATTEMPTS} then 'failed' else 'pending' end`,
      })
      .where(and(eq(paymentRefunds.id, row.id), eq(paymentRefunds.status, 'pending')))
  }
}

/** The hourly job: every refund still pending is asked for again. */
export async function retryPendingRefunds(ctx: PaymentsContext): Promise<void> {
  const pending = await ctx.db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'pending'))
    .orderBy(paymentRefunds.id)
  for (const { id } of pending) await refundCharge(ctx, id)
}

/** Refunds a paid order in full (see the module's comment). */
export async function refundOrder(ctx: RefundContext, request: RefundRequest): Promise<RefundOutcome> {
  const { locale } = request
  const now = await ctx.provider.now()
  const { order, creditNote, refundId, effects } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update')
    if (!current) throw notFound(sayRefund('orderNotFound', locale))
    if (current.status === 'refunded') throw new HttpError(409, sayRefund('alreadyRefunded', locale))
    if (current.status !== 'succeeded') throw new HttpError(409, sayRefund('notPaid', locale))
    if (current.amount_cents === 0) throw new HttpError(409, sayRefund('freeOrder', locale))
    const [order] = await tx
      .update(orders)
      .set({ status: 'refunded', refunded_at: now })
      .where(and(eq(orders.id, current.id), eq(orders.status, 'succeeded')))
      .returning()
    const year = now.getUTCFullYear()
    const [counter] = await tx
      .insert(creditNoteCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({
        target: creditNoteCounters.year,
        set: { last: sql`${creditNoteCounters.last} + 1` },
      })
      .returning()
    const [refund] = order.payment_intent_id
      ? await tx
          .insert(paymentRefunds)
          .values({
            order_id: order.id,
            user_id: order.user_id,
            payment_intent_id: order.payment_intent_id,
            amount_cents: order.amount_cents,
            reason: 'requested_by_customer',
          })
          .returning({ id: paymentRefunds.id })
      : [undefined]
    const [creditNote] = await tx
      .insert(creditNotes)
      .values({
        order_id: order.id,
        user_id: order.user_id,
        number_year: year,
        number: counter.last,
        amount_cents: order.amount_cents,
        reason: request.reason,
        refunded_by: request.adminId,
        refund_id: refund?.id ?? null,
        issued_at: now,
      })
      .returning()
    const { title, effects: ended } = await revokeAccess(tx, order, now, ctx.notify)
    // What the order delivered is taken back by the subscribers of `order.refunded`, in this
    // transaction (courses: the enrolment; payments: a feature's flag, and the buyer's notification
    // once committed).
    const effects = [...(await publishOrderRefunded(tx, order, creditNote, ctx.notify)), ...ended]
    await sendRefundMail(ctx, tx, order, creditNote, title)
    return { order, creditNote, refundId: refund?.id ?? null, effects }
  })
  // Committed: the provider gives the money back (a failure stays pending for the hourly job).
  if (refundId !== null) await refundCharge(ctx, refundId)
  for (const effect of effects) await effect().catch(() => {})
  return { order, creditNote, refundStatus: await refundStatusOf(ctx.db, creditNote) }
}

/**
 * Stripe's charge.refunded: the charge of the intent was given back, so its refunds still waiting
 * for the provider's answer (the answer lost, or not come yet) are done; the buyer of a duplicate
 * charge is told, as `refundCharge` tells them (an admin's refund told them when it was made).
 */
export async function settleRefunded(
  ctx: PaymentsContext,
  paymentIntentId: string | undefined,
): Promise<void> {
  if (!paymentIntentId) return
  const settled = await ctx.db
    .update(paymentRefunds)
    .set({ status: 'succeeded', last_error: null })
    .where(and(eq(paymentRefunds.payment_intent_id, paymentIntentId), eq(paymentRefunds.status, 'pending')))
    .returning()
  for (const row of settled)
    if (row.reason === 'duplicate')
      await ctx.notify(row.user_id, PAYMENT_NOTIFICATIONS.paymentRefunded.type, {
        order_id: row.order_id,
        amount_cents: row.amount_cents,
      })
}

export async function refundStatusOf(
  db: Db | Tx,
  creditNote: CreditNoteRow,
): Promise<RefundOutcome['refundStatus']> {
  if (creditNote.refund_id === null) return 'manual'
  const [row] = await db
    .select({ status: paymentRefunds.status })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.id, creditNote.refund_id))
  return row?.status ?? 'manual'
}

/**
 * Ends the subscription the order paid for, in the refund's transaction (at once, `ended_reason`
 * `refunded`; `subscription.changed` has payments' subscriber turn its plan's features off). The
 * course's enrolment and the feature's flag are taken back by the subscribers of `order.refunded`.
 * Answers the product's title for the e-mail and the after-commit effects.
 */
async function revokeAccess(
  tx: Tx,
  order: OrderRow,
  now: Date,
  notify: Notify,
): Promise<{ title: { title?: string; title_en?: string }; effects: Effect[] }> {
  if (order.product_type === 'course') {
    const title = await courseTitleOf(tx, order.product_id)
    return { title: title === undefined ? {} : { title }, effects: [] }
  }
  if (order.product_type === 'feature') {
    const [feature] = await tx
      .select({ title: featureProducts.title_it, title_en: featureProducts.title_en })
      .from(featureProducts)
      .where(eq(featureProducts.id, order.product_id))
    return { title: feature ?? {}, effects: [] }
  }
  // A subscription: the one this order pays the current period of (its first purchase or a renewal).
  const [sub] = await tx
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.user_id, order.user_id), eq(userSubscriptions.order_id, order.id)))
  const effects: Effect[] = []
  if (sub && sub.status !== 'canceled') {
    await tx
      .update(userSubscriptions)
      .set({
        status: 'canceled',
        ended_reason: 'refunded',
        current_period_end: now,
        next_retry_at: null,
        renewal_claim: null,
      })
      .where(eq(userSubscriptions.id, sub.id))
    effects.push(
      ...(await publishSubscriptionChanged(
        tx,
        {
          subscription_id: sub.id,
          user_id: order.user_id,
          plan_id: sub.plan_id,
          change: 'ended',
          ended_reason: 'refunded',
          order_id: order.id,
        },
        notify,
      )),
    )
  }
  const [plan] = await tx
    .select({ title: subscriptionPlans.name_it, title_en: subscriptionPlans.name_en })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, order.product_id))
  return { title: plan ?? {}, effects }
}

/** The buyer's e-mail (it/en, HTML and text) with the credit note's PDF, through the outbox. */
async function sendRefundMail(
  ctx: RefundContext,
  tx: Tx,
  order: OrderRow,
  creditNote: CreditNoteRow,
  title: { title?: string; title_en?: string },
) {
  const [user] = await tx
    .select({ email: users.email, first_name: users.first_name, locale: users.locale })
    .from(users)
    .where(eq(users.id, order.user_id))
  if (!user) return
  const locale: Locale = user.locale === 'en' ? 'en' : 'it'
  const data = await loadCreditNoteData(tx as unknown as Db, ctx.seller, order.id, locale)
  const pdf = await renderCreditNotePdf(data, locale)
  const url = `${ctx.publicUrl}${locale === 'en' ? '/en' : ''}/mypurchases#order-${order.id}`
  await ctx.mailer.send(tx as unknown as Db, {
    to: user.email,
    ...refundMail(locale, {
      name: user.first_name,
      product: (locale === 'en' ? title.title_en : undefined) ?? title.title ?? data.invoice.productTitle,
      orderNumber: data.invoice.number,
      creditNoteNumber: data.ref.number,
      amountCents: order.amount_cents,
      reason: creditNote.reason,
      bankTransfer: order.bank_reference !== null,
      url,
    }),
    meta: { kind: 'payment_refunded', order_id: order.id, credit_note_id: creditNote.id, url },
    attachments: [
      {
        filename: creditNoteFilename(data.ref),
        contentType: 'application/pdf',
        size: pdf.length,
        source: CREDIT_NOTE_SOURCE,
        ref: `${creditNote.id}:${locale}`,
      },
    ],
  })
}

/** The credit note's PDF for the mail delivery, by `<id>:<locale>`; null when it is not there. */
export async function loadCreditNotePdf(db: Db, seller: Seller, ref: string): Promise<Buffer | null> {
  const match = /^(\d{1,9}):(it|en)$/.exec(ref)
  if (!match) return null
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.id, Number(match[1])))
  if (!row) return null
  return renderCreditNotePdf(
    await loadCreditNoteData(db, seller, row.order_id, match[2] as Locale),
    match[2] as Locale,
  )
}

/** An order's refund as GET /api/orders answers it. */
export const orderRefundOf = (
  creditNote: CreditNoteRow | null | undefined,
  order: OrderRow,
): OrderRefund | null =>
  creditNote && order.refunded_at
    ? {
        refunded_at: order.refunded_at.toISOString(),
        amount_cents: creditNote.amount_cents,
        credit_note_number: formatCreditNoteNumber(creditNote.number_year, creditNote.number),
      }
    : null

/** The paths of an order's documents (GET /api/orders, GET /api/orders/{id}), null where it has none. */
export function orderDocumentsOf(
  order: OrderRow,
  creditNote: CreditNoteRow | null | undefined,
  fiscal: boolean,
): OrderDocumentLinks {
  const params = { id: order.id }
  const invoiced =
    (order.status === 'succeeded' || order.status === 'refunded') &&
    formatOrderNumber(order.number_year, order.number) !== null
  return {
    receipt: invoiced ? fillPath(orderReceipt.path, params) : null,
    fattura: invoiced && fiscal ? fillPath(orderFattura.path, params) : null,
    credit_note: creditNote ? fillPath(orderCreditNote.path, params) : null,
    credit_note_fattura: creditNote && fiscal ? fillPath(orderCreditNoteFattura.path, params) : null,
  }
}

export { hasItalianFiscalData }
