/**
 * Where a trainer's earnings are paid (issue 19, /mysettings/billing): the IBAN is checked by its
 * check digits (contracts/core/validation/iban.ts) before it is kept, and the users row's
 * `iban_complete` follows in the same transaction. The answer never repeats the whole IBAN.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { getPayoutAccount, savePayoutAccount } from '../../../contracts/settings/endpoints.ts'
import type { PayoutAccount } from '../../../contracts/settings/schemas.ts'
import { maskIban } from '../../../contracts/core/validation/iban.ts'
import { users } from '../../core/db/tables.ts'
import { route } from '../../core/http/route.ts'
import { payoutAccounts } from './tables.ts'

const toAnswer = (row: typeof payoutAccounts.$inferSelect): PayoutAccount => ({
  holder: row.holder,
  iban_masked: maskIban(row.iban),
  updated_at: row.updated_at.toISOString(),
})

export const payoutRoutes: FastifyPluginAsync = async (app) => {
  route(app, getPayoutAccount, async ({ request }) => {
    const [row] = await app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.user_id, request.user!.id))
    return { data: row ? toAnswer(row) : null }
  })

  route(app, savePayoutAccount, async ({ request, body }) => {
    const userId = request.user!.id
    const row = await app.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(payoutAccounts)
        .values({ user_id: userId, holder: body.holder, iban: body.iban })
        .onConflictDoUpdate({
          target: payoutAccounts.user_id,
          set: { holder: body.holder, iban: body.iban, updated_at: new Date() },
        })
        .returning()
      await tx.update(users).set({ iban_complete: true }).where(eq(users.id, userId))
      return saved
    })
    return { data: toAnswer(row) }
  })
}
