/**
 * The payments area's services: `app.payments`, the payment provider every route uses. The
 * embedded sandbox is the default outside production; production refuses it unless PAYMENTS=sandbox.
 * The `stripe` SDK adapter (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) is not installed yet: with
 * neither, the payment routes answer 501.
 */
import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { defineServices } from '../../core/areas.ts'
import type { PaymentsContext } from './orders.ts'
import { SandboxProvider } from './provider/sandbox.ts'
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

const WEBHOOK_ATTEMPTS = 4

/**
 * Delivers a signed event to the webhook endpoint, retrying a failure a few times as Stripe does.
 * The one place that becomes a job-queue send (`app.jobs.send('payments.webhook', …)`).
 */
async function deliverWebhook(app: FastifyInstance, payload: string, signature: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    })
    if (response.statusCode < 300 || attempt >= WEBHOOK_ATTEMPTS) return
    await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt))
  }
}

export function sandboxAllowed(app: FastifyInstance): boolean {
  return app.config.appEnv !== 'production' || app.config.paymentsSandbox
}

export default defineServices(async (app) => {
  if (app.hasDecorator('payments')) return
  const sandbox = sandboxAllowed(app)
    ? new SandboxProvider({
        db: app.db,
        webhookSecret: `whsec_${createHmac('sha256', app.config.appKey).update('sandbox-webhook').digest('hex')}`,
        signingKey: app.config.appKey,
        deliver: (payload, signature) => deliverWebhook(app, payload, signature),
        // Stripe delivers some events twice: development sees it too; tests say when they want it.
        delivery: { duplicate: app.config.appEnv === 'development' ? 0.1 : false },
      })
    : null
  const provider: PaymentProvider | null = sandbox
  const payments: Payments = {
    provider,
    sandbox,
    context: () =>
      provider && {
        db: app.db,
        provider,
        notify: (userId, slugType, data) => app.notifications.send(userId, slugType, data),
      },
  }
  app.decorate('payments', payments)
  app.addHook('onClose', async () => {
    await sandbox?.settle()
  })
})
