/**
 * Declined and expired cards are never preselected at checkout (issue 36): the payment step names
 * why each is not to be used ("Rifiutata l'ultima volta", "Scaduta"), preselects the default card
 * only when it can pay, and otherwise asks for a new card. In Italian and English.
 */
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SavedCard } from '../../../contracts/payments/schemas'
import { COURSE, makeCheckout } from '../../../machines/purchase/fixtures'
import { installFakeApi } from '../testing/fake-api'
import { renderWithApp } from '../testing/render'
import { PaymentMethodsStep } from './checkout-steps'
import { forgetPaymentsConfig } from './checkout-calls'
import { useCheckout } from './use-checkout'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  forgetPaymentsConfig()
})

function Checkout() {
  const checkout = useCheckout({ product: COURSE, requiresBilling: false, allowsBankTransfer: false })
  return <PaymentMethodsStep checkout={checkout} />
}

const DECLINED: SavedCard = {
  id: 'pm_declined',
  brand: 'visa',
  last4: '0341',
  exp_month: 12,
  exp_year: 2099,
  default: true,
  problem: 'declined',
}
const EXPIRED: SavedCard = {
  id: 'pm_expired',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 1,
  exp_year: 2020,
  default: false,
  problem: 'expired',
}
const GOOD: SavedCard = {
  id: 'pm_good',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2099,
  default: false,
}

function serve(cards: SavedCard[]) {
  installFakeApi({
    'GET /api/config': {
      body: { data: { payments: { provider: 'sandbox', stripe_publishable_key: null } } },
    },
    [`GET /api/checkout/course/${COURSE.id}`]: {
      body: { data: makeCheckout({ billing_complete: true, payment_methods: cards }) },
    },
  })
}

const TEXT = {
  it: { declined: "Rifiutata l'ultima volta", expired: 'Scaduta', newCard: 'Nuova carta' },
  en: { declined: 'Declined last time', expired: 'Expired', newCard: 'New card' },
} as const

const radioOf = (last4: string) =>
  screen.getByRole('radio', { name: new RegExp(`•••• ${last4}`) }) as HTMLInputElement

describe.each(['it', 'en'] as const)('saved cards at checkout, in %s', (locale) => {
  const text = TEXT[locale]

  it('a default card declined last time and an expired one: both named so, neither chosen; a new card is', async () => {
    serve([DECLINED, EXPIRED, GOOD])
    await renderWithApp(<Checkout />, { locale })
    const fresh = (await screen.findByRole('radio', { name: text.newCard })) as HTMLInputElement
    expect(fresh.checked).toBe(true)
    expect(radioOf('0341').checked).toBe(false)
    expect(radioOf('0341').labels![0].textContent).toContain(text.declined)
    expect(radioOf('4444').checked).toBe(false)
    expect(radioOf('4444').labels![0].textContent).toContain(text.expired)
    // A usable card that is not the default is offered, not chosen for the buyer.
    expect(radioOf('4242').checked).toBe(false)
    expect(radioOf('4242').labels![0].textContent).not.toContain(text.declined)
  })

  it('the default card, when it can pay, is chosen', async () => {
    serve([EXPIRED, { ...GOOD, default: true }])
    await renderWithApp(<Checkout />, { locale })
    await screen.findByRole('radio', { name: text.newCard })
    expect(radioOf('4242').checked).toBe(true)
    expect(radioOf('4444').checked).toBe(false)
  })
})
