/**
 * Orders as sales and their credit notes, as other areas read them in their own SQL (issue 33:
 * the trainers' statements). Read views: Drizzle subqueries built without a db, selecting only what
 * others may read; PostgreSQL inlines them, so a join on one plans as the join on the table.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { creditNotes, orders } from './tables.ts'

const qb = new QueryBuilder()

/** Orders as sales: who bought which product, for how much, when paid or refunded, and the invoice's number. */
export const orderSaleView = (as = 'order_sale_view') =>
  qb
    .select({
      id: orders.id,
      user_id: orders.user_id,
      product_type: orders.product_type,
      product_id: orders.product_id,
      status: orders.status,
      amount_cents: orders.amount_cents,
      paid_at: orders.paid_at,
      refunded_at: orders.refunded_at,
      number_year: orders.number_year,
      number: orders.number,
    })
    .from(orders)
    .as(as)

/** Credit notes: the refunded order, the amount given back and the note's number. */
export const creditNoteView = (as = 'credit_note_view') =>
  qb
    .select({
      order_id: creditNotes.order_id,
      amount_cents: creditNotes.amount_cents,
      number_year: creditNotes.number_year,
      number: creditNotes.number,
    })
    .from(creditNotes)
    .as(as)
