/**
 * Buying, exactly once. An order is one user's purchase of one product; each payment attempt (one
 * Idempotency-Key) charges it through a payment intent. Three steps:
 *
 *   1. claim (one transaction, holding an advisory lock on user + product): the attempt's key
 *      answers what it answered before; a paid or in-flight order is answered as it is; else
 *      the order is created (or a declined one taken up again) in `processing`;
 *   2. charge: the provider's payment intent, with an idempotency key of the order's attempt, so a
 *      retry never makes a second charge;
 *   3. settle (`applyIntent`, shared with the webhook): a conditional update moves the order on;
 *      only the call that marks it paid numbers it, enrols, turns the feature on or activates
 *      the plan, in the same transaction. Whichever of the API answer and the webhook comes
 *      first settles it; the other finds nothing left to do.
 *
 * The database backs it: one open order per user and product, one paid order per course or
 * feature, one attempt per key, one enrolment per user and course (tables.ts).
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type {
  BankTransferDetails,
  BuyBody,
  CheckoutState,
  OrderStatusAnswer,
  ProductRef,
} from '../../../contracts/payments/schemas.ts'
import { sameOriginPath } from '../../../contracts/payments/schemas.ts'
import { BILLING_FIELDS } from '../../../contracts/accounts/schemas.ts'
import { NOTIFICATION_SLUG_TYPES } from '../../../contracts/notifications/schemas.ts'
import { users } from '../../core/db/tables.ts'
import type { Seller } from '../../core/config.ts'
import type { Db } from '../../core/db/index.ts'
import { HttpError, notFound, validationError } from '../../core/http/errors.ts'
import type { Mailer } from '../../core/mail/mailer.ts'
import { billingInformation } from '../accounts/tables.ts'
import { courses } from '../courses/tables.ts'
import { publishOrderPaid } from './events.ts'
import { say } from './messages.ts'
import { methodTypeOf, paypalCharge, rememberPaypalAccount } from './paypal.ts'
import { fatturaBuyer } from './fattura-buyer.ts'
import { billingSnapshotOf } from './receipts-snapshot.ts'
import { syncPlanFeatures } from './subscriptions.ts'
import { COUPON_HOLD_MS, isOwned, loadProduct, priceWithCoupon, reserveCoupon, type Tx } from './products.ts'
import { ProviderError, type PaymentIntent, type PaymentProvider } from './provider/types.ts'
import {
  couponRedemptions,
  couponReservations,
  coupons,
  paymentRefunds,
  featureProducts,
  liveSubscription,
  orderCounters,
  orders,
  paymentAttempts,
  paymentCustomers,
  savedPaymentMethods,
  subscriptionPlans,
  userSubscriptions,
} from './tables.ts'

export type OrderRow = typeof orders.$inferSelect

/** Who receives Aula's payments by bank transfer. */
export const PAYEE = { beneficiary: 'Aula S.r.l.', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' }

export interface Notify {
  (userId: number, slugType: string, data: Record<string, unknown>): Promise<unknown>
}

/**
 * The buyer's e-mails as orders.ts writes them (purchase-mail.ts's `paymentsMail` makes it): the
 * settings the other e-mails need, and hooks called in the transaction that records the event.
 */
export interface PaymentsMail {
  mailer: Mailer
  publicUrl: string
  seller: Seller
  /** The receipt or the renewal done of an order just marked paid. */
  paid(tx: Tx, orderId: number): Promise<void>
  /** The instructions of a bank-transfer order just created. */
  bankTransfer(tx: Tx, order: OrderRow): Promise<void>
}

export interface PaymentsContext {
  db: Db
  provider: PaymentProvider
  notify: Notify
  /** PUBLIC_URL: a return_url must stay on its origin. */
  publicUrl?: string
  /** The buyer's e-mails (receipt, renewal, bank transfer: purchase-mail.ts); none without it. */
  mail?: PaymentsMail
}

type Effect = () => Promise<unknown>

// ---------------------------------------------------------------------------------------------
// Answers

export const formatOrderNumber = (year: number | null, number: number | null) =>
  year !== null && number !== null ? `${year}-${String(number).padStart(6, '0')}` : null

export function bankTransferOf(order: OrderRow): BankTransferDetails | undefined {
  if (!order.bank_reference) return undefined
  return { ...PAYEE, amount_cents: order.amount_cents, currency: 'EUR', reference: order.bank_reference }
}

export function answerOf(order: OrderRow): OrderStatusAnswer {
  // A refunded order was paid: the buy calls and checkouts that still meet one see it so (the
  // checkout looks past it; GET /api/orders says it is refunded).
  const status =
    order.status === 'canceled'
      ? 'requires_payment_method'
      : order.status === 'refunded'
        ? 'succeeded'
        : order.status
  const answer: OrderStatusAnswer = { order_id: order.id, status, amount_cents: order.amount_cents }
  if (order.payment_method_type === 'paypal') answer.payment_method_type = 'paypal'
  if (status === 'requires_action' && order.next_action_url) answer.next_action_url = order.next_action_url
  if (status === 'requires_payment_method')
    answer.decline_reason = (order.decline_reason ?? 'generic_decline') as OrderStatusAnswer['decline_reason']
  if (status === 'pending_bank_transfer') answer.bank_transfer = bankTransferOf(order)
  return answer
}

const productWhere = (userId: number, ref: ProductRef) =>
  and(eq(orders.user_id, userId), eq(orders.product_type, ref.type), eq(orders.product_id, ref.id))

// ---------------------------------------------------------------------------------------------
// Checkout state (the purchase machine's loadOrder)

export async function checkoutState(
  ctx: PaymentsContext,
  userId: number,
  ref: ProductRef,
  locale: Locale,
): Promise<CheckoutState> {
  const { db } = ctx
  const now = await ctx.provider.now()
  const product = await loadProduct(db, ref, locale, now)
  // The open order, else the last paid one (a reload of order-completed shows it again).
  let [order] = await db
    .select()
    .from(orders)
    .where(and(productWhere(userId, ref), sql`${orders.status} not in ('canceled', 'refunded')`))
    .orderBy(sql`(${orders.status} <> 'succeeded') desc`, desc(orders.id))
    .limit(1)
  // Back from 3-D Secure before the webhook: ask the provider, as Stripe's return_url handling does.
  if (
    order &&
    (order.status === 'requires_action' || order.status === 'processing') &&
    order.payment_intent_id
  )
    order = await applyIntent(ctx, await ctx.provider.retrievePaymentIntent(order.payment_intent_id))
  const owned = await isOwned(db, userId, product)
  const [billingRow] = await db
    .select()
    .from(billingInformation)
    .where(eq(billingInformation.user_id, userId))
  const cards = await db
    .select()
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.user_id, userId))
    .orderBy(desc(savedPaymentMethods.id))
  return {
    product: {
      type: ref.type,
      id: ref.id,
      title: product.title,
      price_cents: product.price_cents,
      currency: 'EUR',
      ...(product.slug ? { slug: product.slug } : {}),
    },
    owned,
    // Complete means an invoice can be made of it, the check a paid buy makes.
    billing_complete: product.price_cents === 0 || invoiceDataValid(billingRow),
    billing: billingRow
      ? ({
          ...Object.fromEntries(BILLING_FIELDS.map((field) => [field, billingRow[field]])),
          id: billingRow.id,
          type: billingRow.type,
          phone_code: billingRow.phone_code,
        } as CheckoutState['billing'])
      : null,
    payment_methods: cards.map((card) => ({
      id: card.pmid,
      brand: card.brand,
      last4: card.last4,
      ...(card.payer_email ? { payer_email: card.payer_email } : {}),
      exp_month: card.exp_month ?? undefined,
      exp_year: card.exp_year ?? undefined,
    })),
    order: order ? answerOf(order) : null,
  }
}

