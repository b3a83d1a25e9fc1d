/**
 * The checkout's read of one product (the purchase machine's loadOrder): the product, whether it
 * is owned, the billing data and saved cards, and the open (or last paid) order, asked of the
 * provider when it waits for 3-D Secure. The order lists are order-lists.ts.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { CheckoutState, ProductRef } from '../../../contracts/payments/schemas.ts'
import { BILLING_FIELDS } from '../../../contracts/accounts/schemas.ts'
import { billingInformationOf, type BillingRow } from '../accounts/index.ts'
import { fatturaBuyer } from './fattura-buyer.ts'
import { answerOf, productWhere, type PaymentsContext } from './orders.ts'
import { applyIntent } from './order-settlement.ts'
import { isOwned, loadProduct } from './products.ts'
import { billingSnapshotOf } from './receipts-snapshot.ts'
import { orders, savedPaymentMethods } from './tables.ts'

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
  const billingRow = await billingInformationOf(db, userId)
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

/** Whether the billing data would make a FatturaPA: the checkout's billing step is done. */
function invoiceDataValid(row: BillingRow | undefined): boolean {
  try {
    fatturaBuyer(row ? billingSnapshotOf(row) : null, 'it')
    return true
  } catch {
    return false
  }
}
