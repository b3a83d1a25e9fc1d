/**
 * The subscription lifecycle's calls (issue 36): saving a card (POST /api/payment-methods), making
 * it the card renewals charge (PUT /api/payment-methods/{id}/default; a renewal that failed is
 * charged again with it at once, so a past_due subscription is active again when it pays), and
 * withdrawing a cancellation before the period ends (POST /api/subscriptions/resume), and saving a
 * PayPal account without a purchase (POST /api/payment-methods/paypal, then
 * POST /api/payment-methods/paypal/{id} once approved: paypal-setup.ts).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  addPaymentMethod,
  confirmPaypalSetup,
  resumeSubscription,
  setDefaultPaymentMethod,
  startPaypalSetup,
} from '../../../contracts/payments/endpoints.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { createMessages } from '../../core/http/messages.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { answerOf } from './orders.ts'
import { prepareCard } from './order-claim.ts'
import { idempotencyKeyOf, paymentsOf } from './payments.routes.ts'
import * as paypalSetup from './paypal-setup.ts'
import { retryWithNewCard } from './renewals.ts'
import { ownedSubscriptionOf } from './subscriptions.ts'
import { savedPaymentMethods, userSubscriptions } from './tables.ts'

const { say } = createMessages({
  cardNotFound: {
    it: 'Questa carta non è tra le tue carte salvate.',
    en: 'This card is not one of your saved cards.',
  },
  noSubscription: {
    it: 'Non hai un abbonamento attivo a cui associare la carta.',
    en: 'You have no active subscription to use the card for.',
  },
  notCancelled: {
    it: "L'abbonamento non è disdetto: non c'è nulla da riattivare.",
    en: 'The subscription is not cancelled: there is nothing to resume.',
  },
})

export const subscriptionsRoutes: FastifyPluginAsync = async (app) => {
  const requirePayments = { before: (request: FastifyRequest) => void paymentsOf(app, request) }

  route(
    app,
    addPaymentMethod,
    async ({ body, request }) => {
      const userId = currentUser(request).id
      await prepareCard(paymentsOf(app, request), userId, body.pmid, requestLocale(request))
      const [card] = await app.db
        .select()
        .from(savedPaymentMethods)
        .where(and(eq(savedPaymentMethods.user_id, userId), eq(savedPaymentMethods.pmid, body.pmid)))
      // Attached by another user's customer first: the provider refuses it, as prepareCard says.
      if (!card) throw notFound(say('cardNotFound', requestLocale(request)))
      return {
        data: {
          id: card.pmid,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.exp_month ?? undefined,
          exp_year: card.exp_year ?? undefined,
        },
      }
    },
    requirePayments,
  )

  route(
    app,
    startPaypalSetup,
    async ({ body, request }) => ({
      data: await paypalSetup.startPaypalSetup(paymentsOf(app, request), {
        userId: currentUser(request).id,
        returnUrl: body.return_url,
        idempotencyKey: idempotencyKeyOf(request),
        online: { ip_address: request.ip, user_agent: request.headers['user-agent'] ?? '' },
      }),
    }),
    requirePayments,
  )

  route(
    app,
    confirmPaypalSetup,
    async ({ params, request }) => ({
      data: await paypalSetup.confirmPaypalSetup(
        paymentsOf(app, request),
        currentUser(request).id,
        params.id,
        requestLocale(request),
      ),
    }),
    requirePayments,
  )

  route(
    app,
    setDefaultPaymentMethod,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      const userId = currentUser(request).id
      const [card] = await app.db
        .select({ pmid: savedPaymentMethods.pmid })
        .from(savedPaymentMethods)
        .where(and(eq(savedPaymentMethods.user_id, userId), eq(savedPaymentMethods.pmid, params.id)))
      if (!card) throw notFound(say('cardNotFound', locale))
      const [sub] = await app.db
        .update(userSubscriptions)
        .set({ pmid: card.pmid })
        .where(
          and(
            eq(userSubscriptions.user_id, userId),
            inArray(userSubscriptions.status, ['active', 'past_due']),
          ),
        )
        .returning()
      if (!sub) throw new HttpError(409, say('noSubscription', locale))
      const retried = await retryWithNewCard(paymentsOf(app, request), sub.id)
      return {
        data: {
          pmid: card.pmid,
          subscription: await ownedSubscriptionOf(app.db, userId, locale),
          retry: retried ? answerOf(retried) : null,
        },
      }
    },
    requirePayments,
  )

  route(app, resumeSubscription, async ({ request }) => {
    const locale = requestLocale(request)
    const userId = currentUser(request).id
    const now = app.payments.provider ? await app.payments.provider.now() : new Date()
    const [resumed] = await app.db
      .update(userSubscriptions)
      .set({ cancel_at_period_end: false })
      .where(
        and(
          eq(userSubscriptions.user_id, userId),
          inArray(userSubscriptions.status, ['active', 'past_due']),
          eq(userSubscriptions.cancel_at_period_end, true),
        ),
      )
      .returning()
    // Past its period end the renewal job ends it at its next run: too late to resume.
    if (!resumed || resumed.current_period_end <= now) {
      if (resumed)
        await app.db
          .update(userSubscriptions)
          .set({ cancel_at_period_end: true })
          .where(eq(userSubscriptions.id, resumed.id))
      throw new HttpError(409, say('notCancelled', locale))
    }
    return { data: (await ownedSubscriptionOf(app.db, userId, locale))! }
  })
}