// ---------------------------------------------------------------------------------------------
// Buying

/** JSON with its keys sorted at every level: the same parameters always hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/**
 * What an Idempotency-Key is bound to: the method, the path and the parameters of the purchase
 * (the body as validated; `return_url` left out, as it only says where the buyer comes back to and
 * a retry from another page is still the same purchase).
 */
export function requestFingerprint(method: string, path: string, body: object): string {
  const { return_url: _returnUrl, ...params } = body as Record<string, unknown>
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path.split('?')[0]}\n${canonical(params)}`)
    .digest('hex')
}

export interface BuyRequest {
  userId: number
  ref: ProductRef
  body: BuyBody
  idempotencyKey: string | undefined
  /**
   * What the key is bound to (`requestFingerprint`): the same key sent again with another
   * request answers 422 instead of the first request's order, as Stripe does.
   */
  fingerprint?: string
  locale: Locale
  /** Only free products (free-product): refuse anything that costs. */
  freeOnly?: boolean
}

type Claim =
  | { kind: 'answer'; order: OrderRow }
  | { kind: 'charge'; order: OrderRow; attemptId: number; effects: Effect[] }
  | { kind: 'done'; order: OrderRow; effects: Effect[] }

export async function buy(ctx: PaymentsContext, request: BuyRequest): Promise<OrderStatusAnswer> {
  const { db, provider } = ctx
  const { userId, ref, body, locale } = request
  const now = await provider.now()
  // Parsed as the browser will, against our address: the 3-D Secure page must send the buyer
  // back here and nowhere else (issue 32 item 4).
  const returnUrl = sameOriginPath(body.return_url, ctx.publicUrl)
  if (returnUrl === null) throw validationError({ return_url: [say('returnUrlForeign', locale)] }, locale)
  // A new PayPal payment (paypal.ts) has no pmid: PayPal's approval page makes it.
  const paypal = body.payment_method_type === 'paypal' && !body.pmid && !body.bank_transfer
  // The card first, outside any transaction: it is idempotent and may call the provider.
  const customer = paypal
    ? await customerOf(ctx, userId)
    : body.pmid && !body.bank_transfer
      ? await prepareCard(ctx, userId, body.pmid, locale)
      : null
  // Holds of this coupon that have run out are given back first, so they do not use it up.
  if (body.coupon) await releaseExpiredReservations(ctx, { code: body.coupon })

  const claim: Claim = await db.transaction(async (tx) => {
    // The key first (two products bought with one key must not both record it), then the product.
    if (request.idempotencyKey)
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`attempt:${userId}:${request.idempotencyKey}`}))`,
      )
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${userId}:${ref.type}:${ref.id}`}))`)
    if (request.idempotencyKey) {
      const [attempt] = await tx
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.user_id, userId),
            eq(paymentAttempts.idempotency_key, request.idempotencyKey),
          ),
        )
      if (attempt) {
        if (attempt.request_hash !== null && attempt.request_hash !== (request.fingerprint ?? null))
          throw validationError({ 'Idempotency-Key': [say('idempotencyKeyReused', locale)] }, locale)
        const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.order_id))
        // The same attempt, its charge not settled yet (a retry after a lost answer): charge again
        // with the same provider key, which answers the first intent.
        if (order.status === 'processing' && (order.payment_intent_id === null || attempt.payment_intent_id))
          return { kind: 'charge', order, attemptId: attempt.id, effects: [] }
        return { kind: 'answer', order }
      }
    }
    const product = await loadProduct(tx, ref, locale, now)
    // Every order of the product in one statement (one snapshot), and only then what the user
    // owns: an order paid in between shows here as still open (answered as it is), never as
    // nothing (which would start a second charge).
    // A refunded order is over: the product may be bought again.
    const rows = await tx
      .select()
      .from(orders)
      .where(and(productWhere(userId, ref), sql`${orders.status} not in ('canceled', 'refunded')`))
      .orderBy(desc(orders.id))
    const paid = rows.find((row) => row.status === 'succeeded' && row.renews_subscription_id === null)
    const open = rows.find((row) => row.status !== 'succeeded')
    if (paid && ref.type !== 'subscription') return { kind: 'answer', order: paid }
    // Another attempt is in flight, waiting for 3-D Secure or for a transfer: it is the answer.
    if (open && open.status !== 'requires_payment_method') {
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, open.id))
      return { kind: 'answer', order: fresh }
    }
    if (ref.type === 'subscription') {
      const [live] = await tx
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .where(and(eq(userSubscriptions.user_id, userId), liveSubscription()))
      if (live) throw validationError({ id: [say('alreadySubscribed', locale)] }, locale)
    } else if (await isOwned(tx, userId, product)) {
      throw validationError({ product: [say('alreadyOwned', locale)] }, locale)
    }
    if (product.unavailable) throw validationError({ id: [say(product.unavailable, locale)] }, locale)

    // Counted and held under the coupon row's lock: the next buyer of the coupon counts this
    // order's hold (or its redemption) once this transaction commits.
    const coupon = body.coupon
      ? await priceWithCoupon(tx, body.coupon, userId, product, now, locale, 'coupon', {
          lock: true,
          exceptOrder: open?.id,
        })
      : null
    const hold = (orderId: number, ms: number) =>
      reserveCoupon(tx, orderId, userId, coupon?.couponId ?? null, new Date(now.getTime() + ms))
    const amount = coupon ? coupon.price_cents : product.price_cents
    if (request.freeOnly && amount > 0) throw validationError({ id: [say('notFree', locale)] }, locale)
    // A paid order is invoiced: without the billing data its FatturaPA needs it is not taken.
    if (amount > 0) await requireInvoiceData(tx, userId, locale)
    const values = {
      list_cents: product.price_cents,
      amount_cents: amount,
      coupon_id: coupon?.couponId ?? null,
      decline_reason: null,
      next_action_url: null,
      payment_intent_id: null,
      payment_method_type: paypal ? ('paypal' as const) : await methodTypeOf(tx, body.pmid ?? null),
    }

    if (amount > 0 && body.bank_transfer) {
      if (!product.allowsBankTransfer)
        throw validationError({ bank_transfer: [say('bankTransferNotAllowed', locale)] }, locale)
      const order = await saveOrder(tx, open, userId, ref, { ...values, status: 'pending_bank_transfer' })
      await hold(order.id, COUPON_HOLD_MS.bankTransfer)
      const reference = `AULA-${order.id}-${randomBytes(3).toString('hex').toUpperCase()}`
      const [withReference] = await tx
        .update(orders)
        .set({ bank_reference: reference })
        .where(eq(orders.id, order.id))
        .returning()
      await recordAttempt(tx, userId, order.id, request)
      await tx
        .update(users)
        .set({
          pending_bank_transfer: true,
          pending_bank_transfer_details: { order_id: order.id, ...bankTransferOf(withReference) },
        })
        .where(eq(users.id, userId))
      if (ctx.mail) await ctx.mail.bankTransfer(tx, withReference)
      if (ref.type === 'subscription')
        await startSubscription(tx, userId, ref.id, now, 'pending_bank_transfer', null, order.id)
      return { kind: 'answer', order: withReference }
    }
    if (amount === 0) {
      const order = await saveOrder(tx, open, userId, ref, { ...values, status: 'processing' })
      await hold(order.id, COUPON_HOLD_MS.card)
      await recordAttempt(tx, userId, order.id, request)
      const effects = await markPaid(tx, order.id, now, ctx.notify, ctx.mail)
      const [settled] = await tx.select().from(orders).where(eq(orders.id, order.id))
      return { kind: 'done', order: settled, effects }
    }
    if (!customer || (!paypal && !body.pmid))
      throw validationError({ pmid: [say('pmidRequired', locale)] }, locale)
    const order = await saveOrder(tx, open, userId, ref, {
      ...values,
      status: 'processing',
      pmid: paypal ? null : body.pmid,
    })
    await hold(order.id, COUPON_HOLD_MS.card)
    const attemptId = await recordAttempt(tx, userId, order.id, request)
    return { kind: 'charge', order, attemptId, effects: [] }
  })

  if (claim.kind === 'answer') return answerOf(claim.order)
  if (claim.kind === 'done') {
    await runEffects(claim.effects)
    return answerOf(claim.order)
  }
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, claim.attemptId))
  let intent: PaymentIntent
  try {
    intent = await provider.createPaymentIntent({
      amount: claim.order.amount_cents,
      customer: customer ?? (await customerOf(ctx, userId)),
      ...(paypal
        ? paypalCharge(ref)
        : { payment_method: body.pmid!, payment_method_type: claim.order.payment_method_type }),
      return_url: returnUrl,
      metadata: { order_id: String(claim.order.id), attempt_id: String(claim.attemptId) },
      idempotencyKey: `order-${claim.order.id}-attempt-${attempt.id}`,
    })
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error
    // No intent came back (Stripe overloaded or down, or the card refused outright): the order
    // must not wait for a webhook that will not come, so the attempt fails, its coupon is given
    // back and another attempt may start.
    const failed = await failUncharged(db, claim.order.id)
    if (error.code !== 'unavailable') throw validationError({ pmid: [say('pmidUnknown', locale)] }, locale)
    if (failed) return answerOf(failed)
    const [current] = await db.select().from(orders).where(eq(orders.id, claim.order.id))
    return answerOf(current)
  }
  await db
    .update(paymentAttempts)
    .set({ payment_intent_id: intent.id })
    .where(eq(paymentAttempts.id, claim.attemptId))
  return answerOf(await applyIntent(ctx, intent))
}

