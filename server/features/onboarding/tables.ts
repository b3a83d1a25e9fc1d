/**
 * Onboarding: the wizard's progress, kept on the server so a reload, another browser or another
 * device resumes at the same step with the data entered so far, and the phone one-time codes of the
 * student's wizard.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

/** One row per step a user saved: what the step holds and when it was completed. */
export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    user_id: userRef(),
    step: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    completed_at: timestamp({ withTimezone: true }),
    updated_at: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.step] })],
)

/**
 * Codes sent by SMS to verify a phone number (HMAC of the code, as for the e-mail codes: six digits
 * are easy to brute-force from a bare hash).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    user_id: userRef(),
    phone_code: text().notNull(),
    phone: text().notNull(),
    code_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    used_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index('phone_codes_user_idx').on(table.user_id, table.created_at.desc())],
)
