/**
 * The failed-renewal banner (issue 36): shown while the subscription is past_due, with the retry
 * date and the way to the fix; gone once a payment event says the renewal is paid; nothing for a
 * subscription in good standing.
 */
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { publishPaymentEvent } from '../../../shared/checkout/payment-events'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { RenewalBanner } from './renewal-banner'

const owned = (status: string) => ({
  id: 1,
  subscription: { id: 3, name: 'Annuale' },
  status,
  current_period_end: '2026-12-01T10:00:00.000Z',
  cancel_at_period_end: false,
  next_subscription: null,
  pmid: 'pm_1',
  next_retry_at: status === 'past_due' ? '2026-12-04T10:00:00.000Z' : null,
  failed_attempts: status === 'past_due' ? 2 : 0,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('RenewalBanner', { timeout: 30_000 }, () => {
  it('past due: says when the card is retried and leads to the subscription settings; a paid renewal takes it away', async () => {
    let status = 'past_due'
    installFakeApi({ 'GET /api/subscriptions/owned': () => ({ body: { data: owned(status) } }) })
    await renderWithApp(<RenewalBanner />, { path: '/feed' })
    const banner = await screen.findByRole('alert')
    expect(banner.textContent).toContain(
      'Il rinnovo del tuo abbonamento non è riuscito. Riproveremo il 04/12/2026',
    )
    const link = screen.getByRole('link', { name: 'Aggiorna la carta' })
    expect(link.getAttribute('href')).toBe('/mysettings/subscription')

    status = 'active'
    act(() => publishPaymentEvent({ type: 'payment.subscriptionActive' } as never))
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('shows nothing while the subscription is paid', async () => {
    const api = installFakeApi({ 'GET /api/subscriptions/owned': { body: { data: owned('active') } } })
    await renderWithApp(<RenewalBanner />, { path: '/feed' })
    await vi.waitFor(() => expect(api.calls('GET /api/subscriptions/owned')).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
