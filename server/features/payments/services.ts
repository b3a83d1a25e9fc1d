/**
 * The payments area's services: `app.payments`, the payment provider every route uses. The
 * embedded sandbox is the default outside production; production refuses it unless PAYMENTS=sandbox.
 * With the Stripe keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY) the
 * `stripe` SDK adapter is the provider; with neither, the payment routes answer 501.
 */
import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { defineServices } from '../../core/areas.ts'
import { loadSubscribers } from '../../core/domain-events.ts'
import type { PaymentsContext } from './orders.ts'
import { releaseExpiredReservations } from './order-settlement.ts'
import { CREDIT_NOTE_SOURCE, loadCreditNotePdf, retryPendingRefunds } from './refunds.ts'
import { announceExpiringCards } from './card-expiry.ts'
import { loadReceiptPdf, paymentsMail, RECEIPT_SOURCE } from './purchase-mail.ts'
import { runDueRenewals } from './renewals.ts'
import { SandboxProvider } from './provider/sandbox.ts'
import { StripeProvider } from './provider/stripe.ts'
import type { PaymentProvider } from './provider/types.ts'

export interface Payments {
  provider: PaymentProvider | null
  /** The sandbox, when it is the provider (its clock, challenge page, tokenisation). */
  sandbox: SandboxProvider | null
  context(): PaymentsContext | null
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments
  }
}

/** Where the provider's webhooks arrive: outside /api, as no session or CSRF token comes with them. */
export const WEBHOOK_PATH = '/webhooks/payments'

/** The provider's events on their way to the webhook endpoint; renewals falling due. */
export const WEBHOOK_QUEUE = 'payments.webhook'
export const RENEWALS_QUEUE = 'payments.renewals'
/** Daily: saved default cards that expire before their subscription's next renewal (card-expiry.ts). */
export const CARD_EXPIRY_QUEUE = 'payments.card-expiry'

interface WebhookJob {
  payload: string
  signature: string
}

/** Posts a signed event to the webhook endpoint; a refusal fails the job, which the queue retries. */
async function postWebhook(app: FastifyInstance, { payload, signature }: WebhookJob): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  })
  if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`)
}

export function sandboxAllowed(app: FastifyInstance): boolean {
  return app.config.paymentProvider === 'sandbox'
}

export default defineServices(async (app) => {
  if (app.hasDecorator('payments')) return
  const sandbox = sandboxAllowed(app)
    ? new SandboxProvider({
        db: app.db,
        webhookSecret: `whsec_${createHmac('sha256', app.config.appKey).update('sandbox-webhook').digest('hex')}`,
        signingKey: app.config.appKey,
        // Through the job queue, as Stripe's deliveries are: retried with backoff on failure.
        deliver: async (payload, signature) => {
          await app.jobs.send<WebhookJob>(WEBHOOK_QUEUE, { payload, signature })
        },
        afterDeliveries: () => app.jobs.drain(),
        // Stripe delivers some events twice: development sees it too; tests say when they want it.
        delivery: { duplicate: app.config.appEnv === 'development' ? 0.1 : false },
      })
    : null
  const stripe = app.config.stripe
  const provider: PaymentProvider | null =
    sandbox ?? (stripe ? new StripeProvider({ ...stripe, maxNetworkRetries: stripeRetries(app) }) : null)
  const payments: Payments = {
    provider,
    sandbox,
    context: () =>
      provider && {
        db: app.db,
        provider,
        notify: (userId, slugType, data) => app.notifications.send(userId, slugType, data),
        publicUrl: app.config.publicUrl,
        mail: paymentsMail({
          mailer: app.mailer,
          publicUrl: app.config.publicUrl,
          seller: app.config.seller,
        }),
      },
  }
  app.decorate('payments', payments)
  // The areas acting on an order paid or refunded (events.ts): loaded now, not in a payment's transaction.
  await loadSubscribers()
  // A refund's e-mail carries its credit note: the delivery renders the PDF again from the database.
  app.mailer.attachmentSource(CREDIT_NOTE_SOURCE, (ref) => loadCreditNotePdf(app.db, app.config.seller, ref))
  // So does a purchase's or a renewal's receipt.
  app.mailer.attachmentSource(RECEIPT_SOURCE, (ref) => loadReceiptPdf(app.db, app.config.seller, ref))
  if (sandbox)
    await app.jobs.work<WebhookJob>(WEBHOOK_QUEUE, (job) => postWebhook(app, job), {
      retryLimit: 5,
      retryDelaySeconds: 5,
    })
  await app.jobs.work(RENEWALS_QUEUE, async () => {
    const context = payments.context()
    if (context) {
      await runDueRenewals(context)
      await retryPendingRefunds(context)
      await releaseExpiredReservations(context)
    }
  })
  // Every morning: the subscriptions' cards that expire before the next renewal are announced.
  await app.jobs.work(CARD_EXPIRY_QUEUE, async () => {
    const context = payments.context()
    if (context) await announceExpiringCards(context)
  })
  if (provider) {
    await app.jobs.schedule(RENEWALS_QUEUE, '0 * * * *')
    await app.jobs.schedule(CARD_EXPIRY_QUEUE, '0 8 * * *')
  }
  app.addHook('onClose', async () => {
    await sandbox?.settle({ drain: false })
  })
})

/** The SDK's retries wait with backoff: tests of Stripe's errors want the error at once. */
const stripeRetries = (app: FastifyInstance) => (app.config.appEnv === 'test' ? 0 : 2)
