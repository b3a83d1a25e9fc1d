/** Saved methods and the server's answers, for the payment-methods tests. */
import type { SavedCard } from '../../contracts/payments/schemas'
import type { DefaultPaymentMethodAnswer, DeletePaymentMethodAnswer } from '../../contracts/payments/plans'
import { retries, subscriptions } from '../subscription/fixtures'

export const visa: SavedCard = {
  id: 'pm_old',
  brand: 'visa',
  last4: '0341',
  exp_month: 12,
  exp_year: 2099,
  default: true,
}
export const mastercard: SavedCard = {
  id: 'pm_new',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 11,
  exp_year: 2030,
}
export const expired: SavedCard = { ...mastercard, id: 'pm_expired', exp_year: 2020, problem: 'expired' }
export const paypal: SavedCard = {
  id: 'pm_paypal_1',
  brand: 'paypal',
  last4: '',
  payer_email: 'buyer@paypal.test',
}

export const sandboxCard = { card: { number: '5555555555554444', exp_month: 11, exp_year: 2030, cvc: '123' } }

export const answers = {
  deleted: (id: string): DeletePaymentMethodAnswer => ({
    id,
    default_pmid: null,
    subscription: subscriptions.noCard,
  }),
  paid: {
    pmid: 'pm_new',
    subscription: subscriptions.active,
    retry: retries.paid,
  } as DefaultPaymentMethodAnswer,
  declined: {
    pmid: 'pm_new',
    subscription: subscriptions.pastDue,
    retry: retries.declined,
  } as DefaultPaymentMethodAnswer,
  kept: { pmid: 'pm_new', subscription: subscriptions.active, retry: null } as DefaultPaymentMethodAnswer,
}

export const cardRefusal = {
  status: 422,
  serverMessage: 'Dati non validi',
  fieldErrors: { pmid: ['La carta è stata rifiutata.'] },
}
export const serverRefusal = { status: 404, serverMessage: 'Carta non trovata.' }
export const paypalRefusal = {
  status: 409,
  serverMessage: 'Hai annullato su PayPal: il conto non è stato salvato.',
}
