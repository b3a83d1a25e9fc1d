/**
 * Administration (issue 35): what admins did to an account and why. Every block, unblock and
 * deactivation is a row with its reason, so the users list shows the latest one and the next admin
 * reads why an account is in its state. The row stays with the account; when the admin's own
 * account goes, the row stays without its author.
 */
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { AdminUserActionKind } from '../../../contracts/admin/endpoints.ts'
import { createdAt, id } from '../../core/db/columns.ts'
import { userRef, users } from '../../core/db/tables.ts'

export const adminUserActions = pgTable(
  'admin_user_actions',
  {
    id: id(),
    /** The account acted on. */
    user_id: userRef(),
    /** The admin who acted; null once that account is deleted. */
    admin_id: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().$type<AdminUserActionKind>().notNull(),
    reason: text().notNull().default(''),
    created_at: createdAt(),
  },
  (table) => [
    check('admin_user_actions_action_check', sql`${table.action} in ('blocked', 'unblocked', 'deactivated')`),
    // The latest action on an account.
    index('admin_user_actions_user_idx').on(table.user_id, table.created_at.desc()),
  ],
)
