/**
 * /mysettings/subscription through a subscription's lifecycle (issue 36): a failed renewal says
 * when it is retried and leads to the cards; a new card saved as the renewals' card pays it and the
 * plan is active again; a cancellation is withdrawn; with no plan the page leads to the plans.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../../../machines/guards/fixtures'
import type { SavedCard } from '../../../../contracts/payments/schemas'
import { annual as plan, owned } from '../../../../machines/subscription/fixtures'
import { publishSession } from '../../../session/session-store'
import type { PageProps } from '../../../shared/lib/routing'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { SubscriptionPage } from './subscription-page'

const props = { title: 'Abbonamento', params: {} } as unknown as PageProps
const trainer = makeUser('trainer', { email: 'marta@aula.test' })

const oldCard: SavedCard = { id: 'pm_old', brand: 'visa', last4: '0341', exp_month: 12, exp_year: 2099 }
const newCard: SavedCard = { id: 'pm_new', brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: 2030 }

beforeEach(() => publishSession({ user: trainer, isLoggedIn: true, isLoading: false }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  publishSession({ user: null, isLoggedIn: false })
})

// Rendering the whole page with its lazy parts takes a while on a busy machine.
describe('SubscriptionPage', { timeout: 30_000 }, () => {
  it('past due: says when the card is retried; a new card for renewals pays it and the plan is active again', async () => {
    let cards = [oldCard]
    const api = installFakeApi({
      'GET /api/subscriptions/owned': {
        body: {
          data: owned({ status: 'past_due', next_retry_at: '2026-12-02T10:00:00.000Z', failed_attempts: 1 }),
        },
      },
      'GET /api/subscriptions': { body: { data: [plan] } },
      'GET /api/payment-methods': () => ({ body: { data: cards } }),
      'POST /api/sandbox/payment-methods': { status: 201, body: { data: newCard } },
      'POST /api/payment-methods': () => {
        cards = [oldCard, newCard]
        return { body: { data: newCard } }
      },
      'PUT /api/payment-methods/pm_new/default': {
        body: {
          data: {
            pmid: 'pm_new',
            subscription: owned({ pmid: 'pm_new', current_period_end: '2027-12-01T10:00:00.000Z' }),
            retry: { order_id: 5, status: 'succeeded', amount_cents: 19000 },
          },
        },
      },
    })
    await renderWithApp(<SubscriptionPage {...props} />, { path: '/mysettings/subscription' })
    const alert = await screen.findByText(
      "Il rinnovo del 01/12/2026 non è riuscito: la carta è stata rifiutata. Riproveremo il 02/12/2026; fino ad allora l'abbonamento resta attivo.",
    )
    expect(alert).toBeTruthy()
    expect(screen.getByText('Pagamento non riuscito')).toBeTruthy()
    const link = screen.getByRole('link', { name: /Aggiungi una nuova carta e usala per i rinnovi/ })
    expect(link.getAttribute('href')).toBe('#subscription-cards')
    // The saved card, with its expiry, is the one renewals charge.
    expect(await screen.findByText(/•••• 0341/)).toBeTruthy()
    expect(screen.getByText('scade 12/2099')).toBeTruthy()
    expect(screen.getByText('Usata per i rinnovi')).toBeTruthy()

    const form = screen.getByRole('form', { name: 'Aggiungi una carta' })
    fireEvent.input(within(form).getByLabelText('Numero della carta'), {
      target: { value: '5555 5555 5555 4444' },
    })
    fireEvent.input(within(form).getByLabelText('Mese (MM)'), { target: { value: '11' } })
    fireEvent.input(within(form).getByLabelText('Anno (AA)'), { target: { value: '30' } })
    fireEvent.input(within(form).getByLabelText('CVC'), { target: { value: '123' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Salva e usa per i rinnovi' }))

    expect(await screen.findByText('Pagamento riuscito: il tuo abbonamento è di nuovo attivo.')).toBeTruthy()
    expect(screen.getByText('Attivo')).toBeTruthy()
    expect(screen.queryByText(/Riproveremo il/)).toBeNull()
    expect(api.calls('POST /api/sandbox/payment-methods')[0].body).toEqual({
      number: '5555555555554444',
      exp_month: 11,
      exp_year: 2030,
      cvc: '123',
    })
    expect(api.calls('POST /api/payment-methods')[0].body).toEqual({ pmid: 'pm_new' })
    expect(api.calls('PUT /api/payment-methods/pm_new/default')).toHaveLength(1)
  })

  it('a cancelled plan can be resumed before its end, and the page says a change of plan waits for the renewal', async () => {
    const api = installFakeApi({
      'GET /api/subscriptions/owned': { body: { data: owned({ cancel_at_period_end: true }) } },
      'GET /api/subscriptions': {
        body: { data: [plan, { ...plan, id: 4, slug: 'mensile', name: 'Mensile' }] },
      },
      'GET /api/payment-methods': { body: { data: [oldCard] } },
      'POST /api/subscriptions/resume': { body: { data: owned() } },
    })
    await renderWithApp(<SubscriptionPage {...props} />, { path: '/mysettings/subscription' })
    expect(await screen.findByText('Disdetto')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: "Riattiva l'abbonamento" }))
    expect(await screen.findByText('Attivo')).toBeTruthy()
    expect(api.calls('POST /api/subscriptions/resume')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: "Riattiva l'abbonamento" })).toBeNull()
    expect(screen.getByText(/Un cambio di piano vale dal prossimo rinnovo/)).toBeTruthy()
  })

  it('with no subscription (or after one ended) the page leads to the plans', async () => {
    installFakeApi({
      'GET /api/subscriptions/owned': { body: { data: null } },
      'GET /api/payment-methods': { body: { data: [] } },
    })
    await renderWithApp(<SubscriptionPage {...props} />, { path: '/mysettings/subscription' })
    const link = await screen.findByRole('link', { name: 'Scegli un piano e abbonati' })
    expect(link.getAttribute('href')).toBe('/onboarding/subscriptions')
    expect(await screen.findByText('Non hai carte salvate.')).toBeTruthy()
    // No subscription: a new card is only saved.
    expect(screen.getByRole('button', { name: 'Salva la carta' })).toBeTruthy()
  })
})
