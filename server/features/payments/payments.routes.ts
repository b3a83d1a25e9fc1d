/**
 * The payments API (issue 12): checkout state, buying courses and features, subscriptions, coupons,
 * orders, the admin's bank-transfer confirmation, and the provider's webhook endpoint.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { buyCourse, enrolFreeCourse } from '../../../contracts/courses/endpoints.ts'
import {
  activateFreeTier,
  adminConfirmBankTransfer,
  adminListBankTransfers,
  cancelSubscription,
  changeSubscription,
  buyFeature,
  checkCoupon,
  checkoutSubscription,
  deletePaymentMethod,
  getCheckout,
  initSubscription,
  listFeatures,
  listOrders,
  listPaymentMethods,
  listSubscriptions,
  ownedSubscription,
} from '../../../contracts/payments/endpoints.ts'
import { IDEMPOTENCY_KEY_MAX_LENGTH, type ProductRef } from '../../../contracts/payments/schemas.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { say } from './messages.ts'
import { formatOrderNumber, type PaymentsContext } from './orders.ts'
import { confirmBankTransfer } from './bank-transfers.ts'
import { buy, requestFingerprint } from './order-claim.ts'
import { checkoutState } from './order-queries.ts'
import { applyIntent, releaseExpiredReservations } from './order-settlement.ts'
import { listPendingBankTransfers, listUserOrders } from './order-lists.ts'
import { loadProduct, priceWithCoupon, toSubscription } from './products.ts'
import { hasItalianFiscalData, orderBuyer } from './receipts-data.ts'
import { orderDocumentsOf, orderRefundOf, settleRefunded } from './refunds.ts'
import { SignatureError } from './provider/signature.ts'
import { CHARGE_REFUNDED, type Charge } from './provider/types.ts'
import { removeSavedCard, savedCardsOf } from './saved-cards.ts'
import { audienceOf, ownedSubscriptionOf } from './subscriptions.ts'
import { WEBHOOK_PATH } from './services.ts'
import {
  featureProducts,
  liveSubscription,
  orders,
  subscriptionChoices,
  subscriptionPlans,
  userSubscriptions,
  webhookEvents,
} from './tables.ts'

/** The provider, or 501 when none is configured (production without Stripe or PAYMENTS=sandbox). */
export function paymentsOf(app: FastifyInstance, request: FastifyRequest): PaymentsContext {
  const context = app.payments.context()
  if (!context) throw new HttpError(501, say('paymentsOff', requestLocale(request)))
  return context
}

/** The Idempotency-Key header, if sent (one key per payment attempt). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key']
  if (value === undefined) return undefined
  const locale = requestLocale(request)
  if (typeof value !== 'string' || value.trim() === '' || value.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw validationError(
      {
        'Idempotency-Key': [
          locale === 'en'
            ? `The Idempotency-Key header must be a single text of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`
            : `L'intestazione Idempotency-Key deve essere un solo testo da 1 a ${IDEMPOTENCY_KEY_MAX_LENGTH} caratteri.`,
        ],
      },
      locale,
    )
  return value
}

/** Asks for the provider before the handler: 501 when payments are off. */
const requirePaymentsOf = (app: FastifyInstance) => ({
  before: (request: FastifyRequest) => void paymentsOf(app, request),
})