/** An order whose charge was never made (no intent): it fails, and gives its coupon back. */
async function failUncharged(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orders)
      .set({ status: 'requires_payment_method', decline_reason: 'processing_error' })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'processing'),
          sql`${orders.payment_intent_id} is null`,
        ),
      )
      .returning()
    if (failed) await tx.delete(couponReservations).where(eq(couponReservations.order_id, orderId))
    return failed
  })
}

/**
 * The buyer's billing data as the invoice of a paid order needs it (issue 32 item 9), else a 422
 * naming each missing or malformed field (`fatturaBuyer`, the very check the FatturaPA makes), so
 * no order is paid that cannot get its fiscal document.
 */
async function requireInvoiceData(tx: Tx, userId: number, locale: Locale): Promise<void> {
  const [row] = await tx.select().from(billingInformation).where(eq(billingInformation.user_id, userId))
  fatturaBuyer(row ? billingSnapshotOf(row) : null, locale)
}

/** Whether the billing data would make a FatturaPA: the checkout's billing step is done. */
function invoiceDataValid(row: typeof billingInformation.$inferSelect | undefined): boolean {
  try {
    fatturaBuyer(row ? billingSnapshotOf(row) : null, 'it')
    return true
  } catch {
    return false
  }
}

async function saveOrder(
  tx: Tx,
  open: OrderRow | undefined,
  userId: number,
  ref: ProductRef,
  values: Partial<typeof orders.$inferInsert> & { status: OrderRow['status'] },
): Promise<OrderRow> {
  if (open) {
    const [row] = await tx.update(orders).set(values).where(eq(orders.id, open.id)).returning()
    return row
  }
  const [row] = await tx
    .insert(orders)
    .values({
      user_id: userId,
      product_type: ref.type,
      product_id: ref.id,
      list_cents: 0,
      amount_cents: 0,
      ...values,
    })
    .returning()
  return row
}

