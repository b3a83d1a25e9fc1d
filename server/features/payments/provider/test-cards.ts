/**
 * Stripe's published test cards, as the sandbox knows them: what each does when charged. Any other
 * number is refused, as Stripe's test mode refuses real cards.
 *
 * One card is the sandbox's own: Stripe publishes no card whose charge stays `processing` (its cards
 * settle at once; only bank debits process for days), yet Aula must handle that state. The charge
 * of `4000 0000 0000 7775` answers `processing` and succeeds `processingMs` later (sandbox.ts),
 * announced by the `payment_intent.succeeded` webhook as an asynchronous method's would be.
 */
export type CardBehaviour =
  'succeeds' | 'three_d_secure' | 'insufficient_funds' | 'generic_decline' | 'charge_fails' | 'processing'

/** The sandbox's own card (not one of Stripe's): charged, it is `processing`, then settles by webhook. */
export const PROCESSING_CARD = '4000000000007775'

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  // 3-D Secure: the challenge page on every on-session payment; off session (a renewal, with no
  // buyer to authenticate) declined with authentication_required, as Stripe does for a card not set
  // up for future use (Aula charges without setup_future_usage).
  '4000002500003155': 'three_d_secure',
  '4000002760003184': 'three_d_secure',
  '4000000000003220': 'three_d_secure',
  '4000000000003063': 'three_d_secure',
  '4000000000009995': 'insufficient_funds',
  '4000000000000002': 'generic_decline',
  '4000000000000341': 'charge_fails',
  [PROCESSING_CARD]: 'processing',
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  return 'unknown'
}

/** The decline code an intent gets when a card of this behaviour is charged. */
export const DECLINE_OF: Partial<Record<CardBehaviour, string>> = {
  insufficient_funds: 'insufficient_funds',
  generic_decline: 'generic_decline',
  charge_fails: 'card_declined',
}