/** The checkout of a product, the saved cards and the buyer's orders. */
function registerCheckoutRoutes(app: FastifyInstance) {
  const requirePayments = requirePaymentsOf(app)

  route(
    app,
    getCheckout,
    async ({ params, request }) => {
      const ctx = paymentsOf(app, request)
      const userId = currentUser(request).id
      const state = await checkoutState(ctx, userId, params as ProductRef, requestLocale(request))
      // The cards with the default and the unusable ones marked: the checkout preselects only the
      // default card, and only when it can pay (issue 36).
      return {
        data: { ...state, payment_methods: await savedCardsOf(app.db, userId, await ctx.provider.now()) },
      }
    },
    requirePayments,
  )

  route(app, listPaymentMethods, async ({ request }) => {
    const now = app.payments.provider ? await app.payments.provider.now() : new Date()
    return { data: await savedCardsOf(app.db, currentUser(request).id, now) }
  })

  route(app, deletePaymentMethod, async ({ params, request }) => ({
    data: await removeSavedCard(
      { db: app.db, provider: app.payments.provider, log: request.log },
      currentUser(request).id,
      params.id,
      requestLocale(request),
    ),
  }))

  route(app, listOrders, async ({ query, request }) => {
    const page = { page: Number(query.page), perPage: Number(query.perPage) }
    const { rows, total } = await listUserOrders(
      app.db,
      currentUser(request).id,
      page.page,
      page.perPage,
      requestLocale(request),
    )
    const fiscalNow = hasItalianFiscalData(await orderBuyer(app.db, { user_id: currentUser(request).id }))
    return paginated(
      rows.map(({ order, product_title, credit_note }) => ({
        id: order.id,
        product_title,
        number: formatOrderNumber(order.number_year, order.number),
        status: order.status,
        amount_cents: order.amount_cents,
        product_type: order.product_type,
        product_id: order.product_id,
        created_at: order.created_at.toISOString(),
        // Refunded: its credit note beside its receipt (issue 36).
        refund: orderRefundOf(credit_note, order),
        documents: orderDocumentsOf(
          order,
          credit_note,
          order.billing_snapshot ? hasItalianFiscalData(order.billing_snapshot) : fiscalNow,
        ),
      })),
      page,
      total,
    )
  })
}

/** Buying a course or a feature, enrolling in a free course, the features on sale. */
function registerPurchaseRoutes(app: FastifyInstance) {
  const requirePayments = requirePaymentsOf(app)

  const buyRoute =
    (ref: (id: number) => ProductRef) =>
    async ({
      params,
      body,
      request,
    }: {
      params: { id: number }
      body: Parameters<typeof buy>[1]['body']
      request: FastifyRequest
    }) => ({
      data: await buy(paymentsOf(app, request), {
        userId: currentUser(request).id,
        ref: ref(params.id),
        body,
        idempotencyKey: idempotencyKeyOf(request),
        fingerprint: requestFingerprint(request.method, request.url, body),
        locale: requestLocale(request),
      }),
    })

  route(
    app,
    buyCourse,
    buyRoute((id) => ({ type: 'course', id })),
    requirePayments,
  )
  route(
    app,
    buyFeature,
    buyRoute((id) => ({ type: 'feature', id })),
    requirePayments,
  )

  route(
    app,
    enrolFreeCourse,
    async ({ params, request }) => ({
      data: await buy(paymentsOf(app, request), {
        userId: currentUser(request).id,
        ref: { type: 'course', id: params.id },
        body: { return_url: '/' },
        idempotencyKey: idempotencyKeyOf(request),
        fingerprint: requestFingerprint(request.method, request.url, {}),
        locale: requestLocale(request),
        freeOnly: true,
      }),
    }),
    requirePayments,
  )

  route(app, listFeatures, async ({ request }) => {
    const user = currentUser(request)
    const locale = requestLocale(request)
    const [row] = await app.db.select({ features: users.features }).from(users).where(eq(users.id, user.id))
    const features = await app.db.select().from(featureProducts).orderBy(asc(featureProducts.id))
    return {
      data: features.map((feature) => ({
        id: feature.id,
        flag: feature.flag,
        title: locale === 'en' ? feature.title_en : feature.title_it,
        description: locale === 'en' ? feature.description_en : feature.description_it,
        price_cents: feature.price_cents,
        currency: 'EUR' as const,
        owned: row?.features[feature.flag] === true,
      })),
    }
  })
}

