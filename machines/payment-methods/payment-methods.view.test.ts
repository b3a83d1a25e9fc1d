import { describe, expect, it } from 'vitest'
import { subscriptions } from '../subscription/fixtures'
import { expired, mastercard, paypal, visa } from './fixtures'
import { paymentMethodsMachine, paymentMethodsView, type PaymentMethodsContext } from './index'

const at = (
  value: string,
  context: Partial<PaymentMethodsContext>,
  owned?: typeof subscriptions.active | null,
) =>
  paymentMethodsView(
    paymentMethodsMachine.resolveState({
      value,
      context: {
        cards: [visa, mastercard, expired, paypal],
        target: null,
        forRenewals: false,
        notice: null,
        error: null,
        subscription: undefined,
        ...context,
      },
    }),
    owned,
  )

describe('payment methods view', () => {
  it("without a subscription the server's default is marked and none can be made the renewals' card", () => {
    const view = at('idle', {}, null)
    expect(view.renewing).toBe(false)
    expect(view.rows.map((row) => [row.isDefault, row.canMakeDefault])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, false],
    ])
  })

  it('with a live subscription its card is the default; an ending one renews until its end without asking for a card', () => {
    const view = at('idle', {}, { ...subscriptions.active, pmid: mastercard.id })
    expect(view.rows.map((row) => [row.isDefault, row.canMakeDefault])).toEqual([
      [false, true],
      [true, false],
      [false, false],
      [false, true],
    ])
    expect(at('idle', {}, { ...subscriptions.ending, pmid: null }).needsRenewalCard).toBe(false)
    // on the billing page the answer's subscription counts
    expect(at('idle', { subscription: subscriptions.noCard }).needsRenewalCard).toBe(true)
    expect(at('idle', { subscription: subscriptions.ended }).renewing).toBe(false)
  })

  it('loading and failure; a removal being carried out still names its method', () => {
    expect(at('loading', { cards: null })).toMatchObject({ phase: 'loading', busy: true, rows: [] })
    expect(at('failed', { cards: null })).toMatchObject({ phase: 'failed', busy: false })
    expect(at('deleting', { target: paypal.id })).toMatchObject({
      phase: 'ready',
      busy: true,
      confirming: paypal,
    })
    expect(at('adding', {})).toMatchObject({ adding: true, busy: true })
  })
})