async function recordAttempt(tx: Tx, userId: number, orderId: number, request: BuyRequest) {
  const [row] = await tx
    .insert(paymentAttempts)
    .values({
      user_id: userId,
      order_id: orderId,
      idempotency_key: request.idempotencyKey ?? `auto-${randomBytes(12).toString('hex')}`,
      request_hash: request.fingerprint ?? null,
    })
    .returning({ id: paymentAttempts.id })
  return row.id
}

export async function customerOf(ctx: PaymentsContext, userId: number): Promise<string> {
  const [row] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.user_id, userId))
  if (row) return row.customer_id
  const created = await ctx.provider.createCustomer({ user_id: String(userId) })
  await ctx.db
    .insert(paymentCustomers)
    .values({ user_id: userId, customer_id: created.id })
    .onConflictDoNothing()
  const [saved] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.user_id, userId))
  return saved.customer_id
}

/** The user's customer with the card attached, and the card saved (brand, last 4) for next time. */
export async function prepareCard(ctx: PaymentsContext, userId: number, pmid: string, locale: Locale) {
  const customer = await customerOf(ctx, userId)
  try {
    const method = await ctx.provider.attachPaymentMethod(pmid, customer)
    await ctx.db
      .insert(savedPaymentMethods)
      .values({
        user_id: userId,
        pmid: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
      })
      .onConflictDoNothing()
    return customer
  } catch (error) {
    if (error instanceof ProviderError) throw validationError({ pmid: [say('pmidUnknown', locale)] }, locale)
    throw error
  }
}