/** The plans, one's own subscription, its change, cancellation and checkout, the free tier. */
function registerSubscriptionRoutes(app: FastifyInstance) {
  const requirePayments = requirePaymentsOf(app)

  route(app, listSubscriptions, async ({ query, request }) => {
    const rows = await app.db
      .select()
      .from(subscriptionPlans)
      .where(
        and(
          eq(subscriptionPlans.visible, true),
          eq(subscriptionPlans.active, true),
          eq(subscriptionPlans.audience, audienceOf(query.audience, request.user)),
        ),
      )
      .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id))
    const locale = requestLocale(request)
    return { data: rows.map((row) => toSubscription(row, locale)) }
  })

  const owned = (request: FastifyRequest) =>
    ownedSubscriptionOf(app.db, currentUser(request).id, requestLocale(request))

  route(app, ownedSubscription, async ({ request }) => ({ data: await owned(request) }))

  // A change of plan takes effect at the next renewal, as a Stripe schedule's next phase would: the
  // period paid for keeps its plan, the renewal charges the new one (renewals.ts). Asking for the
  // current plan undoes a change; either way the subscription renews (a cancellation is withdrawn).
  route(app, changeSubscription, async ({ body, request }) => {
    const locale = requestLocale(request)
    const userId = currentUser(request).id
    const [plan] = await app.db
      .select()
      .from(subscriptionPlans)
      .where(
        and(
          eq(subscriptionPlans.id, body.id),
          eq(subscriptionPlans.visible, true),
          eq(subscriptionPlans.active, true),
        ),
      )
    if (!plan) throw validationError({ id: [say('subscriptionNotFound', locale)] }, locale)
    if (!plan.recurring) throw validationError({ id: [say('planNotRecurring', locale)] }, locale)
    const [live] = await app.db
      .select({ id: userSubscriptions.id, plan_id: userSubscriptions.plan_id })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.user_id, userId), eq(userSubscriptions.status, 'active')))
    if (!live) throw new HttpError(409, say('noLiveSubscription', locale))
    if (live.plan_id !== plan.id && !plan.purchaseable)
      throw validationError({ id: [say('notPurchaseable', locale)] }, locale)
    await app.db
      .update(userSubscriptions)
      .set({ next_plan_id: live.plan_id === plan.id ? null : plan.id, cancel_at_period_end: false })
      .where(eq(userSubscriptions.id, live.id))
    return { data: (await owned(request))! }
  })

  route(app, cancelSubscription, async ({ request }) => {
    await app.db
      .update(userSubscriptions)
      .set({ cancel_at_period_end: true, next_plan_id: null })
      .where(and(eq(userSubscriptions.user_id, currentUser(request).id), liveSubscription()))
    return { data: await owned(request) }
  })

  route(
    app,
    initSubscription,
    async ({ body, request }) => {
      const userId = currentUser(request).id
      // Refuses an unknown or hidden plan (422) before anything is recorded.
      const state = await checkoutState(
        paymentsOf(app, request),
        userId,
        { type: 'subscription', id: body.id },
        requestLocale(request),
      )
      // The choice lives on the server: a reload of the payment step, another tab or device checks
      // out the same plan (GET /api/onboarding answers it).
      await app.db
        .insert(subscriptionChoices)
        .values({ user_id: userId, plan_id: body.id })
        .onConflictDoUpdate({
          target: subscriptionChoices.user_id,
          set: { plan_id: body.id, chosen_at: sql`now()` },
        })
      return { data: state }
    },
    requirePayments,
  )

  route(
    app,
    checkoutSubscription,
    async ({ body, request }) => {
      const { id, ...rest } = body
      return {
        data: await buy(paymentsOf(app, request), {
          userId: currentUser(request).id,
          ref: { type: 'subscription', id },
          body: rest,
          idempotencyKey: idempotencyKeyOf(request),
          fingerprint: requestFingerprint(request.method, request.url, body),
          locale: requestLocale(request),
        }),
      }
    },
    requirePayments,
  )

  route(app, activateFreeTier, async ({ request }) => {
    const [row] = await app.db
      .update(users)
      .set({ free_tier_active: true })
      .where(eq(users.id, currentUser(request).id))
      .returning({ free_tier_active: users.free_tier_active })
    return { data: row }
  })
}

