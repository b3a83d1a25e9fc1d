/**
 * How other areas read what was bought (issue 33): point reads taking the caller's db or
 * transaction, and a read view of orders to join inside their own SQL (a subquery built without a
 * db, selecting only what others may read; PostgreSQL inlines it, so a join on it plans as the
 * join on the table it replaces).
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { featureProducts, orders, subscriptionChoices, userSubscriptions } from './tables.ts'

const qb = new QueryBuilder()

export type FeatureProductRow = typeof featureProducts.$inferSelect
export type FeatureFlag = FeatureProductRow['flag']

/** Orders as others may read them: who paid how much for which product. */
export const orderView = <A extends string = 'order_view'>(as: A = 'order_view' as A) =>
  qb
    .select({
      id: orders.id,
      user_id: orders.user_id,
      product_type: orders.product_type,
      product_id: orders.product_id,
      amount_cents: orders.amount_cents,
    })
    .from(orders)
    .as(as)

/** The extra features on sale with these flags (their names and descriptions in both languages). */
export async function featureProductsOf(db: Db, flags: FeatureFlag[]): Promise<FeatureProductRow[]> {
  return db.select().from(featureProducts).where(inArray(featureProducts.flag, flags))
}

/** The user's newest subscription that is not canceled (active, past due or awaiting a transfer). */
export async function currentSubscriptionOf(
  db: Db,
  userId: number,
): Promise<{ plan_id: number; status: (typeof userSubscriptions.$inferSelect)['status'] } | undefined> {
  const [subscription] = await db
    .select({ plan_id: userSubscriptions.plan_id, status: userSubscriptions.status })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.user_id, userId), ne(userSubscriptions.status, 'canceled')))
    .orderBy(desc(userSubscriptions.id))
    .limit(1)
  return subscription
}

/** The plan the user chose (POST /api/subscriptions/init) and has not bought yet, if any. */
export async function chosenPlanOf(db: Db, userId: number): Promise<{ plan_id: number } | undefined> {
  const [choice] = await db
    .select({ plan_id: subscriptionChoices.plan_id })
    .from(subscriptionChoices)
    .where(eq(subscriptionChoices.user_id, userId))
  return choice
}
