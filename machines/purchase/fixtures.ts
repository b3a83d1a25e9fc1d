/** Checkout answers shared by the purchase machine's journeys and model test. */
import type { BillingInformation } from '../../contracts/accounts/schemas'
import type {
  CheckoutState,
  OrderStatus,
  OrderStatusAnswer,
  ProductRef,
  SavedCard,
} from '../../contracts/payments/schemas'
import type { PurchaseInput } from './purchase.context'

export const COURSE: ProductRef = { type: 'course', id: 12 }
export const ORDER_ID = 41
export const THREE_DS_URL = 'https://aula.test/api/sandbox/3ds/pi_41'
export const PAYPAL_URL = 'https://aula.test/api/sandbox/paypal/pi_41'

export const VISA: SavedCard = { id: 'pm_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }
export const NEW_CARD: SavedCard = { id: 'pm_new', brand: 'mastercard', last4: '4444' }
/** Stripe's test card that succeeds. */
export const CARD_FORM = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' }

export const BILLING: BillingInformation = {
  id: 3,
  type: 'fisica',
  phone_code: '0039',
  first_name: 'Mario',
  last_name: 'Rossi',
  fiscal_name: null,
  fiscal_code: 'RSSMRA80A01H501U',
  p_iva: null,
  phone: '3331234567',
  pec: null,
  unique_id: null,
  address: 'Via Roma',
  address_number: '1',
  city: 'Roma',
  province: 'RM',
  zip: '00100',
  fiscal_type: null,
  inps: null,
  vat: null,
  retention_tax: null,
  legal_first_name: null,
  legal_last_name: null,
  legal_fiscal_code: null,
}

export function makeInput(overrides: Partial<PurchaseInput> = {}): PurchaseInput {
  return {
    product: COURSE,
    requiresBilling: true,
    allowsBankTransfer: false,
    checkoutId: 'chk',
    ...overrides,
  }
}

export function makeOrder(status: OrderStatus, extra: Partial<OrderStatusAnswer> = {}): OrderStatusAnswer {
  return { order_id: ORDER_ID, status, ...extra }
}

/** The orders a buy or a poll can answer, by what they lead to. */
export const ORDERS = {
  succeeded: makeOrder('succeeded', { amount_cents: 4900 }),
  actionRequired: makeOrder('requires_action', { next_action_url: THREE_DS_URL }),
  actionWithoutPage: makeOrder('requires_action'),
  paypalApproval: makeOrder('requires_action', {
    next_action_url: PAYPAL_URL,
    payment_method_type: 'paypal',
  }),
  paypalCanceled: makeOrder('requires_payment_method', {
    decline_reason: 'paypal_canceled',
    payment_method_type: 'paypal',
  }),
  declined: makeOrder('requires_payment_method', { decline_reason: 'insufficient_funds' }),
  processing: makeOrder('processing'),
  bankTransfer: makeOrder('pending_bank_transfer', {
    amount_cents: 4900,
    bank_transfer: {
      beneficiary: 'Aula S.r.l.',
      iban: 'IT60X0542811101000000123456',
      amount_cents: 4900,
      currency: 'EUR',
      reference: 'AULA-2025-000041',
    },
  }),
} satisfies Record<string, OrderStatusAnswer>

export function makeCheckout(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    product: { ...COURSE, title: 'Italiano per stranieri', price_cents: 4900, currency: 'EUR' },
    owned: false,
    billing_complete: false,
    billing: null,
    payment_methods: [VISA],
    order: null,
    ...overrides,
  }
}