/** A coupon checked against a product; the admin's bank transfers and their confirmation. */
function registerCouponAndAdminRoutes(app: FastifyInstance) {
  const requirePayments = requirePaymentsOf(app)

  route(
    app,
    checkCoupon,
    async ({ body, request }) => {
      const ctx = paymentsOf(app, request)
      const locale = requestLocale(request)
      const ref: ProductRef =
        body.course_id !== undefined
          ? { type: 'course', id: body.course_id }
          : body.feature_id !== undefined
            ? { type: 'feature', id: body.feature_id }
            : { type: 'subscription', id: body.subscription_id! }
      const now = await ctx.provider.now()
      const userId = currentUser(request).id
      const product = await loadProduct(app.db, ref, locale, now)
      await releaseExpiredReservations(ctx, { code: body.code })
      // The buyer's own open order of this product holds the coupon for this very purchase.
      const [open] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.user_id, userId),
            eq(orders.product_type, ref.type),
            eq(orders.product_id, ref.id),
            sql`${orders.status} not in ('succeeded', 'canceled')`,
          ),
        )
      const price = await priceWithCoupon(app.db, body.code, userId, product, now, locale, 'code', {
        exceptOrder: open?.id,
      })
      return {
        data: { code: price.code, price_cents: price.price_cents, discount_cents: price.discount_cents },
      }
    },
    requirePayments,
  )

  route(app, adminListBankTransfers, async ({ query, request }) => {
    const page = { page: Number(query.page), perPage: Number(query.perPage) }
    const { rows, total } = await listPendingBankTransfers(
      app.db,
      page.page,
      page.perPage,
      requestLocale(request),
    )
    return paginated(rows, page, total)
  })

  route(
    app,
    adminConfirmBankTransfer,
    async ({ params, request }) => ({
      data: await confirmBankTransfer(paymentsOf(app, request), params.id, requestLocale(request)),
    }),
    requirePayments,
  )
}

export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  registerCheckoutRoutes(app)
  registerPurchaseRoutes(app)
  registerSubscriptionRoutes(app)
  registerCouponAndAdminRoutes(app)

  await app.register(webhookRoute)
}

/**
 * POST /webhooks/payments: the provider's events, verified on the raw body (Stripe-Signature),
 * each handled once (webhook_events), in any order relative to the API call that caused them.
 * Authenticated by its signature, so it is outside /api (no session, no CSRF token).
 */
const webhookRoute: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes: keep them (wrapped, as the input guard wants an object).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, { raw: body }),
  )
  app.post(WEBHOOK_PATH, async (request, reply) => {
    const context = app.payments.context()
    if (!context) return reply.code(501).send({ message: 'Payments are not configured.' })
    const { raw } = (request.body ?? { raw: '' }) as { raw: string }
    const header = request.headers['stripe-signature']
    let event
    try {
      event = context.provider.verifyWebhook(raw, typeof header === 'string' ? header : undefined)
    } catch (error) {
      if (error instanceof SignatureError) return reply.code(400).send({ message: error.message })
      throw error
    }
    const [fresh] = await app.db
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning()
    if (!fresh) return { received: true, duplicate: true }
    try {
      // A refund went through (issue 36): the refunds still waiting for the provider's answer are done.
      if (event.type === CHARGE_REFUNDED)
        await settleRefunded(context, (event.data?.object as unknown as Charge | null)?.payment_intent)
      else if (event.data?.object?.metadata?.order_id) await applyIntent(context, event.data.object)
    } catch (error) {
      // Not handled: let the provider deliver it again.
      await app.db.delete(webhookEvents).where(eq(webhookEvents.id, event.id))
      throw error
    }
    return { received: true }
  })
}
