/**
 * PayPal at checkout (issue 36), in Italian and English: PayPal is offered among the methods; paying
 * with it sends payment_method_type paypal and opens the approval page the answer names; back from
 * a cancel there, the checkout says nothing was charged and lets the buyer pick another method.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COURSE, ORDERS, PAYPAL_URL, VISA, makeCheckout } from '../../../machines/purchase/fixtures'
import { installFakeApi } from '../testing/fake-api'
import { renderWithApp } from '../testing/render'
import { CheckoutSteps } from './checkout-steps'
import { forgetPaymentsConfig } from './checkout-calls'
import { useCheckout } from './use-checkout'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  forgetPaymentsConfig()
})

function Checkout({ opened }: { opened: string[] }) {
  const checkout = useCheckout({
    product: COURSE,
    requiresBilling: false,
    allowsBankTransfer: false,
    openNextAction: (url) => opened.push(url),
  })
  return <CheckoutSteps checkout={checkout} />
}

const TEXT = {
  it: {
    pay: /Paga .*49,00.* con PayPal/,
    waiting: /Completa il pagamento nella pagina di PayPal/,
    canceled: /Hai annullato il pagamento su PayPal: non ti è stato addebitato nulla\./,
    another: 'Scegli un altro metodo di pagamento',
  },
  en: {
    pay: /Pay .*49\.00.* with PayPal/,
    waiting: /Complete the payment on the PayPal page/,
    canceled: /You cancelled the payment on PayPal: you have not been charged\./,
    another: 'Choose another payment method',
  },
} as const

function serve(order: (typeof ORDERS)[keyof typeof ORDERS] | null) {
  return installFakeApi({
    'GET /api/config': {
      body: { data: { payments: { provider: 'sandbox', stripe_publishable_key: null } } },
    },
    [`GET /api/checkout/course/${COURSE.id}`]: {
      body: { data: makeCheckout({ billing_complete: true, payment_methods: [VISA], order }) },
    },
    [`POST /api/courses/${COURSE.id}/buy`]: { body: { data: ORDERS.paypalApproval } },
  })
}

describe.each(['it', 'en'] as const)('PayPal at checkout, in %s', { timeout: 30_000 }, (locale) => {
  const text = TEXT[locale]

  it('pays with PayPal: the buy asks for PayPal and its approval page opens', async () => {
    const api = serve(null)
    const opened: string[] = []
    await renderWithApp(<Checkout opened={opened} />, { locale })
    fireEvent.click(await screen.findByRole('radio', { name: 'PayPal' }))
    const pay = await screen.findByRole('button', { name: text.pay })
    fireEvent.click(pay)
    await screen.findByText(text.waiting)
    expect(opened).toEqual([PAYPAL_URL])
    const [buy] = api.calls(`POST /api/courses/${COURSE.id}/buy`)
    expect(buy.body).toMatchObject({ payment_method_type: 'paypal' })
    expect((buy.body as { pmid?: string }).pmid).toBeUndefined()
  })

  it('back from a cancel on PayPal: nothing charged, another method can be chosen', async () => {
    serve(ORDERS.paypalCanceled)
    const opened: string[] = []
    await renderWithApp(<Checkout opened={opened} />, { locale })
    expect(await screen.findByText(text.canceled)).toBeTruthy()
    expect(opened).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: text.another }))
    await waitFor(() => expect(screen.getByRole('radio', { name: 'PayPal' })).toBeTruthy())
    expect(screen.queryByText(text.canceled)).toBeNull()
  })
})
