/**
 * The admins' payouts of a month (issue 36) against a fake API: the month comes from the URL and is
 * asked of the API, each trainer shows net, ritenuta, payout and IBAN (a warning without one), the
 * total sums them, an empty month says so, a bad month in the URL falls back to the current one
 * with a message, English, and anyone but an admin is told the page is not theirs.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Payouts } from '../../../../contracts/statements/schemas'
import { makeUser } from '../../../../machines/guards/fixtures'
import { publishSession } from '../../../session/session-store'
import type { PageProps } from '../../../shared/lib/routing'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { PayoutsPage, shiftMonth } from './payouts-page'

const props = (title: string) => ({ title, params: {} }) as unknown as PageProps
const ROUTE = 'GET /api/admin/payouts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  publishSession({ user: null, isLoggedIn: false })
})

const payouts = (month: string): Payouts => ({
  month,
  currency: 'EUR',
  total_cents: 11689,
  payouts: [
    {
      trainer: { id: 7, name: 'Laura Verdi', email: 'laura@aula.test' },
      account: { holder: 'Laura Verdi', iban: 'IT60X0542811101000000123456' },
      sales: 2,
      refunds: 1,
      net_cents: 7869,
      ritenuta_cents: 1637,
      payout_cents: 8347,
    },
    {
      trainer: { id: 8, name: 'Paolo Neri', email: 'paolo@aula.test' },
      account: null,
      sales: 1,
      refunds: 0,
      net_cents: 3213,
      ritenuta_cents: 0,
      payout_cents: 3342,
    },
  ],
})

describe('PayoutsPage', () => {
  it('lists the month’s payouts from the URL with IBAN, ritenuta and total', async () => {
    publishSession({ user: makeUser('admin'), isLoggedIn: true, isLoading: false })
    const api = installFakeApi({ [ROUTE]: { body: { data: payouts('2026-10') } } })
    await renderWithApp(<PayoutsPage {...props('Pagamenti ai formatori')} />, {
      path: '/dev/admin/payouts?month=2026-10',
    })
    const list = await screen.findByRole('list', { name: 'Pagamenti di ottobre 2026' })
    expect(screen.getByText('Totale da pagare per ottobre 2026: 116,89 € a 2 formatori')).toBeTruthy()
    const laura = within(list).getByRole('listitem', { name: 'Laura Verdi' })
    expect(within(laura).getByText('83,47 €')).toBeTruthy()
    expect(within(laura).getByText('16,37 €')).toBeTruthy()
    expect(within(laura).getByText('IT60X0542811101000000123456')).toBeTruthy()
    expect(laura.textContent).toContain('2 vendite · 1 rimborso')
    const paolo = within(list).getByRole('listitem', { name: 'Paolo Neri' })
    expect(within(paolo).getByText('IBAN mancante: chiedilo al formatore prima di pagare.')).toBeTruthy()
    expect(api.requests.find((request) => request.path === '/api/admin/payouts')).toBeTruthy()
    expect((screen.getByLabelText('Mese (AAAA-MM)') as HTMLInputElement).value).toBe('2026-10')
    expect(screen.getByRole('link', { name: '← Mese precedente' }).getAttribute('href')).toContain(
      'month=2026-09',
    )
    expect(screen.getByRole('link', { name: 'Mese successivo →' }).getAttribute('href')).toContain(
      'month=2026-11',
    )
  }, 30_000)

  it('asks for the month in the URL, falls back to the current one with a message, and says when it is empty', async () => {
    publishSession({ user: makeUser('admin'), isLoggedIn: true, isLoading: false })
    const asked: string[] = []
    const current = new Date().toISOString().slice(0, 7)
    installFakeApi({
      [ROUTE]: () => ({ body: { data: { month: current, currency: 'EUR', total_cents: 0, payouts: [] } } }),
    })
    const fetchSpy = vi.mocked(globalThis.fetch)
    await renderWithApp(<PayoutsPage {...props('Trainer payouts')} />, {
      path: '/en/dev/admin/payouts?month=2026-13',
    })
    expect(await screen.findByText(/No payouts for/)).toBeTruthy()
    for (const [input] of fetchSpy.mock.calls) asked.push(String(input))
    expect(asked.some((url) => url.includes(`/api/admin/payouts?month=${current}`))).toBe(true)
    expect(screen.getByRole('alert').textContent).toContain('“2026-13” is not a valid month')
    expect(screen.queryByRole('link', { name: 'Next month →' })).toBeNull()
  }, 30_000)

  it('tells anyone but an admin the page is not theirs and asks nothing of the API', async () => {
    publishSession({ user: makeUser('trainer'), isLoggedIn: true, isLoading: false })
    const api = installFakeApi({ [ROUTE]: { body: { data: payouts('2026-10') } } })
    await renderWithApp(<PayoutsPage {...props('Pagamenti ai formatori')} />, { path: '/dev/admin/payouts' })
    expect(screen.queryByRole('list')).toBeNull()
    expect(api.calls(ROUTE)).toHaveLength(0)
  }, 30_000)

  it('shifts months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2025-12', 1)).toBe('2026-01')
  })
})
