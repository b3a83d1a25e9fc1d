/**
 * GET and POST /api/invoice-data: the logged-in user's billing information (SPEC.md §3). POST
 * upserts only the non-empty fields it gets (SPEC.md §5), so a blank input never erases a stored
 * value, and recomputes invoice_data_complete. The body is checked with the one fiscal rule set
 * (contracts/core/validation/fiscal.ts, issue 36): a codice fiscale with a wrong check character,
 * a partita IVA with a wrong check digit, an SDI code, CAP or province that is not one answer 422
 * naming the field, in the request's language. An HR user's company (User.hr_data: ragione
 * sociale, partita IVA, REA code) is edited here too.
 *
 * Invoices already issued keep the billing snapshot taken when they were paid
 * (payments/receipts-snapshot.ts): a change here applies to the next invoices only.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { getInvoiceData, saveInvoiceData } from '../../../contracts/accounts/endpoints.ts'
import type { BillingInformation } from '../../../contracts/accounts/schemas.ts'
import { findBilling, toBillingInformation, type BillingRow } from './accounts.ts'
import { billingInformation } from './tables.ts'
import { users, type HrData } from '../../core/db/tables.ts'
import type { Db } from '../../core/db/index.ts'
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

/** The billing information, with the company of an HR user. */
async function answer(db: Db, row: BillingRow, userId: number): Promise<BillingInformation> {
  const [user] = await db
    .select({ role: users.role, hr_data: users.hr_data })
    .from(users)
    .where(eq(users.id, userId))
  const company = user?.role === 'hr' ? user.hr_data : null
  return {
    ...toBillingInformation(row),
    hr_data: company
      ? {
          ragione_sociale: company.ragione_sociale ?? null,
          p_iva: company.p_iva ?? null,
          codice_rea: company.codice_rea ?? null,
        }
      : null,
  }
}

export const invoiceDataRoutes: FastifyPluginAsync = async (app) => {
  route(app, getInvoiceData, async ({ request }) => {
    const userId = currentUser(request).id
    const billing = await findBilling(app.db, userId)
    if (!billing) throw notFound('Could not load invoice data.')
    return { data: await answer(app.db, billing, userId) }
  })

  route(app, saveInvoiceData, async ({ body, request }) => {
    const user = currentUser(request)
    const { hr_data: company, ...fields } = body
    const values: Partial<typeof billingInformation.$inferInsert> = {}
    for (const [field, value] of Object.entries(fields)) {
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
      const [account] = await tx
        .select({ role: users.role, hr_data: users.hr_data })
        .from(users)
        .where(eq(users.id, user.id))
      // Only an HR user has a company; as the billing fields, a blank value keeps the stored one.
      const hrData: HrData | undefined =
        account?.role === 'hr' && company
          ? {
              ragione_sociale: company.ragione_sociale || account.hr_data?.ragione_sociale || null,
              p_iva: company.p_iva || account.hr_data?.p_iva || null,
              codice_rea: company.codice_rea || account.hr_data?.codice_rea || null,
            }
          : undefined
      await tx
        .update(users)
        .set({ invoice_data_complete: isInvoiceDataComplete(saved), ...(hrData ? { hr_data: hrData } : {}) })
        .where(eq(users.id, user.id))
      return saved
    })
    return { data: await answer(app.db, row, user.id) }
  })
}
