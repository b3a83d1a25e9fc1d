/**
 * Buying: the claim and the charge (steps 1 and 2 of orders.ts). The Idempotency-Key is bound to
 * the request (`requestFingerprint`); the claim runs in one transaction under advisory locks; the
 * charge asks the provider with the attempt's key and settles the answer (order-settlement.ts).
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { BuyBody, OrderStatusAnswer, ProductRef } from '../../../contracts/payments/schemas.ts'
import { sameOriginPath } from '../../../contracts/payments/schemas.ts'
import { validationError } from '../../core/http/errors.ts'
import { billingInformationOf } from '../accounts/index.ts'
import { awaitBankTransfer } from './bank-transfers.ts'
import { fatturaBuyer } from './fattura-buyer.ts'
import { say } from './messages.ts'
import {
  answerOf,
  productWhere,
  runEffects,
  type Effect,
  type OrderRow,
  type PaymentsContext,
} from './orders.ts'
import { applyIntent, failUncharged, markPaid, releaseExpiredReservations } from './order-settlement.ts'
import { methodTypeOf, paypalCharge } from './paypal.ts'
import { COUPON_HOLD_MS, isOwned, loadProduct, priceWithCoupon, reserveCoupon, type Tx } from './products.ts'
import { ProviderError, type PaymentIntent } from './provider/types.ts'
import { billingSnapshotOf } from './receipts-snapshot.ts'
import {
  liveSubscription,
  orders,
  paymentAttempts,
  paymentCustomers,
  savedPaymentMethods,
  userSubscriptions,
} from './tables.ts'

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
  const { userId, body, locale } = request
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

  const claim = await db.transaction((tx) => claimOrder(ctx, tx, request, { now, paypal, customer }))
  if (claim.kind === 'answer') return answerOf(claim.order)
  if (claim.kind === 'done') {
    await runEffects(claim.effects)
    return answerOf(claim.order)
  }
  return charge(ctx, request, claim, { paypal, customer, returnUrl })
}

/**
 * Step 1 (orders.ts), in the caller's transaction: the attempt's key answers again; a paid or open
 * order is the answer; else the order is created or taken up again, its coupon held.
 */
async function claimOrder(
  ctx: PaymentsContext,
  tx: Tx,
  request: BuyRequest,
  { now, paypal, customer }: { now: Date; paypal: boolean; customer: string | null },
): Promise<Claim> {
  const { userId, ref, body, locale } = request
  // The key first (two products bought with one key must not both record it), then the product.
  if (request.idempotencyKey)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`attempt:${userId}:${request.idempotencyKey}`}))`,
    )
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${userId}:${ref.type}:${ref.id}`}))`)
  if (request.idempotencyKey) {
    const replayed = await replayAttempt(tx, request, request.idempotencyKey)
    if (replayed) return replayed
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
    await recordAttempt(tx, userId, order.id, request)
    return { kind: 'answer', order: await awaitBankTransfer(ctx, tx, order, now) }
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
}

/** The attempt already made with this Idempotency-Key, answered again; null for a new key. */
async function replayAttempt(tx: Tx, request: BuyRequest, key: string): Promise<Claim | null> {
  const { userId, locale } = request
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.user_id, userId), eq(paymentAttempts.idempotency_key, key)))
  if (!attempt) return null
  if (attempt.request_hash !== null && attempt.request_hash !== (request.fingerprint ?? null))
    throw validationError({ 'Idempotency-Key': [say('idempotencyKeyReused', locale)] }, locale)
  const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.order_id))
  // The same attempt, its charge not settled yet (a retry after a lost answer): charge again
  // with the same provider key, which answers the first intent.
  if (order.status === 'processing' && (order.payment_intent_id === null || attempt.payment_intent_id))
    return { kind: 'charge', order, attemptId: attempt.id, effects: [] }
  return { kind: 'answer', order }
}

/** Step 2 (orders.ts): the provider's payment intent for the claimed attempt, then settled. */
async function charge(
  ctx: PaymentsContext,
  request: BuyRequest,
  claim: Extract<Claim, { kind: 'charge' }>,
  { paypal, customer, returnUrl }: { paypal: boolean; customer: string | null; returnUrl: string },
): Promise<OrderStatusAnswer> {
  const { db, provider } = ctx
  const { userId, ref, body, locale } = request
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

/**
 * The buyer's billing data as the invoice of a paid order needs it (issue 32 item 9), else a 422
 * naming each missing or malformed field (`fatturaBuyer`, the very check the FatturaPA makes), so
 * no order is paid that cannot get its fiscal document.
 */
async function requireInvoiceData(tx: Tx, userId: number, locale: Locale): Promise<void> {
  const row = await billingInformationOf(tx, userId)
  fatturaBuyer(row ? billingSnapshotOf(row) : null, locale)
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