async function runEffects(effects: Effect[]) {
  for (const effect of effects) await effect().catch(() => {})
}

// ---------------------------------------------------------------------------------------------
// Settling

/**
 * Moves the order of a payment intent to the intent's state, once: from the buy call and from
 * the webhook, in either order, as often as they come. Answers the order as it is now.
 */
export async function applyIntent(ctx: PaymentsContext, intent: PaymentIntent): Promise<OrderRow> {
  const orderId = Number(intent.metadata.order_id)
  const now = await ctx.provider.now()
  await rememberPaypalAccount(ctx, intent)
  const { order, effects } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!current) throw notFound()
    const settled =
      current.status === 'succeeded' || current.status === 'canceled' || current.status === 'refunded'
    // An intent of an earlier attempt, once a later one took the order up, changes nothing.
    const stale = current.payment_intent_id !== null && current.payment_intent_id !== intent.id
    const effects: Effect[] = []
    if (!settled && !stale) {
      if (intent.status === 'succeeded') {
        // A PayPal payment's method is made by the approval: renewals charge it (paypal.ts).
        await tx
          .update(orders)
          .set({
            payment_intent_id: intent.id,
            pmid: sql`coalesce(${orders.pmid}, ${intent.payment_method})`,
          })
          .where(eq(orders.id, orderId))
        effects.push(...(await markPaid(tx, orderId, now, ctx.notify, ctx.mail)))
      } else if (intent.status === 'requires_action') {
        const url = intent.next_action?.redirect_to_url.url
        await tx
          .update(orders)
          .set({ status: 'requires_action', payment_intent_id: intent.id, next_action_url: url ?? null })
          .where(eq(orders.id, orderId))
      } else if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
        const reason = intent.last_payment_error?.decline_code ?? 'generic_decline'
        await tx
          .update(orders)
          .set({
            status: 'requires_payment_method',
            payment_intent_id: intent.id,
            decline_reason: reason,
            next_action_url: null,
          })
          .where(eq(orders.id, orderId))
        // A failed payment holds no coupon: another buyer (or this one, again) may use it.
        await tx.delete(couponReservations).where(eq(couponReservations.order_id, orderId))
        // Only a payment settled away from the buy call (3-D Secure, a renewal) needs telling.
        if (current.status === 'requires_action' || current.renews_subscription_id !== null)
          effects.push(() =>
            ctx.notify(current.user_id, 'stripe_requires_payment_method', {
              order_id: orderId,
              product_type: current.product_type,
              product_id: current.product_id,
              decline_reason: reason,
            }),
          )
        if (current.renews_subscription_id !== null)
          await tx
            .update(userSubscriptions)
            .set({
              failing_since: sql`coalesce(${userSubscriptions.failing_since}, ${now.toISOString()}::timestamptz)`,
            })
            .where(eq(userSubscriptions.id, current.renews_subscription_id))
      } else {
        await tx
          .update(orders)
          .set({ status: 'processing', payment_intent_id: intent.id })
          .where(eq(orders.id, orderId))
      }
    }
    // A charge that succeeded for an order some other payment settled (its first answer was lost
    // and the buyer paid again, or the order was canceled meanwhile): the money goes back.
    if ((settled || stale) && intent.status === 'succeeded' && current.payment_intent_id !== intent.id) {
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({
          order_id: orderId,
          user_id: current.user_id,
          payment_intent_id: intent.id,
          amount_cents: intent.amount,
          reason: 'duplicate',
        })
        .onConflictDoNothing({ target: paymentRefunds.payment_intent_id })
        .returning({ id: paymentRefunds.id })
      if (refund) effects.push(() => refundCharge(ctx, refund.id))
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    return { order, effects }
  })
  await runEffects(effects)
  return order
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
      await ctx.notify(row.user_id, NOTIFICATION_SLUG_TYPES.paymentRefunded, {
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

/**
 * Marks the order paid, if it is not yet, and delivers what it bought, in the caller's
 * transaction: the next number of the year (no gaps: a rollback takes the number back too),
 * `order.paid` for the other areas (the enrolment, the referral reward), the feature flag or the
 * plan, the coupon's redemption, the transfer no longer pending. Answers the notifications to send
 * once committed.
 */
export async function markPaid(
  tx: Tx,
  orderId: number,
  now: Date,
  notify: Notify,
  mail?: PaymentsMail,
): Promise<Effect[]> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'succeeded', paid_at: now, decline_reason: null, next_action_url: null })
    .where(and(eq(orders.id, orderId), sql`${orders.status} not in ('succeeded', 'refunded')`))
    .returning()
  if (!order) return []
  if (order.amount_cents > 0) {
    const year = now.getUTCFullYear()
    const [counter] = await tx
      .insert(orderCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: orderCounters.year, set: { last: sql`${orderCounters.last} + 1` } })
      .returning()
    const [billing] = await tx
      .select()
      .from(billingInformation)
      .where(eq(billingInformation.user_id, order.user_id))
    await tx
      .update(orders)
      .set({
        number_year: year,
        number: counter.last,
        billing_snapshot: billing ? billingSnapshotOf(billing) : null,
      })
      .where(eq(orders.id, orderId))
  }
  // The order's hold becomes its redemption, in this transaction: once, as the order is paid once.
  await tx.delete(couponReservations).where(eq(couponReservations.order_id, order.id))
  if (order.coupon_id !== null)
    await tx
      .insert(couponRedemptions)
      .values({ coupon_id: order.coupon_id, user_id: order.user_id, order_id: order.id })
      .onConflictDoNothing()
  if (order.bank_reference)
    await tx
      .update(users)
      .set({ pending_bank_transfer: false, pending_bank_transfer_details: null })
      .where(
        and(
          eq(users.id, order.user_id),
          sql`(${users.pending_bank_transfer_details} ->> 'order_id')::int = ${order.id}`,
        ),
      )
  const data: Record<string, unknown> = {
    order_id: order.id,
    product_type: order.product_type,
    product_id: order.product_id,
    // the notification names what was bought: a course's title, a feature's in both languages
    ...(await productTitle(tx, order)),
  }
  // The other areas deliver their part (courses: the enrolment; referrals: the reward), here.
  const effects: Effect[] = await publishOrderPaid(tx, order, notify)
  if (order.product_type === 'feature') {
    const [{ flag }] = await tx
      .select({ flag: featureProducts.flag })
      .from(featureProducts)
      .where(eq(featureProducts.id, order.product_id))
    await tx
      .update(users)
      .set({ features: sql`${users.features} || jsonb_build_object(${flag}::text, true)` })
      .where(eq(users.id, order.user_id))
  }
  const subscription = order.product_type === 'subscription'
  if (subscription) {
    await activateSubscription(tx, order, now)
    await syncPlanFeatures(tx, order.user_id)
  }
  // The receipt (or the renewal's), once: only this call marked the order paid.
  if (mail) await mail.paid(tx, order.id)
  return [
    ...effects,
    () => notify(order.user_id, subscription ? 'subscription_active' : 'product_purchased', data),
  ]
}

