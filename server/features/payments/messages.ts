/** The payments area's own messages, in both languages (the SPA shows a 422's messages as they are). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  subscriptionNotFound: {
    it: 'The selected subscription could not be found',
    en: 'The selected subscription could not be found',
  },
  courseNotFound: { it: 'Il corso non esiste.', en: 'The course does not exist.' },
  featureNotFound: { it: 'La funzionalità non esiste.', en: 'The feature does not exist.' },
  orderNotFound: { it: "L'ordine non esiste.", en: 'The order does not exist.' },
  notPurchaseable: {
    it: 'Questo prodotto non è in vendita.',
    en: 'This product is not for sale.',
  },
  soldOut: { it: 'I posti di questo abbonamento sono esauriti.', en: 'This subscription is sold out.' },
  notFree: {
    it: 'Questo corso è a pagamento: acquistalo con un metodo di pagamento.',
    en: 'This course is not free: buy it with a payment method.',
  },
  alreadyOwned: { it: 'Possiedi già questo prodotto.', en: 'You already own this product.' },
  noLiveSubscription: {
    it: 'Non hai un abbonamento attivo da cambiare.',
    en: 'You have no active subscription to change.',
  },
  planNotRecurring: {
    it: 'Questo piano non si rinnova: non si può passare a questo piano.',
    en: 'This plan does not renew: a subscription cannot move to it.',
  },
  alreadySubscribed: {
    it: 'Hai già un abbonamento attivo.',
    en: 'You already have an active subscription.',
  },
  pmidRequired: {
    it: 'Scegli un metodo di pagamento.',
    en: 'Choose a payment method.',
  },
  pmidUnknown: {
    it: 'Il metodo di pagamento non esiste o non è tuo.',
    en: 'The payment method does not exist or is not yours.',
  },
  bankTransferNotAllowed: {
    it: 'Questo prodotto non si può pagare con bonifico.',
    en: 'This product cannot be paid by bank transfer.',
  },
  couponUnknown: { it: 'Il codice sconto non esiste.', en: 'The coupon code does not exist.' },
  couponNotYet: { it: 'Il codice sconto non è ancora valido.', en: 'The coupon code is not valid yet.' },
  couponExpired: { it: 'Il codice sconto è scaduto.', en: 'The coupon code has expired.' },
  couponWrongProduct: {
    it: 'Il codice sconto non vale per questo prodotto.',
    en: 'The coupon code does not apply to this product.',
  },
  couponUsedUp: {
    it: 'Il codice sconto è esaurito.',
    en: 'The coupon code has been used up.',
  },
  couponUsedByYou: {
    it: 'Hai già usato questo codice sconto.',
    en: 'You have already used this coupon code.',
  },
  cardNotTestCard: {
    it: 'Nel sandbox si pagano solo le carte di prova (per esempio 4242 4242 4242 4242).',
    en: 'The sandbox only takes test cards (for example 4242 4242 4242 4242).',
  },
  cardExpired: { it: 'La carta è scaduta.', en: 'The card has expired.' },
  cvcLength: {
    it: 'Il codice CVC ha 3 cifre (4 per American Express).',
    en: 'The CVC has 3 digits (4 for American Express).',
  },
  notBankTransfer: {
    it: "L'ordine non è in attesa di un bonifico.",
    en: 'The order is not awaiting a bank transfer.',
  },
  idempotencyKeyReused: {
    it: "Questa Idempotency-Key è già stata usata per un'altra richiesta: un nuovo acquisto vuole una chiave nuova.",
    en: 'This Idempotency-Key was already used for a different request: a new purchase needs a new key.',
  },
  returnUrlForeign: {
    it: 'Il campo return_url deve essere un indirizzo di questo sito.',
    en: 'The return_url field must be an address of this site.',
  },
  paymentsOff: {
    it: 'I pagamenti non sono configurati su questo server.',
    en: 'Payments are not configured on this server.',
  },
})
