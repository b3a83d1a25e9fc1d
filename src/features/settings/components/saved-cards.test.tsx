/**
 * Removing a saved card (issue 36), as on /mysettings/billing: each card has a "Rimuovi" button
 * (a real button, named with the card); it asks first, Escape keeps the card, confirming removes it
 * (DELETE /api/payment-methods/{id}) and the list is read again; when the card was the
 * subscription's only one the page says the subscription needs a card. Cards not to use say why.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SavedCard } from '../../../../contracts/payments/schemas'
import type { OwnedSubscription } from '../../../../contracts/payments/plans'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { SavedCards } from './saved-cards'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ONLY: SavedCard = {
  id: 'pm_only',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2099,
  default: true,
}
const OLD: SavedCard = {
  id: 'pm_old',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 1,
  exp_year: 2020,
  default: false,
  problem: 'expired',
}
const cardless = {
  id: 9,
  status: 'active',
  cancel_at_period_end: false,
  pmid: null,
} as unknown as OwnedSubscription

const TEXT = {
  it: {
    remove: 'Rimuovi',
    title: 'Rimuovere la carta VISA •••• 4242?',
    cancel: 'Annulla',
    removed: 'Carta rimossa.',
    cardless: /Il tuo abbonamento non ha una carta per i rinnovi/,
    expired: 'Scaduta',
    isDefault: 'Predefinita',
  },
  en: {
    remove: 'Remove',
    title: 'Remove the card VISA •••• 4242?',
    cancel: 'Cancel',
    removed: 'Card removed.',
    cardless: /Your subscription has no card for renewals/,
    expired: 'Expired',
    isDefault: 'Default',
  },
} as const

describe.each(['it', 'en'] as const)('SavedCards in %s', { timeout: 30_000 }, (locale) => {
  const text = TEXT[locale]

  it('removes a card after asking; the subscription left with no card asks for one', async () => {
    let cards = [ONLY, OLD]
    const api = installFakeApi({
      'GET /api/payment-methods': () => ({ body: { data: cards } }),
      'DELETE /api/payment-methods/pm_only': () => {
        cards = [OLD]
        return { body: { data: { id: 'pm_only', default_pmid: null, subscription: cardless } } }
      },
    })
    await renderWithApp(<SavedCards />, { locale })
    const item = (await screen.findByText(/•••• 4242/)).closest('li')!
    expect(within(item).getByText(text.isDefault)).toBeTruthy()
    const other = screen.getByText(/•••• 4444/).closest('li')!
    expect(within(other).getByText(text.expired)).toBeTruthy()

    // a button named with its card; Escape keeps the card
    const button = within(item).getByRole('button', { name: new RegExp(`^${text.remove}`) })
    expect(button.tagName).toBe('BUTTON')
    expect(button.textContent).toContain('4242')
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: text.title })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls('DELETE /api/payment-methods/pm_only')).toHaveLength(0)

    fireEvent.click(button)
    const again = await screen.findByRole('dialog', { name: text.title })
    fireEvent.click(within(again).getByRole('button', { name: text.remove }))
    expect(await screen.findByText(text.removed)).toBeTruthy()
    expect(api.calls('DELETE /api/payment-methods/pm_only')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByText(/•••• 4242/)).toBeNull())
    expect(screen.getByText(text.cardless)).toBeTruthy()
  })
})

describe('SavedCards: a PayPal account (issue 36)', { timeout: 30_000 }, () => {
  const PAYPAL: SavedCard = {
    id: 'pm_paypal_1',
    brand: 'paypal',
    last4: '',
    payer_email: 'buyer@paypal.test',
    default: true,
  }

  it.each([
    ['it', 'Rimuovere il conto PayPal buyer@paypal.test?', 'Conto PayPal rimosso.'],
    ['en', 'Remove the account PayPal buyer@paypal.test?', 'PayPal account removed.'],
  ] as const)(
    'shows its e-mail instead of the last 4 and removes it like a card (%s)',
    async (locale, title, removed) => {
      let cards = [PAYPAL, ONLY]
      const api = installFakeApi({
        'GET /api/payment-methods': () => ({ body: { data: cards } }),
        'DELETE /api/payment-methods/pm_paypal_1': () => {
          cards = [ONLY]
          return { body: { data: { id: 'pm_paypal_1', default_pmid: 'pm_only', subscription: null } } }
        },
      })
      await renderWithApp(<SavedCards />, { locale })
      const item = (await screen.findByText('buyer@paypal.test')).closest('li')!
      expect(item.textContent).toContain('PayPal')
      expect(item.textContent).not.toContain('••••')
      fireEvent.click(within(item).getByRole('button', { name: /PayPal buyer@paypal\.test/ }))
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).getByText(title)).toBeTruthy()
      fireEvent.click(within(dialog).getByRole('button', { name: TEXT[locale].remove }))
      await screen.findByText(removed)
      expect(api.calls('DELETE /api/payment-methods/pm_paypal_1')).toHaveLength(1)
      await waitFor(() => expect(screen.queryByText('buyer@paypal.test')).toBeNull())
    },
  )
})

describe('SavedCards: a PayPal account saved without a purchase (issue 36)', { timeout: 30_000 }, () => {
  it('back from PayPal with setup_intent: keeps the account once and takes the parameter off the URL', async () => {
    const PAYPAL: SavedCard = {
      id: 'pm_paypal_seti_1',
      brand: 'paypal',
      last4: '',
      payer_email: 'buyer@paypal.test',
    }
    let cards = [ONLY]
    const api = installFakeApi({
      'GET /api/payment-methods': () => ({ body: { data: cards } }),
      'POST /api/payment-methods/paypal/seti_1': () => {
        cards = [PAYPAL, ONLY]
        return { body: { data: PAYPAL } }
      },
    })
    window.history.replaceState(null, '', '/mysettings/billing?setup_intent=seti_1')
    await renderWithApp(<SavedCards />, { path: '/mysettings/billing' })
    expect(await screen.findByText('Conto PayPal salvato.')).toBeTruthy()
    expect(await screen.findByText('buyer@paypal.test')).toBeTruthy()
    expect(api.calls('POST /api/payment-methods/paypal/seti_1')).toHaveLength(1)
    expect(window.location.search).toBe('')
    // the way to add one: a real button
    expect(screen.getByRole('button', { name: 'Collega un conto PayPal' }).tagName).toBe('BUTTON')
  })
})