// ---------------------------------------------------------------------------------------------
// Subscriptions

function periodEnd(start: Date, interval: 'month' | 'year', count: number): Date {
  const end = new Date(start)
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + count)
  else end.setUTCFullYear(end.getUTCFullYear() + count)
  return end
}

async function startSubscription(
  tx: Tx,
  userId: number,
  planId: number,
  now: Date,
  status: 'active' | 'pending_bank_transfer',
  pmid: string | null,
  orderId: number,
) {
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId))
  await tx
    .delete(userSubscriptions)
    .where(and(eq(userSubscriptions.user_id, userId), eq(userSubscriptions.status, 'pending_bank_transfer')))
  await tx.insert(userSubscriptions).values({
    user_id: userId,
    plan_id: planId,
    status,
    current_period_start: now,
    current_period_end: periodEnd(now, plan.interval, plan.interval_count),
    pmid,
    order_id: orderId,
  })
}

async function activateSubscription(tx: Tx, order: OrderRow, now: Date) {
  if (order.renews_subscription_id !== null) {
    const [sub] = await tx
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, order.renews_subscription_id))
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, sub.plan_id))
    await tx
      .update(userSubscriptions)
      .set({
        status: 'active',
        failing_since: null,
        dunning_attempts: 0,
        next_retry_at: null,
        renewal_claim: null,
        current_period_start: sub.current_period_end,
        current_period_end: periodEnd(sub.current_period_end, plan.interval, plan.interval_count),
        order_id: order.id,
      })
      .where(eq(userSubscriptions.id, sub.id))
    return
  }
  // Renewals charge the card the plan was bought with.
  const pmid = order.pmid
  const [pending] = await tx
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.user_id, order.user_id), eq(userSubscriptions.order_id, order.id)))
  if (pending) {
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, pending.plan_id))
    await tx
      .update(userSubscriptions)
      .set({
        status: 'active',
        current_period_start: now,
        current_period_end: periodEnd(now, plan.interval, plan.interval_count),
      })
      .where(eq(userSubscriptions.id, pending.id))
  } else {
    await startSubscription(tx, order.user_id, order.product_id, now, 'active', pmid, order.id)
  }
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, order.product_id))
  if (plan.limited_qty)
    await tx
      .update(subscriptionPlans)
      .set({ qty: sql`greatest(coalesce(${subscriptionPlans.qty}, 0) - 1, 0)` })
      .where(eq(subscriptionPlans.id, plan.id))
}

