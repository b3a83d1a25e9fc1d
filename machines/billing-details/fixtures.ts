/** The billing data the form sends and the server keeps, for the billing-details tests. */
import type { BillingInformation } from '../../contracts/accounts/schemas'
import { BILLING } from '../purchase/fixtures'

export { refusals } from '../settings-form/fixtures'

/** What the form sends: only the non-empty fields (SPEC.md §5). */
export const body = {
  type: 'fisica',
  first_name: 'Mario',
  last_name: 'Rossi',
  fiscal_code: 'RSSMRA80A01H501U',
  phone_code: '0039',
  phone: '3471112233',
  address: 'Via Roma',
  address_number: '1',
  city: 'Roma',
  province: 'RM',
  zip: '00100',
}

export const saved: BillingInformation = { ...BILLING, phone: '3471112233' }
