/**
 * The admin area's users and tickets pages (issue 35) against a fake API: a user is blocked with a
 * reason (required, in the page's language), the list reloads and the page says so; a ticket's
 * flow code opens its replay at /dev?trace=CODE while the flow is kept; anyone but an admin is told
 * the page is not theirs and nothing is asked of the API.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminOrder, AdminTicket, AdminUser } from '../../../../contracts/admin/endpoints'
import { makeUser } from '../../../../machines/guards/fixtures'
import { publishSession } from '../../../session/session-store'
import type { PageProps } from '../../../shared/lib/routing'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { OrdersPage } from './orders-page'
import { TicketsPage } from './tickets-page'
import { UsersPage } from './users-page'

const props = (title: string) => ({ title, params: {} }) as unknown as PageProps
const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 20, total })

const user = (status: AdminUser['status']): AdminUser => ({
  id: 31,
  first_name: 'Mario',
  last_name: 'Rossi',
  full_name: 'Mario Rossi',
  email: 'mario@aula.test',
  role: 'student',
  roles: ['student'],
  status,
  slug: 'mario-rossi',
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
  last_action:
    status === 'blocked'
      ? {
          action: 'blocked',
          reason: 'Spam',
          by: { id: 1, full_name: 'Admin Aula' },
          created_at: '2026-11-02T10:00:00.000Z',
        }
      : null,
})

const ticket = (id: number, trace_code: string | null, trace_available: boolean): AdminTicket => ({
  id,
  number: `T-${String(id).padStart(6, '0')}`,
  sender: { id: 5, slug: 'sara-conti', full_name: 'Sara Conti', avatar_url: null },
  email: 'sara@aula.test',
  category: 'technical',
  subject: `Problema ${id}`,
  message: 'La pagina resta ferma.',
  trace_code,
  trace_available,
  attachments: [{ name: 'schermata.png', content_type: 'image/png', size: 1000 }],
  created_at: '2026-11-20T10:00:00.000Z',
})

const order = (refunded: boolean): AdminOrder => ({
  id: 77,
  number: '2026-000012',
  status: refunded ? 'refunded' : 'succeeded',
  amount_cents: 4900,
  currency: 'EUR',
  buyer: { id: 5, name: 'Sara Conti', email: 'sara@aula.test' },
  product: { type: 'course', id: 9, title: 'Luce naturale' },
  payment: 'card',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:00:05.000Z',
  refundable: !refunded,
  refund: refunded
    ? {
        refunded_at: '2026-11-21T10:00:00.000Z',
        reason: 'Acquisto doppio',
        credit_note_number: 'NC-2026-000001',
        status: 'succeeded',
        by: { id: 1, full_name: 'Admin Aula' },
      }
    : null,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  publishSession({ user: null, isLoggedIn: false })
})

describe('the admin pages', () => {
  it('users: blocks with a required reason, then reloads and says so', async () => {
    publishSession({ user: makeUser('admin'), isLoggedIn: true, isLoading: false })
    let status: AdminUser['status'] = 'active'
    const api = installFakeApi({
      'GET /api/admin/users': () => ({ body: { data: [user(status)], meta: meta(1) } }),
      'POST /api/admin/users/31/block': () => {
        status = 'blocked'
        return { body: { data: { id: 31, status: 'blocked' } } }
      },
    })
    await renderWithApp(<UsersPage {...props('Utenti')} />, { path: '/dev/admin/users' })
    const row = within(await screen.findByRole('listitem', { name: 'Mario Rossi' }))
    expect(row.getByText('Attivo')).toBeTruthy()
    fireEvent.click(row.getByRole('button', { name: 'Blocca: Mario Rossi' }))
    const reason = row.getByLabelText('Motivo')
    expect(document.activeElement).toBe(reason)
    fireEvent.click(row.getByRole('button', { name: 'Conferma' }))
    expect(row.getByText('Scrivi il motivo.')).toBeTruthy()
    expect(api.calls('POST /api/admin/users/31/block')).toHaveLength(0)
    fireEvent.change(reason, { target: { value: '  Spam  ' } })
    fireEvent.click(row.getByRole('button', { name: 'Conferma' }))
    expect(await screen.findByText('Mario Rossi: bloccato.')).toBeTruthy()
    expect(api.calls('POST /api/admin/users/31/block')[0].body).toEqual({ reason: 'Spam' })
    const blocked = within(await screen.findByRole('listitem', { name: 'Mario Rossi' }))
    await vi.waitFor(() => expect(blocked.getByText('Bloccato')).toBeTruthy())
    expect(blocked.getByRole('button', { name: 'Sblocca: Mario Rossi' })).toBeTruthy()
    expect(blocked.getByText(/Spam/)).toBeTruthy()
  }, 30_000)

  it('tickets: the flow code opens its replay while it is kept', async () => {
    publishSession({ user: makeUser('admin'), isLoggedIn: true, isLoading: false })
    installFakeApi({
      'GET /api/admin/support-tickets': {
        body: {
          data: [
            ticket(42, 'AULA-ABCD-23', true),
            ticket(41, 'AULA-ZZZZ-99', false),
            ticket(40, null, false),
          ],
          meta: meta(3),
        },
      },
    })
    await renderWithApp(<TicketsPage {...props('Ticket di supporto')} />, { path: '/dev/admin/tickets' })
    const link = await screen.findByRole('link', { name: 'Apri il flusso AULA-ABCD-23 del ticket T-000042' })
    expect(link.getAttribute('href')).toBe('/dev?trace=AULA-ABCD-23')
    expect(screen.getByText('Flusso AULA-ZZZZ-99: non più disponibile.')).toBeTruthy()
    expect(screen.getByText('Nessun flusso allegato.')).toBeTruthy()
    expect(screen.getAllByText(/schermata\.png/)).toHaveLength(3)
  }, 30_000)

  it('orders: searches by e-mail, opens an order and refunds it with a required reason, in English too', async () => {
    publishSession({ user: makeUser('admin'), isLoggedIn: true, isLoading: false })
    let refunded = false
    const api = installFakeApi({
      'GET /api/admin/orders': () => ({ body: { data: [order(refunded)], meta: meta(1) } }),
      'POST /api/admin/orders/77/refund': () => {
        refunded = true
        return { body: { data: order(true) } }
      },
    })
    await renderWithApp(<OrdersPage {...props('Orders')} />, {
      path: '/en/dev/admin/orders?q=sara%40aula.test',
      locale: 'en',
    })
    const row = within(await screen.findByRole('listitem', { name: 'Order 2026-000012' }))
    expect(row.getByText('Paid')).toBeTruthy()
    expect(row.queryByRole('button', { name: 'Refund: 2026-000012' })).toBeNull()
    const toggle = row.getByRole('button', { name: 'Open the details of order 2026-000012' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(row.getByText('Sara Conti (sara@aula.test)')).toBeTruthy()
    fireEvent.click(row.getByRole('button', { name: 'Refund: 2026-000012' }))
    const reason = row.getByLabelText('Reason')
    expect(document.activeElement).toBe(reason)
    fireEvent.click(row.getByRole('button', { name: 'Confirm' }))
    expect(api.calls('POST /api/admin/orders/77/refund')).toHaveLength(0)
    fireEvent.change(reason, { target: { value: ' Acquisto doppio ' } })
    fireEvent.click(row.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Order 2026-000012 refunded.')).toBeTruthy()
    expect(api.calls('POST /api/admin/orders/77/refund')[0].body).toEqual({ reason: 'Acquisto doppio' })
    const after = within(await screen.findByRole('listitem', { name: 'Order 2026-000012' }))
    await vi.waitFor(() => expect(after.getByText('Refunded')).toBeTruthy())
  }, 30_000)

  it('orders: says there are none yet with no search, and that none matches with one', async () => {
    publishSession({ user: makeUser('admin'), isLoggedIn: true, isLoading: false })
    installFakeApi({ 'GET /api/admin/orders': () => ({ body: { data: [], meta: meta(0) } }) })
    const first = await renderWithApp(<OrdersPage {...props('Ordini')} />, { path: '/dev/admin/orders' })
    expect(await screen.findByText(/^Nessun ordine ancora/)).toBeTruthy()
    first.unmount()
    await renderWithApp(<OrdersPage {...props('Ordini')} />, { path: '/dev/admin/orders?status=refunded' })
    expect(await screen.findByText('Nessun ordine corrisponde alla ricerca.')).toBeTruthy()
  }, 30_000)

  it('tells anyone but an admin the page is not theirs, and asks the API nothing', async () => {
    publishSession({ user: makeUser('student'), isLoggedIn: true, isLoading: false })
    const api = installFakeApi({})
    await renderWithApp(<UsersPage {...props('Utenti')} />, { path: '/dev/admin/users' })
    expect(screen.getByText('Questa pagina è riservata agli amministratori.')).toBeTruthy()
    expect(api.calls('GET /api/admin/users')).toHaveLength(0)
  })
})