// ---------------------------------------------------------------------------------------------
// Coupon holds that ran out

/**
 * Gives back the coupon uses held by orders left unpaid past their hold (a 3-D Secure page
 * abandoned, a transfer never sent): the order is canceled first, so it can no longer be paid at
 * the coupon's price: a card payment's intent is canceled at the provider (one that succeeded
 * meanwhile is settled as paid instead, its hold becoming the redemption), a bank transfer's order
 * is canceled and no longer awaited. Run by the hourly job, and for one coupon before it is
 * counted (buy, coupon check), so a later buyer need not wait for the job.
 */
export async function releaseExpiredReservations(
  ctx: PaymentsContext,
  filter: { code?: string } = {},
): Promise<number> {
  const now = await ctx.provider.now()
  const expired = await ctx.db
    .select({ order: orders })
    .from(couponReservations)
    .innerJoin(orders, eq(orders.id, couponReservations.order_id))
    .innerJoin(coupons, eq(coupons.id, couponReservations.coupon_id))
    .where(
      and(
        sql`${couponReservations.expires_at} <= ${now.toISOString()}::timestamptz`,
        filter.code === undefined ? undefined : sql`upper(${coupons.code}) = upper(${filter.code.trim()})`,
      ),
    )
    .orderBy(couponReservations.expires_at)
    .limit(100)
  for (const { order } of expired) {
    if (order.payment_intent_id && (order.status === 'requires_action' || order.status === 'processing')) {
      let intent: PaymentIntent
      try {
        intent = await ctx.provider.cancelPaymentIntent(order.payment_intent_id)
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error
        // Stripe refuses to cancel an intent that succeeded or is processing: it settles as it is.
        intent = await ctx.provider.retrievePaymentIntent(order.payment_intent_id)
      }
      await applyIntent(ctx, intent)
      continue
    }
    if (order.status === 'processing') {
      await failUncharged(ctx.db, order.id)
      continue
    }
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update')
      if (current.status === 'pending_bank_transfer') {
        await tx.update(orders).set({ status: 'canceled' }).where(eq(orders.id, current.id))
        await tx
          .update(users)
          .set({ pending_bank_transfer: false, pending_bank_transfer_details: null })
          .where(
            and(
              eq(users.id, current.user_id),
              sql`(${users.pending_bank_transfer_details} ->> 'order_id')::int = ${current.id}`,
            ),
          )
        await tx
          .delete(userSubscriptions)
          .where(
            and(
              eq(userSubscriptions.order_id, current.id),
              eq(userSubscriptions.status, 'pending_bank_transfer'),
            ),
          )
      }
      // Settled or failed some other way: only the hold is left to drop.
      if (current.status !== 'processing' && current.status !== 'requires_action')
        await tx.delete(couponReservations).where(eq(couponReservations.order_id, current.id))
    })
  }
  return expired.length
}

