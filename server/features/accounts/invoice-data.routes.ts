/**
 * GET and POST /api/invoice-data: the logged-in user's billing information (SPEC.md §3). POST
 * upserts only the non-empty fields it gets (SPEC.md §5), so a blank input never erases a stored
 * value, and recomputes invoice_data_complete.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { BillingInformation } from '../../../contracts/accounts/schemas.ts'
import { findBilling, toBillingInformation, type BillingRow } from './accounts.ts'
import { billingInformation, users } from '../../core/db/schema.ts'
import { notFound } from '../../core/http/errors.ts'
import { currentUser, parseBody } from './session.routes.ts'

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
  app.get(
    '/api/invoice-data',
    { config: { access: 'user' } },
    async (request): Promise<{ data: BillingInformation }> => {
      const billing = await findBilling(app.db, currentUser(request).id)
      if (!billing) throw notFound('Could not load invoice data.')
      return { data: toBillingInformation(billing) }
    },
  )

  app.post(
    '/api/invoice-data',
    { config: { access: 'user' } },
    async (request): Promise<{ data: BillingInformation }> => {
      const user = currentUser(request)
      const body = parseBody(request, 'InvoiceDataBody')
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
    },
  )
}
