/**
 * "Modifica i dati di fatturazione" at checkout (issue 36): every step is its own route and the
 * router gives each route a fresh page, so the billing step's page used to start a new checkout
 * that found the billing data complete and went straight back to the payment step. The page of
 * the step the checkout moves to now takes over the running checkout: the billing form stays, and
 * saving it leads back to the payment step.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useLocation } from 'wouter'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BILLING, COURSE, makeCheckout } from '../../../../machines/purchase/fixtures'
import { BuyPage } from './buy-page'
import type { PageProps } from '../../../shared/lib/routing'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { forgetPaymentsConfig } from '../../../shared/checkout/checkout-calls'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  forgetPaymentsConfig()
})

/** As the app's router does: a new page (a new key) for every route. */
function Routed() {
  const [location] = useLocation()
  const step = location.split('/').pop() ?? ''
  const route = { name: `buy-course-id-${step}` } as PageProps['route']
  return <BuyPage key={step} route={route} params={{ id: String(COURSE.id) }} title="Acquisto" />
}

const TEXT = {
  it: {
    edit: 'Modifica i dati di fatturazione',
    billing: 'Dati di fatturazione',
    pay: 'Metodo di pagamento',
    next: 'Continua',
    prefix: '',
  },
  en: {
    edit: 'Edit the billing information',
    billing: 'Billing information',
    pay: 'Payment method',
    next: 'Continue',
    prefix: '/en',
  },
} as const

describe.each(['it', 'en'] as const)('editing the billing data from the payment step, in %s', (locale) => {
  const text = TEXT[locale]

  it('stays on the billing form, checks it as the user types, and saving leads back to the payment step', async () => {
    const saved: unknown[] = []
    installFakeApi({
      'GET /api/config': {
        body: { data: { payments: { provider: 'sandbox', stripe_publishable_key: null } } },
      },
      [`GET /api/checkout/course/${COURSE.id}`]: {
        body: { data: makeCheckout({ billing_complete: true, billing: BILLING }) },
      },
      'POST /api/invoice-data': ({ body }) => {
        saved.push(body)
        return { body: { data: { ...BILLING, ...(body as object) } } }
      },
    })
    const { location } = await renderWithApp(<Routed />, {
      path: `${text.prefix}/buy/course/${COURSE.id}/payment-methods`,
      locale,
    })
    fireEvent.click(await screen.findByRole('button', { name: text.edit }))
    const form = await screen.findByRole('form', { name: text.billing })
    await waitFor(() => expect(location.history.at(-1)).toMatch(/billing-information$/))
    // a new checkout would have gone back to the payment step by now
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.getByRole('form', { name: text.billing })).toBe(form)
    expect(screen.queryByRole('form', { name: text.pay })).toBeNull()

    const code = screen.getByLabelText(locale === 'it' ? 'Codice fiscale' : 'Tax code')
    fireEvent.change(code, { target: { value: 'WLKGDI98D52F20XV' } })
    expect(
      await screen.findByText(
        locale === 'it' ? 'Il codice fiscale non è valido.' : 'The tax code is not valid.',
      ),
    ).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: text.next }))
    expect(saved).toEqual([])
    fireEvent.change(code, { target: { value: 'WLKGDI98D52F205V' } })
    fireEvent.click(screen.getByRole('button', { name: text.next }))
    await screen.findByRole('form', { name: text.pay })
    expect(saved).toMatchObject([{ fiscal_code: 'WLKGDI98D52F205V', first_name: 'Mario' }])
    await waitFor(() => expect(location.history.at(-1)).toMatch(/payment-methods$/))
  })
})