// ---------------------------------------------------------------------------------------------
// Bank transfers

/** The transfer arrived (an admin, or the dev tool): the order is paid and the purchase active. */
export async function confirmBankTransfer(ctx: PaymentsContext, orderId: number, locale: Locale) {
  const now = await ctx.provider.now()
  const { order, effects } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!current) throw notFound(say('orderNotFound', locale))
    if (current.status === 'succeeded') return { order: current, effects: [] as Effect[] }
    if (current.status !== 'pending_bank_transfer') throw new HttpError(409, say('notBankTransfer', locale))
    const effects = await markPaid(tx, orderId, now, ctx.notify, ctx.mail)
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    return { order, effects }
  })
  await runEffects(effects)
  return answerOf(order)
}

/** What the order bought, as its notification names it ({} for a subscription: its own notice). */
async function productTitle(tx: Tx, order: OrderRow): Promise<{ title?: string; title_en?: string }> {
  if (order.product_type === 'course') {
    const [course] = await tx
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, order.product_id))
    return course ? { title: course.title } : {}
  }
  if (order.product_type === 'feature') {
    const [feature] = await tx
      .select({ title: featureProducts.title_it, title_en: featureProducts.title_en })
      .from(featureProducts)
      .where(eq(featureProducts.id, order.product_id))
    return feature ?? {}
  }
  return {}
}
