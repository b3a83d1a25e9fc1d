/**
 * What a receipt and a FatturaPA are made of: the seller (Aula, from the environment with
 * defaults), the buyer (the billing information snapshot taken when the order was paid), the
 * product, and the amount split into taxable amount and IVA.
 *
 * Prices are IVA-inclusive: the catalogue shows consumers what they pay (Italian law wants final
 * prices to consumers to include IVA) and the order's amount_cents is what was charged. The
 * split works in whole cents: taxable = round(total / 1.22), IVA = total - taxable, so the two
 * always add up to the total. The IVA computed that way stays within 0.61 cents of
 * taxable × 22% (IVA - taxable × 0.22 = -1.22 × the taxable's rounding error, at most half a cent),
 * inside the 1-cent tolerance the SdI allows between ImponibileImporto × AliquotaIVA and Imposta
 * (its check 00421); an exact match is not always possible, as taxable + round(taxable × 22%)
 * skips some totals.
 */
import { eq } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Seller } from './config.ts'
import type { Db } from '../../core/db/index.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { billingInformationOf } from '../accounts/index.ts'
import { courseTitleOf } from '../courses/index.ts'
import { formatOrderNumber, type OrderRow } from './orders.ts'
import type { Tx } from './products.ts'
import { sayReceipt } from './receipts-messages.ts'
import { billingSnapshotOf, type BillingSnapshot } from './receipts-snapshot.ts'
import { featureProducts, orders, subscriptionPlans } from './tables.ts'

/** IVA (Italian VAT) on everything Aula sells: the ordinary rate. */
export const IVA_RATE_PERCENT = 22

export interface Amounts {
  taxableCents: number
  ivaCents: number
  totalCents: number
}

/** Splits an IVA-inclusive total into taxable amount and IVA, in whole cents that add up. */
export function splitIva(totalCents: number, ratePercent = IVA_RATE_PERCENT): Amounts {
  const taxableCents = Math.round((totalCents * 100) / (100 + ratePercent))
  return { taxableCents, ivaCents: totalCents - taxableCents, totalCents }
}

export interface ReceiptData {
  order: OrderRow
  /** The yearly number, e.g. 2026-000012. */
  number: string
  paidAt: Date
  productTitle: string
  amounts: Amounts
  seller: Seller
  /** Null when the user never gave billing information. */
  buyer: BillingSnapshot | null
}

/** The order, or null when it does not exist (the owner check of the routes reads it). */
export async function findOrder(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row ?? null
}

/** What the order bought, by name in `locale`: a course's title, a feature's or a plan's name. */
export async function productTitleOf(db: Db | Tx, order: OrderRow, locale: Locale): Promise<string> {
  if (order.product_type === 'course') {
    return (await courseTitleOf(db, order.product_id)) ?? `#${order.product_id}`
  }
  if (order.product_type === 'feature') {
    const [row] = await db.select().from(featureProducts).where(eq(featureProducts.id, order.product_id))
    return row ? (locale === 'en' ? row.title_en : row.title_it) : `#${order.product_id}`
  }
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, order.product_id))
  return row ? (locale === 'en' ? row.name_en : row.name_it) : `#${order.product_id}`
}

/** The buyer of a paid order: its snapshot, or, for orders paid before snapshots, the billing information now. */
export async function orderBuyer(
  db: Db,
  order: Pick<OrderRow, 'user_id'> & Partial<Pick<OrderRow, 'billing_snapshot'>>,
): Promise<BillingSnapshot | null> {
  if (order.billing_snapshot) return order.billing_snapshot
  const row = await billingInformationOf(db, order.user_id)
  return row ? billingSnapshotOf(row) : null
}

/**
 * Everything a receipt of the order needs; 404 when it does not exist, 409 when it has no
 * receipt (not paid, or free: only paid orders get a number).
 */
export async function loadReceiptData(
  db: Db,
  seller: Seller,
  orderId: number,
  locale: Locale,
): Promise<ReceiptData> {
  const order = await findOrder(db, orderId)
  if (!order) throw notFound(sayReceipt('orderNotFound', locale))
  const number = formatOrderNumber(order.number_year, order.number)
  // A refunded order keeps its invoice (its credit note cancels it; both are kept).
  if (order.status !== 'succeeded' && order.status !== 'refunded')
    throw new HttpError(409, sayReceipt('notPaid', locale))
  if (number === null || order.paid_at === null) throw new HttpError(409, sayReceipt('freeOrder', locale))
  const buyer = await orderBuyer(db, order)
  return {
    order,
    number,
    paidAt: order.paid_at,
    productTitle: await productTitleOf(db, order, locale),
    amounts: splitIva(order.amount_cents),
    seller,
    buyer,
  }
}

/** The buyer's name as an invoice shows it: the company's name, else first and last name. */
export function buyerName(buyer: BillingSnapshot | null): string {
  if (!buyer) return ''
  const person = [buyer.first_name, buyer.last_name].filter((part) => part?.trim()).join(' ')
  if (buyer.type === 'giuridica' && buyer.fiscal_name?.trim()) return buyer.fiscal_name.trim()
  return person || buyer.fiscal_name?.trim() || ''
}

/** The buyer has Italian fiscal data: a codice fiscale or a partita IVA. */
export const hasItalianFiscalData = (buyer: BillingSnapshot | null) =>
  Boolean(buyer?.fiscal_code?.trim() || buyer?.p_iva?.trim())
