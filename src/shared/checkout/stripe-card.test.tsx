/**
 * The new-card form chooses by what GET /api/config says: the sandbox's own fields and its
 * tokenisation call, or Stripe Elements (loaded only then) and Stripe.js's `pm_…`. The server is
 * faked at the network boundary; Stripe.js, which cannot load here, at its module boundary: a
 * stand-in with Stripe.js's shape (elements → card element, createPaymentMethod).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaymentsConfig } from '../../../contracts/notifications/endpoints'
import { COURSE, makeCheckout, VISA } from '../../../machines/purchase/fixtures'
import { installFakeApi } from '../testing/fake-api'
import { renderWithApp } from '../testing/render'
import { PaymentMethodsStep } from './checkout-steps'
import { forgetPaymentsConfig } from './checkout-calls'
import { useCheckout } from './use-checkout'

type ChangeHandler = (event: { complete: boolean; error?: { message: string } }) => void

const stripeJs = vi.hoisted(() => {
  const state = {
    loads: [] as string[],
    change: null as null | ((event: { complete: boolean; error?: { message: string } }) => void),
    mountedIn: null as HTMLElement | null,
    result: {} as Record<string, unknown>,
    elementsOptions: null as unknown,
    fail: false,
  }
  const card = {
    on: (name: string, handler: ChangeHandler) => {
      if (name === 'change') state.change = handler
    },
    mount: (host: HTMLElement) => {
      state.mountedIn = host
    },
    focus: () => {},
    destroy: () => {
      state.mountedIn = null
    },
  }
  const loadStripe = async (key: string) => {
    state.loads.push(key)
    if (state.fail) return null
    return {
      elements: (options: unknown) => {
        state.elementsOptions = options
        return { create: () => card }
      },
      createPaymentMethod: async (params: { type: string; card: unknown }) =>
        params.card === card
          ? state.result
          : { error: { type: 'invalid_request_error', message: 'no card' } },
    }
  }
  return { state, loadStripe }
})
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeJs.loadStripe }))

const REALTIME = {
  key: 'aula-key',
  cluster: 'eu',
  wsHost: 'localhost',
  wsPort: 80,
  forceTLS: false,
  authEndpoint: '/api/broadcasting/auth',
}

function Checkout() {
  const checkout = useCheckout({ product: COURSE, requiresBilling: false, allowsBankTransfer: false })
  return <PaymentMethodsStep checkout={checkout} />
}

function serve(payments: PaymentsConfig) {
  return installFakeApi({
    'GET /api/config': { body: { data: { realtime: REALTIME, payments } } },
    [`GET /api/checkout/course/${COURSE.id}`]: {
      body: { data: makeCheckout({ billing_complete: true, payment_methods: [VISA] }) },
    },
    'POST /api/sandbox/payment-methods': {
      status: 201,
      body: { data: { id: 'pm_sandbox', brand: 'visa', last4: '4242' } },
    },
    [`POST /api/courses/${COURSE.id}/buy`]: {
      body: { data: { order_id: 5, status: 'processing', amount_cents: 4900 } },
    },
  })
}

const payButton = () => screen.getByTestId('pay') as HTMLButtonElement

async function chooseNewCard() {
  fireEvent.click(await screen.findByLabelText('Nuova carta'))
}

beforeEach(() => {
  // Each test is a new page load: the provider is asked again.
  forgetPaymentsConfig()
  stripeJs.state.loads = []
  stripeJs.state.change = null
  stripeJs.state.mountedIn = null
  stripeJs.state.fail = false
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the new-card form', () => {
  it('with the sandbox: its own card fields, the sandbox tokenisation, and Stripe.js never loaded', async () => {
    const api = serve({ provider: 'sandbox', stripe_publishable_key: null })
    await renderWithApp(<Checkout />)
    await chooseNewCard()
    await waitFor(() => expect(api.calls('GET /api/config')).toHaveLength(1))
    fireEvent.change(screen.getByLabelText('Numero della carta'), {
      target: { value: '4242 4242 4242 4242' },
    })
    fireEvent.change(screen.getByLabelText('Mese (MM)'), { target: { value: '12' } })
    fireEvent.change(screen.getByLabelText('Anno (AA)'), { target: { value: '30' } })
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } })
    fireEvent.click(screen.getByTestId('pay'))
    await waitFor(() => expect(api.calls(`POST /api/courses/${COURSE.id}/buy`)).toHaveLength(1))
    expect(api.calls('POST /api/sandbox/payment-methods')[0].body).toMatchObject({
      exp_month: 12,
      cvc: '123',
    })
    expect(api.calls(`POST /api/courses/${COURSE.id}/buy`)[0].body).toMatchObject({ pmid: 'pm_sandbox' })
    expect(screen.queryByTestId('stripe-card')).toBeNull()
    expect(stripeJs.state.loads).toEqual([])
  })

  it('with Stripe: Elements with the publishable key, paying only once the card is complete, with its pm_…', async () => {
    const api = serve({ provider: 'stripe', stripe_publishable_key: 'pk_test_spa' })
    stripeJs.state.result = {
      paymentMethod: {
        id: 'pm_fromStripe',
        card: { brand: 'mastercard', last4: '4444', exp_month: 4, exp_year: 2031 },
      },
    }
    await renderWithApp(<Checkout />, { locale: 'en' })
    fireEvent.click(await screen.findByLabelText('New card'))
    const field = await screen.findByTestId('stripe-card')
    await waitFor(() => expect(stripeJs.state.mountedIn).toBe(field))
    expect(stripeJs.state.loads).toEqual(['pk_test_spa'])
    expect(stripeJs.state.elementsOptions).toEqual({ locale: 'en' })
    expect(screen.queryByLabelText('Card number')).toBeNull()
    expect(screen.getByRole('group', { name: 'Card details' })).toBe(field)

    expect(payButton().disabled).toBe(true)
    act(() =>
      stripeJs.state.change!({ complete: false, error: { message: 'Your card number is incomplete.' } }),
    )
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy()
    act(() => stripeJs.state.change!({ complete: true }))
    await waitFor(() => expect(payButton().disabled).toBe(false))

    fireEvent.click(screen.getByTestId('pay'))
    await waitFor(() => expect(api.calls(`POST /api/courses/${COURSE.id}/buy`)).toHaveLength(1))
    expect(api.calls(`POST /api/courses/${COURSE.id}/buy`)[0].body).toMatchObject({ pmid: 'pm_fromStripe' })
    expect(api.calls('POST /api/sandbox/payment-methods')).toHaveLength(0)
  })

  it("with Stripe: shows Stripe's refusal of the card on the field, and pays nothing", async () => {
    const api = serve({ provider: 'stripe', stripe_publishable_key: 'pk_test_spa' })
    stripeJs.state.result = { error: { type: 'card_error', message: 'La tua carta è stata rifiutata.' } }
    await renderWithApp(<Checkout />)
    await chooseNewCard()
    await waitFor(() => expect(stripeJs.state.change).not.toBeNull())
    act(() => stripeJs.state.change!({ complete: true }))
    await waitFor(() => expect(payButton().disabled).toBe(false))
    fireEvent.click(screen.getByTestId('pay'))
    expect(await screen.findByText('La tua carta è stata rifiutata.')).toBeTruthy()
    expect(api.calls(`POST /api/courses/${COURSE.id}/buy`)).toHaveLength(0)
  })

  it('says so when Stripe.js cannot be loaded', async () => {
    serve({ provider: 'stripe', stripe_publishable_key: 'pk_test_unreachable' })
    stripeJs.state.fail = true
    await renderWithApp(<Checkout />)
    await chooseNewCard()
    expect(
      await screen.findByText(/Non è stato possibile caricare il modulo di pagamento di Stripe/),
    ).toBeTruthy()
  })
})
