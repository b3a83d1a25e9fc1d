/**
 * A PayPal account saved from the settings without a purchase (issue 36): Stripe's setup intent
 * with payment_method_data { type: 'paypal' }, for off-session charges (renewals). Starting it
 * answers PayPal's approval page (the sandbox's own, paypal.routes.ts), which sends the user back
 * to return_url with setup_intent={id}; confirming it then keeps the approved account with the
 * user, like a card: brand `paypal`, the payer's e-mail instead of the last 4. Exactly once: the
 * same Idempotency-Key answers the same setup intent, and the account's pmid is unique, so a
 * confirmation asked again (a retry, a reload) keeps it once.
 */
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { PaypalSetupAnswer, SavedCard } from '../../../contracts/payments/schemas.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { createMessages } from '../../core/http/messages.ts'
import { customerOf } from './order-claim.ts'
import type { PaymentsContext } from './orders.ts'
import { PAYPAL_BRAND } from './paypal.ts'
import { ProviderError, type SetupIntent } from './provider/types.ts'
import { savedPaymentMethods } from './tables.ts'

const { say } = createMessages({
  setupNotFound: {
    it: 'Questa autorizzazione PayPal non esiste o non è tua.',
    en: 'This PayPal authorisation does not exist or is not yours.',
  },
  setupWaiting: {
    it: 'Il conto PayPal non è ancora stato approvato: completa la pagina di PayPal.',
    en: 'The PayPal account has not been approved yet: finish on the PayPal page.',
  },
  setupCanceled: {
    it: 'Hai annullato su PayPal: il conto non è stato salvato.',
    en: 'You cancelled on PayPal: the account was not saved.',
  },
})

export interface StartPaypalSetup {
  userId: number
  returnUrl: string
  /** The Idempotency-Key header: the same key answers the same setup intent. */
  idempotencyKey: string | undefined
  online: { ip_address: string; user_agent: string }
}

export async function startPaypalSetup(
  ctx: PaymentsContext,
  request: StartPaypalSetup,
): Promise<PaypalSetupAnswer> {
  const customer = await customerOf(ctx, request.userId)
  const intent = await ctx.provider.createSetupIntent({
    customer,
    payment_method_type: 'paypal',
    return_url: request.returnUrl,
    online: request.online,
    idempotencyKey: `paypal-setup:${request.userId}:${request.idempotencyKey ?? crypto.randomUUID()}`,
  })
  const url = intent.next_action?.redirect_to_url.url
  if (!url) throw new Error(`setup intent ${intent.id} has no approval page (status ${intent.status})`)
  return { id: intent.id, next_action_url: url }
}

/** The user's setup intent, or 404 (unknown, or another customer's). */
async function ownSetupIntent(ctx: PaymentsContext, userId: number, id: string, locale: Locale) {
  const intent: SetupIntent | null = await ctx.provider.retrieveSetupIntent(id).catch((error: unknown) => {
    if (error instanceof ProviderError && error.code === 'resource_missing') return null
    throw error
  })
  if (!intent || intent.customer !== (await customerOf(ctx, userId)))
    throw notFound(say('setupNotFound', locale))
  return intent
}

export async function confirmPaypalSetup(
  ctx: PaymentsContext,
  userId: number,
  id: string,
  locale: Locale,
): Promise<SavedCard> {
  const intent = await ownSetupIntent(ctx, userId, id, locale)
  if (intent.status !== 'succeeded' || !intent.payment_method)
    throw new HttpError(
      409,
      say(intent.status === 'requires_action' ? 'setupWaiting' : 'setupCanceled', locale),
    )
  const pmid = intent.payment_method
  const method = await ctx.provider.retrievePaymentMethod(pmid)
  await ctx.db
    .insert(savedPaymentMethods)
    .values({
      user_id: userId,
      pmid,
      brand: PAYPAL_BRAND,
      last4: '',
      payer_email: method.paypal?.payer_email ?? null,
    })
    .onConflictDoNothing()
  const [saved] = await ctx.db
    .select()
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.user_id, userId), eq(savedPaymentMethods.pmid, pmid)))
  if (!saved) throw notFound(say('setupNotFound', locale))
  return {
    id: saved.pmid,
    brand: saved.brand,
    last4: saved.last4,
    ...(saved.payer_email ? { payer_email: saved.payer_email } : {}),
  }
}
