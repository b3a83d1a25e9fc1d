import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderDetail } from '../../../contracts/payments/schemas'
import type { PurchaseView } from '../../../machines/purchase'
import { installFakeApi } from '../testing/fake-api'
import { renderWithApp } from '../testing/render'
import { OrderCompletedStep } from './checkout-steps'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The internal id (41) and the yearly number (2026-000012) differ on purpose.
const order = (fields: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 41,
  number: '2026-000012',
  status: 'succeeded',
  amount_cents: 4900,
  product_type: 'course',
  product_id: 7,
  created_at: '2026-11-23T10:00:00.000Z',
  receipt_available: true,
  fattura_available: true,
  ...fields,
})

const view = {
  title: 'Italiano per principianti',
  price: { listCents: 4900, dueCents: 4900, discountCents: 0 },
  amountCents: 4900,
  orderId: 41,
} as unknown as PurchaseView

describe('OrderCompletedStep', () => {
  it("shows the order's yearly number, not its internal id, and links its receipt and FatturaPA", async () => {
    const api = installFakeApi({ 'GET /api/orders/41': { body: { data: order() } } })
    await renderWithApp(<OrderCompletedStep view={view} />)
    expect(await screen.findByText("Numero d'ordine: 2026-000012")).toBeTruthy()
    expect(screen.queryByText(/41/)).toBeNull()
    const receipt = screen.getByRole('link', { name: 'Scarica la ricevuta' })
    expect(receipt.getAttribute('href')).toBe('/api/orders/41/receipt?lang=it')
    expect(receipt.hasAttribute('download')).toBe(true)
    const xml = screen.getByRole('link', { name: 'Scarica la fattura elettronica (XML)' })
    expect(xml.getAttribute('href')).toBe('/api/orders/41/fattura.xml')
    expect(api.calls('GET /api/orders/41')).toHaveLength(1)
  })

  it('in English, links the English receipt and no XML for a buyer without Italian fiscal data', async () => {
    installFakeApi({ 'GET /api/orders/41': { body: { data: order({ fattura_available: false }) } } })
    await renderWithApp(<OrderCompletedStep view={view} />, { locale: 'en' })
    const receipt = await screen.findByRole('link', { name: 'Download the receipt' })
    expect(receipt.getAttribute('href')).toBe('/api/orders/41/receipt?lang=en')
    expect(screen.getByText('Order number: 2026-000012')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /XML/ })).toBeNull()
  })

  it('says while it loads, and offers a retry when the order cannot be loaded', async () => {
    let fail = true
    installFakeApi({
      'GET /api/orders/41': () =>
        fail ? { status: 503, body: { message: 'Down' } } : { body: { data: order() } },
    })
    await renderWithApp(<OrderCompletedStep view={view} />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain("Non è stato possibile caricare la ricevuta dell'ordine.")
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }))
    expect(await screen.findByRole('link', { name: 'Scarica la ricevuta' })).toBeTruthy()
  })

  it('offers no receipt for an order without one (free)', async () => {
    installFakeApi({
      'GET /api/orders/41': {
        body: { data: order({ number: null, receipt_available: false, fattura_available: false }) },
      },
    })
    await renderWithApp(
      <OrderCompletedStep view={{ ...view, price: { listCents: 0, dueCents: 0 } } as PurchaseView} />,
    )
    expect(await screen.findByText('Italiano per principianti è tuo.')).toBeTruthy()
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByText(/Numero d'ordine/)).toBeNull()
  })
})
