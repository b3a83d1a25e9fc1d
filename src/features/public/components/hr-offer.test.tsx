import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { HrOffer } from './hr-offer'

const plan = {
  id: 5,
  slug: 'aziende',
  name: 'Aziende',
  description: '',
  active: true,
  purchaseable: true,
  visible: true,
  expiring: false,
  expiring_at: null,
  features: ['courses', 'messages', 'diary', 'posts'],
  interval: 'month',
  intervalCount: 1,
  limited_qty: false,
  qty: null,
  price: 4900,
  priceId: 'price_x',
  productId: 'prod_x',
  promo_active: false,
  stripe_promo_price: null,
  suggested: false,
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('HrOffer', () => {
  it("shows a plan's features as labels, not keys, in Italian and English", async () => {
    installFakeApi({ 'GET /api/subscriptions': { body: { data: [plan] } } })
    await renderWithApp(<HrOffer />, { path: '/hr' })
    expect(await screen.findByText('Messaggi diretti')).toBeTruthy()
    expect(screen.getByText('Diario di apprendimento')).toBeTruthy()
    expect(screen.getByText('Post nel feed')).toBeTruthy()
    expect(screen.getByText('Corsi illimitati')).toBeTruthy()
    for (const key of plan.features) expect(screen.queryByText(key)).toBeNull()
    cleanup()

    await renderWithApp(<HrOffer />, { path: '/en/hr' })
    expect(await screen.findByText('Direct messages')).toBeTruthy()
    expect(screen.getByText('Learning diary')).toBeTruthy()
  })
})
