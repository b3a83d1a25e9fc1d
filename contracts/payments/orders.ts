/**
 * The PAYMENTS area's orders as lists and the admin read them (SPEC.md §3 Order; issue 36): every
 * state an order can be in, its refund and documents, an order with what it bought, and the bank
 * transfers waiting for an admin's confirmation. Money is integer euro cents (DESIGN.md §5).
 */
import * as v from 'valibot'
import { ORDER_STATUSES, PRODUCT_TYPES } from './schemas'

/** Every state an order can be in: the buy answers', a canceled one, and a refunded one. */
export const ORDER_RECORD_STATUSES = [...ORDER_STATUSES, 'canceled', 'refunded'] as const
export type OrderRecordStatus = (typeof ORDER_RECORD_STATUSES)[number]

/**
 * A refunded order's refund (issue 36): given back in full, with its credit note (nota di
 * credito, FatturaPA TD04) numbered in its own yearly sequence, e.g. NC-2026-000001.
 */
export const OrderRefund = v.object({
  refunded_at: v.string(),
  amount_cents: v.number(),
  credit_note_number: v.string(),
})
export type OrderRefund = v.InferOutput<typeof OrderRefund>

/**
 * Where an order's documents are (API paths; the PDFs take `?lang=it|en`), null where it has
 * none: the receipt of a paid order (free ones have none), its FatturaPA XML (Italian fiscal
 * data), and once refunded the credit note as PDF and as FatturaPA XML (TD04).
 */
export const OrderDocumentLinks = v.object({
  receipt: v.nullable(v.string()),
  fattura: v.nullable(v.string()),
  credit_note: v.nullable(v.string()),
  credit_note_fattura: v.nullable(v.string()),
})
export type OrderDocumentLinks = v.InferOutput<typeof OrderDocumentLinks>

/** GET /api/orders: the user's orders. `number` is set once paid (gapless per year). */
export const Order = v.object({
  id: v.number(),
  number: v.nullable(v.string()),
  status: v.picklist(ORDER_RECORD_STATUSES),
  amount_cents: v.number(),
  product_type: v.picklist(PRODUCT_TYPES),
  product_id: v.number(),
  created_at: v.string(),
  /** Set once the order is refunded. */
  refund: v.nullable(OrderRefund),
  documents: OrderDocumentLinks,
})
export type Order = v.InferOutput<typeof Order>

/** GET /api/orders: an order with what it bought, named for a list (/mypurchases). */
export const OrderListItem = v.object({
  ...Order.entries,
  /** The course's title, the feature's or the plan's name, in the request's language. */
  product_title: v.string(),
})
export type OrderListItem = v.InferOutput<typeof OrderListItem>

/**
 * GET /api/orders/{id}: one order, and which documents it has: the PDF receipt once paid (free
 * orders have none), the FatturaPA XML when the buyer also gave Italian fiscal data, the credit
 * note once refunded (`documents` has their paths).
 */
export const OrderDetail = v.object({
  ...Order.entries,
  receipt_available: v.boolean(),
  fattura_available: v.boolean(),
})
export type OrderDetail = v.InferOutput<typeof OrderDetail>

/** An order waiting for its bank transfer, as an admin confirms it (GET /api/admin/bank-transfers). */
export const PendingBankTransfer = v.object({
  order_id: v.number(),
  user: v.object({ id: v.number(), name: v.string(), email: v.string() }),
  product: v.object({ type: v.picklist(PRODUCT_TYPES), id: v.number(), title: v.string() }),
  amount_cents: v.number(),
  currency: v.literal('EUR'),
  reference: v.string(),
  created_at: v.string(),
})
export type PendingBankTransfer = v.InferOutput<typeof PendingBankTransfer>
