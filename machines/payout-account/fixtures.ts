/** A trainer's payout account as the form sends it and the server keeps it, for the payout-account tests. */
import type { PayoutAccount } from '../../contracts/settings/schemas'

export { refusals } from '../settings-form/fixtures'

export const body = { holder: 'Marco Rossi', iban: 'IT60 X054 2811 1010 0000 0123 456' }

export const kept: PayoutAccount = {
  holder: 'Marco Rossi',
  iban_masked: 'IT60 •••• •••• •••• •••• •••3 456',
  updated_at: '2026-11-29T18:00:00.000Z',
}

export const earlier: PayoutAccount = {
  ...kept,
  holder: 'Marco R.',
  iban_masked: 'IT02 •••• •••• •••• •••• •••0 001',
}

export const invalidIban =
  "L'IBAN non è valido: controlla le cifre (ad esempio IT60 X054 2811 1010 0000 0123 456)."
