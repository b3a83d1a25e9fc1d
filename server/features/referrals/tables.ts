/**
 * Referral rewards (SPEC.md §3 User referral_code; issue 19): who brought whom is the users row's
 * `referred_by_id`; a reward is written when the referred user's first paid order succeeds, in the
 * same transaction, and at most once per referred user (the unique key, whatever runs at once).
 */
import { index, integer, pgTable } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'
import { orders } from '../payments/tables.ts'

export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: id(),
    referrer_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referred_id: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount_cents: integer().notNull(),
    created_at: createdAt(),
  },
  (table) => [index('referral_rewards_referrer_idx').on(table.referrer_id)],
)
