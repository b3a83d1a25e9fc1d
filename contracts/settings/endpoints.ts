/** The settings calls that are the settings area's own (the others are the accounts' and payments'). */
import * as v from 'valibot'
import { data, endpoint } from '../core/endpoint'
import { PayoutAccount, PayoutAccountBody } from './schemas'

const tag = 'settings'

export const getPayoutAccount = endpoint({
  method: 'GET',
  path: '/api/settings/iban',
  auth: ['trainer'],
  tag,
  summary: "Where the trainer's earnings are paid: holder and masked IBAN, or null",
  response: data(v.nullable(PayoutAccount)),
})

export const savePayoutAccount = endpoint({
  method: 'PUT',
  path: '/api/settings/iban',
  auth: ['trainer'],
  tag,
  summary: "Saves the trainer's payout account (IBAN checked by its check digits); sets iban_complete",
  body: PayoutAccountBody,
  response: data(PayoutAccount),
})
