/**
 * GET and POST /api/invoice-data: the logged-in user's billing information (SPEC.md §3). POST
 * upserts only the non-empty fields it gets (SPEC.md §5), so a blank input never erases a stored
 * value, and recomputes invoice_data_complete.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { getInvoiceData, saveInvoiceData } from '../../../contracts/accounts/endpoints.ts'
import { findBilling, toBillingInformation, type BillingRow } from './accounts.ts'
import { billingInformation } from './tables.ts'
import { users } from '../../core/db/tables.ts'
import { notFound } from '../../core/http/errors.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'

const filled = (value: string | null) => value !== null && value.trim() !== ''

/** What an invoice needs: the address, and a person's name and tax code or a company's name, VAT and SDI/PEC. */
export function isInvoiceDataComplete(row: BillingRow): boolean {
  const address = filled(row.address) && filled(row.city) && filled(row.zip)
  if (row.type === 'giuridica')
    return (
      address && filled(row.fiscal_name) && filled(row.p_iva) && (filled(row.pec) || filled(row.unique_id))
    )
  return address && filled(row.first_name) && filled(row.last_name) && filled(row.fiscal_code)
}

export const invoiceDataRoutes: FastifyPluginAsync = async (app) => {
  route(app, getInvoiceData, async ({ request }) => {
    const billing = await findBilling(app.db, currentUser(request).id)
    if (!billing) throw notFound('Could not load invoice data.')
    return { data: toBillingInformation(billing) }
  })

  route(app, saveInvoiceData, async ({ body, request }) => {
    const user = currentUser(request)
    const values: Partial<typeof billingInformation.$inferInsert> = {}
    for (const [field, value] of Object.entries(body)) {
      if (typeof value === 'string' && value.trim() !== '')
        (values as Record<string, string>)[field] = value.trim()
    }
    const row = await app.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(billingInformation)
        .values({ ...values, user_id: user.id })
        .onConflictDoUpdate({
          target: billingInformation.user_id,
          set: { ...values, updated_at: new Date() },
        })
        .returning()
      await tx
        .update(users)
        .set({ invoice_data_complete: isInvoiceDataComplete(saved) })
        .where(eq(users.id, user.id))
      return saved
    })
    return { data: toBillingInformation(row) }
  })
}
