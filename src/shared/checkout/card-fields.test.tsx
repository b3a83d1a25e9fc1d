/**
 * The sandbox's card fields say what is wrong as the card is typed (issue 36), in Italian and in
 * English, with the sandbox's own words: a wrong Luhn check digit, a month or year that is not one,
 * an expiry already past, a CVC of the wrong length (4 digits for American Express). A field is
 * judged once full or once left, and the message is the field's description (aria-describedby,
 * aria-invalid). Stripe's field says the same for Stripe's error codes.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/render'
import { CardFields, cardEntryProblems, EMPTY_CARD } from './card-fields'
import { StripeCardField } from './stripe-card'

const stripeJs = vi.hoisted(() => {
  const state = { change: null as null | ((event: object) => void) }
  const card = {
    on: (name: string, handler: (event: object) => void) => {
      if (name === 'change') state.change = handler
    },
    mount: () => {},
    focus: () => {},
    destroy: () => {},
  }
  const loadStripe = async () => ({ elements: () => ({ create: () => card }) })
  return { state, loadStripe }
})
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeJs.loadStripe }))

afterEach(cleanup)

function Harness() {
  const [card, setCard] = useState(EMPTY_CARD)
  return <CardFields card={card} onCard={setCard} errors={{}} />
}

const TEXT = {
  it: {
    number: 'Numero della carta',
    month: 'Mese (MM)',
    year: 'Anno (AA)',
    luhn: 'Il numero della carta non è valido.',
    badMonth: 'Il mese di scadenza non è valido.',
    expired: 'La carta è scaduta.',
    cvc: 'Il codice CVC ha 3 cifre (4 per American Express).',
  },
  en: {
    number: 'Card number',
    month: 'Month (MM)',
    year: 'Year (YY)',
    luhn: 'The card number is not valid.',
    badMonth: 'The expiry month is not valid.',
    expired: 'The card has expired.',
    cvc: 'The CVC has 3 digits (4 for American Express).',
  },
} as const

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** The field's message, as a screen reader reaches it: the field is invalid and described by it. */
function describedBy(label: string): string | null {
  const input = screen.getByLabelText(label)
  if (input.getAttribute('aria-invalid') !== 'true') return null
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe.each(['it', 'en'] as const)('the card fields in %s', (locale) => {
  const text = TEXT[locale]

  it('a wrong check digit: said once the number is full, or when the field is left', async () => {
    await renderWithApp(<Harness />, { locale })
    const cvcLabel = 'CVC'
    type(text.number, '4242 4242 4242')
    expect(describedBy(text.number)).toBeNull()
    type(text.number, '4242 4242 4242 4241')
    expect(describedBy(text.number)).toBe(text.luhn)
    type(text.number, '4242 4242 4242 4242')
    expect(describedBy(text.number)).toBeNull()
    // shorter than a card, once left
    type(text.number, '4242 42')
    expect(describedBy(text.number)).toBeNull()
    fireEvent.blur(screen.getByLabelText(text.number))
    expect(describedBy(text.number)).toBe(text.luhn)
    expect(describedBy(cvcLabel)).toBeNull()
  })

  it('the expiry: a month that is not one, a date already past', async () => {
    await renderWithApp(<Harness />, { locale })
    type(text.month, '13')
    expect(describedBy(text.month)).toBe(text.badMonth)
    type(text.month, '01')
    expect(describedBy(text.month)).toBeNull()
    type(text.year, '20')
    // "20" may be the start of 2030: nothing yet, but a year that is past once left
    expect(describedBy(text.month)).toBeNull()
    type(text.year, '2020')
    expect(describedBy(text.month)).toBe(text.expired)
    type(text.year, '19')
    expect(describedBy(text.month)).toBe(text.expired)
    type(text.year, '99')
    expect(describedBy(text.month)).toBeNull()
    expect(describedBy(text.year)).toBeNull()
  })

  it('the CVC: 3 digits, 4 for American Express', async () => {
    await renderWithApp(<Harness />, { locale })
    type(text.number, '4242 4242 4242 4242')
    type('CVC', '1234')
    expect(describedBy('CVC')).toBe(text.cvc)
    type('CVC', '12')
    expect(describedBy('CVC')).toBeNull()
    fireEvent.blur(screen.getByLabelText('CVC'))
    expect(describedBy('CVC')).toBe(text.cvc)
    type('CVC', '123')
    expect(describedBy('CVC')).toBeNull()
    // an Amex wants 4
    type(text.number, '3782 822463 10005')
    expect(describedBy(text.number)).toBeNull()
    expect(describedBy('CVC')).toBe(text.cvc)
    type('CVC', '1234')
    expect(describedBy('CVC')).toBeNull()
  })

  it("Stripe's field says the same for Stripe's error codes, and Stripe's own words for the others", async () => {
    await renderWithApp(<StripeCardField publishableKey="pk_test_x" onComplete={() => {}} />, { locale })
    await vi.waitFor(() => expect(stripeJs.state.change).not.toBeNull())
    const group = screen.getByTestId('stripe-card')
    act(() =>
      stripeJs.state.change!({
        complete: false,
        error: { code: 'invalid_number', message: 'Stripe: invalid' },
      }),
    )
    expect(screen.getByText(text.luhn).id).toBe(group.getAttribute('aria-describedby'))
    expect(group.getAttribute('aria-invalid')).toBe('true')
    act(() =>
      stripeJs.state.change!({ complete: false, error: { code: 'invalid_expiry_year_past', message: 'x' } }),
    )
    expect(screen.getByText(text.expired)).toBeTruthy()
    act(() =>
      stripeJs.state.change!({ complete: false, error: { code: 'incomplete_zip', message: 'Stripe zip' } }),
    )
    expect(screen.getByText('Stripe zip')).toBeTruthy()
    act(() => stripeJs.state.change!({ complete: true }))
    expect(group.getAttribute('aria-invalid')).toBeNull()
  })
})

describe('cardEntryProblems', () => {
  const now = new Date(2026, 10, 15)
  it('judges a field once it is full or left, and the expiry against this month', () => {
    const card = { number: '4000 0000 0000 0001', exp_month: '11', exp_year: '26', cvc: '12' }
    expect(cardEntryProblems(card, now)).toEqual({ number: 'number' })
    expect(cardEntryProblems(card, now, { cvc: true })).toEqual({ number: 'number', cvc: 'cvc' })
    expect(cardEntryProblems({ ...card, exp_month: '10' }, now)).toEqual({
      number: 'number',
      exp_month: 'expired',
    })
    expect(cardEntryProblems({ ...EMPTY_CARD, exp_year: '2x' }, now)).toEqual({ exp_year: 'year' })
    expect(cardEntryProblems({ ...EMPTY_CARD, number: '4242 abcd' }, now)).toEqual({ number: 'number' })
  })
})
