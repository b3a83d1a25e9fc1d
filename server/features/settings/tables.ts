/**
 * Settings: where a trainer's earnings are paid (SPEC.md §3 User iban_complete). One account per
 * user; the users row keeps `iban_complete` for the guards and lists that only need to know.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { updatedAt } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'

export const payoutAccounts = pgTable('payout_accounts', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  holder: text().notNull(),
  /** Normalised: capitals, no spaces. */
  iban: text().notNull(),
  updated_at: updatedAt(),
})
