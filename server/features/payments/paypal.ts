/**
 * PayPal (issue 36), as a Stripe payment method: one provider, one webhook endpoint, the same
 * payment intents as cards. A PayPal payment is a payment intent confirmed with
 * payment_method_data { type: 'paypal' }: it answers requires_action with PayPal's approval page
 * (the sandbox's own, paypal.routes.ts), and the buyer's approval captures it; the order is then
 * settled by `applyIntent` exactly as a card's (receipt, e-mail, access, the same idempotency).
 * A subscription's PayPal payment also keeps the account for renewals (setup_future_usage
 * off_session: Stripe's billing agreement), saved here like a card: brand `paypal`, the payer's
 * e-mail instead of the last 4.
 */
import { eq } from 'drizzle-orm'
import type { PaymentMethodType, ProductRef } from '../../../contracts/payments/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import type { Tx } from './products.ts'
import type { CreatePaymentIntent, PaymentIntent, PaymentProvider } from './provider/types.ts'
import { orders, savedPaymentMethods } from './tables.ts'

/** A saved PayPal account's brand (Stripe lists saved PayPal methods with type `paypal`). */
export const PAYPAL_BRAND = 'paypal'

/** What a new PayPal payment of the product asks the provider for. */
export function paypalCharge(
  ref: ProductRef,
): Pick<CreatePaymentIntent, 'payment_method_type' | 'setup_future_usage'> {
  // A subscription renews off session: its approval is also the billing agreement.
  return ref.type === 'subscription'
    ? { payment_method_type: 'paypal', setup_future_usage: 'off_session' }
    : { payment_method_type: 'paypal' }
}

/** Whether a saved payment method is a card or a PayPal account (renewals charge it as such). */
export async function methodTypeOf(db: Tx, pmid: string | null): Promise<PaymentMethodType> {
  if (!pmid) return 'card'
  const [row] = await db
    .select({ brand: savedPaymentMethods.brand })
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.pmid, pmid))
  return row?.brand === PAYPAL_BRAND ? 'paypal' : 'card'
}

/**
 * An approved PayPal payment that keeps the account (a subscription's) saves it for its buyer,
 * once however often the intent is applied (the buy's return, the webhook, a replay): the
 * provider's payment method is asked for its payer e-mail, and the pmid is unique.
 */
export async function rememberPaypalAccount(
  ctx: { db: Db; provider: PaymentProvider },
  intent: PaymentIntent,
): Promise<void> {
  if (
    intent.status !== 'succeeded' ||
    !intent.payment_method_types.includes('paypal') ||
    intent.setup_future_usage !== 'off_session' ||
    !intent.payment_method
  )
    return
  const pmid = intent.payment_method
  const [known] = await ctx.db
    .select({ id: savedPaymentMethods.id })
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.pmid, pmid))
  if (known) return
  const [order] = await ctx.db
    .select({ user_id: orders.user_id })
    .from(orders)
    .where(eq(orders.id, Number(intent.metadata.order_id)))
  if (!order) return
  const method = await ctx.provider.retrievePaymentMethod(pmid)
  await ctx.db
    .insert(savedPaymentMethods)
    .values({
      user_id: order.user_id,
      pmid,
      brand: PAYPAL_BRAND,
      last4: '',
      payer_email: method.paypal?.payer_email ?? null,
    })
    .onConflictDoNothing()
}
