import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderDetail } from '../../../contracts/payments/orders'
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
  refund: null,
  documents: {
    receipt: '/api/orders/41/receipt',
    fattura: fields.fattura_available === false ? null : '/api/orders/41/fattura.xml',
    credit_note: null,
    credit_note_fattura: null,
  },
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

  it("for a refunded order, says so and links the credit note (PDF in the reader's language, and XML) beside the receipt", async () => {
    installFakeApi({
      'GET /api/orders/41': {
        body: {
          data: order({
            status: 'refunded',
            refund: {
              refunded_at: '2026-11-25T10:00:00.000Z',
              amount_cents: 4900,
              credit_note_number: 'NC-2026-000003',
            },
            documents: {
              receipt: '/api/orders/41/receipt',
              fattura: '/api/orders/41/fattura.xml',
              credit_note: '/api/orders/41/credit-note',
              credit_note_fattura: '/api/orders/41/credit-note.xml',
            },
          }),
        },
      },
    })
    await renderWithApp(<OrderCompletedStep view={view} />, { locale: 'en' })
    const note = await screen.findByRole('link', { name: 'Download the credit note' })
    expect(note.getAttribute('href')).toBe('/api/orders/41/credit-note?lang=en')
    expect(
      screen.getByRole('link', { name: 'Download the electronic credit note (XML)' }).getAttribute('href'),
    ).toBe('/api/orders/41/credit-note.xml')
    expect(screen.getByRole('link', { name: 'Download the receipt' })).toBeTruthy()
    expect(screen.getByText(/NC-2026-000003/).textContent).toContain('refunded')
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
        body: {
          data: order({
            number: null,
            receipt_available: false,
            fattura_available: false,
            documents: { receipt: null, fattura: null, credit_note: null, credit_note_fattura: null },
          }),
        },
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
