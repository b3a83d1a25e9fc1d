import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CardDetails,
  CheckoutState,
  CouponCode,
  SubscriptionInitBody,
  OrderStatusAnswer,
  PaymentNotificationData,
  couponCheckBody,
} from './schemas'
import { isLuhnValid } from '../core/validation'

describe('OrderStatusAnswer', () => {
  it('reads every status a buy can answer, and an unknown decline code as a generic decline', () => {
    expect(
      v.parse(OrderStatusAnswer, { order_id: 41, status: 'requires_action', next_action_url: '/3ds' }),
    ).toEqual({ order_id: 41, status: 'requires_action', next_action_url: '/3ds' })
    expect(
      v.parse(OrderStatusAnswer, {
        order_id: 41,
        status: 'requires_payment_method',
        decline_reason: 'do_not_honor',
      }).decline_reason,
    ).toBe('generic_decline')
    expect(v.is(OrderStatusAnswer, { order_id: 41, status: 'canceled' })).toBe(false)
  })

  it('is the order of a checkout state', () => {
    const checkout = {
      product: { type: 'feature', id: 2, title: 'Chat', price_cents: 990, currency: 'EUR' },
      owned: false,
      billing_complete: true,
      billing: null,
      payment_methods: [{ id: 'pm_1', brand: 'visa', last4: '4242' }],
      order: { order_id: 7, status: 'processing' },
    }
    expect(v.parse(CheckoutState, checkout)).toEqual(checkout)
  })
})

describe('CardDetails', () => {
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' }

  it("takes Stripe's test cards as typed, spaces and all", () => {
    for (const number of [
      '4242 4242 4242 4242',
      '4000-0025-0000-3155',
      '4000000000009995',
      '4000000000000341',
    ])
      expect(v.parse(CardDetails, { ...card, number }).number).toBe(number.replace(/\D/g, ''))
  })

  it('refuses a wrong check digit, a month out of range and a short CVC', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false)
    expect(v.is(CardDetails, { ...card, number: '4242 4242 4242 4241' })).toBe(false)
    expect(v.is(CardDetails, { ...card, exp_month: 13 })).toBe(false)
    expect(v.is(CardDetails, { ...card, cvc: '12' })).toBe(false)
  })
})

describe('coupons', () => {
  it('trims a code and refuses an empty one', () => {
    expect(v.parse(CouponCode, ' ESTATE25 ')).toBe('ESTATE25')
    expect(v.is(CouponCode, '   ')).toBe(false)
  })

  it('names the product in the check body by its type', () => {
    expect(couponCheckBody('X', { type: 'subscription', id: 3 })).toEqual({ code: 'X', subscription_id: 3 })
  })
})

describe('input messages', () => {
  const messages = (schema: v.GenericSchema, input: unknown, lang?: string) =>
    v.safeParse(schema, input, { lang }).issues?.map((issue) => issue.message)

  it('say in the request language that a code is too long and an id is not a whole number', () => {
    expect(messages(CouponCode, 'X'.repeat(65))).toEqual([
      'Il campo coupon non può contenere più di 64 caratteri.',
    ])
    expect(messages(CouponCode, 'X'.repeat(65), 'en')).toEqual([
      'The coupon field must not be longer than 64 characters.',
    ])
    expect(messages(SubscriptionInitBody, { id: 1.5 })).toEqual(['Il campo id deve essere un numero intero.'])
    expect(messages(SubscriptionInitBody, { id: 0 }, 'en')).toEqual(['The id field must be a whole number.'])
  })
})

describe('PaymentNotificationData', () => {
  it('keeps what it knows of a payment notification and nothing is required', () => {
    expect(v.parse(PaymentNotificationData, {})).toEqual({})
    expect(
      v.parse(PaymentNotificationData, { order_id: 41, product_type: 'course', product_id: 12, extra: 1 }),
    ).toEqual({ order_id: 41, product_type: 'course', product_id: 12 })
  })
})
