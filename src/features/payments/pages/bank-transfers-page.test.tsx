import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../../../machines/guards/fixtures'
import type { PendingBankTransfer } from '../../../../contracts/payments/orders'
import { publishSession } from '../../../session/session-store'
import type { PageProps } from '../../../shared/lib/routing'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { BankTransfersPage } from './bank-transfers-page'

const props = { title: 'Bonifici da confermare', params: {} } as unknown as PageProps
const LIST = 'GET /api/admin/bank-transfers'

const transfer = (order_id: number, reference: string): PendingBankTransfer => ({
  order_id,
  user: { id: 10 + order_id, name: 'Sara Conti', email: `sara${order_id}@aula.test` },
  product: { type: 'subscription', id: 3, title: 'Annuale' },
  amount_cents: 19900,
  currency: 'EUR',
  reference,
  created_at: '2026-11-20T10:00:00.000Z',
})

const page = (rows: PendingBankTransfer[]) => ({
  body: { data: rows, meta: { current_page: 1, last_page: 1, per_page: 50, total: rows.length } },
})

function asRole(role: 'admin' | 'student') {
  publishSession({ user: makeUser(role), isLoggedIn: true, isLoading: false })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  publishSession({ user: null, isLoggedIn: false })
})

describe('BankTransfersPage', () => {
  it('lists each pending transfer with user, product, amount, reference and date; Confirm calls the admin API and the row leaves', async () => {
    asRole('admin')
    let pending = [transfer(41, 'AULA-2026-000041'), transfer(42, 'AULA-2026-000042')]
    const api = installFakeApi({
      [LIST]: () => page(pending),
      'POST /api/admin/bank-transfers/41/confirm': () => {
        pending = pending.filter((row) => row.order_id !== 41)
        return { body: { data: { order_id: 41, status: 'succeeded' } } }
      },
    })
    await renderWithApp(<BankTransfersPage {...props} />, { path: '/dev/bank-transfers' })
    const rows = await screen.findAllByTestId('bank-transfer')
    expect(rows).toHaveLength(2)
    const first = within(rows[0])
    expect(first.getByText('Sara Conti (sara41@aula.test)')).toBeTruthy()
    expect(first.getByText('Abbonamento: Annuale')).toBeTruthy()
    expect(first.getByText('AULA-2026-000041')).toBeTruthy()
    expect(first.getByText(/199,00/)).toBeTruthy()
    expect(first.getByText('20/11/2026')).toBeTruthy()

    const button = first.getByRole('button', { name: 'Conferma il bonifico AULA-2026-000041' })
    button.focus()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(await screen.findByText(/Bonifico confermato: AULA-2026-000041 di Sara Conti/)).toBeTruthy()
    await vi.waitFor(() => expect(screen.getAllByTestId('bank-transfer')).toHaveLength(1))
    expect(screen.queryByText('AULA-2026-000041', { selector: 'dd' })).toBeNull()
    expect(api.calls('POST /api/admin/bank-transfers/41/confirm')).toHaveLength(1)
    expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2)
  })

  it('says when nothing waits, and keeps a row with an error when the confirm fails', async () => {
    asRole('admin')
    installFakeApi({ [LIST]: page([]) })
    await renderWithApp(<BankTransfersPage {...props} />, { path: '/dev/bank-transfers' })
    expect(await screen.findByText('Nessun bonifico in attesa di conferma.')).toBeTruthy()
    cleanup()

    installFakeApi({
      [LIST]: page([transfer(7, 'AULA-2026-000007')]),
      'POST /api/admin/bank-transfers/7/confirm': { status: 500, body: { message: 'Server Error' } },
    })
    await renderWithApp(<BankTransfersPage {...props} />, { path: '/dev/bank-transfers' })
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma il bonifico AULA-2026-000007' }))
    expect(await screen.findByText('Non è stato possibile confermare il bonifico. Riprova.')).toBeTruthy()
    expect(screen.getAllByTestId('bank-transfer')).toHaveLength(1)
    expect(
      (screen.getByRole('button', { name: 'Conferma il bonifico AULA-2026-000007' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false)
  })

  it('shows an error with a retry when the list cannot be loaded', async () => {
    asRole('admin')
    let fail = true
    installFakeApi({
      [LIST]: () =>
        fail ? { status: 503, body: { message: 'Unavailable' } } : page([transfer(1, 'AULA-1')]),
    })
    await renderWithApp(<BankTransfersPage {...props} />, { path: '/dev/bank-transfers' })
    expect(await screen.findByText('Non è stato possibile caricare i contenuti.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }))
    expect(await screen.findByText('AULA-1')).toBeTruthy()
  })

  it('tells anyone but an admin that the page is not for them, and asks the API nothing', async () => {
    asRole('student')
    const api = installFakeApi({ [LIST]: page([transfer(1, 'AULA-1')]) })
    await renderWithApp(<BankTransfersPage {...props} />, { path: '/dev/bank-transfers' })
    expect(screen.getByText('Questa pagina è riservata agli amministratori.')).toBeTruthy()
    expect(api.calls(LIST)).toHaveLength(0)
  })
})
