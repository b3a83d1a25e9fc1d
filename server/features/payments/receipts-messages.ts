/** What receipts and the FatturaPA say, in both languages: error messages and the receipt's own text. */
import { createMessages } from '../../core/http/messages.ts'

export const { say: sayReceipt } = createMessages({
  orderNotFound: { it: "L'ordine non esiste.", en: 'The order does not exist.' },
  notPaid: {
    it: "L'ordine non è ancora pagato: la ricevuta sarà disponibile dopo il pagamento.",
    en: 'The order is not paid yet: the receipt will be available once it is paid.',
  },
  freeOrder: {
    it: "L'ordine è gratuito: non c'è una ricevuta.",
    en: 'The order was free: there is no receipt.',
  },
  noFiscalData: {
    it: 'Per la fattura elettronica servono il codice fiscale o la partita IVA nei dati di fatturazione.',
    en: 'The electronic invoice needs a codice fiscale or a partita IVA in the billing information.',
  },
  missingField: {
    it: 'Per la fattura elettronica il campo {field} dei dati di fatturazione è obbligatorio.',
    en: 'The electronic invoice needs the {field} field of the billing information.',
  },
  badField: {
    it: 'Il campo {field} dei dati di fatturazione non è valido per la fattura elettronica.',
    en: 'The {field} field of the billing information is not valid for the electronic invoice.',
  },
  // The receipt's text
  receiptTitle: { it: 'Ricevuta', en: 'Receipt' },
  receiptNumber: { it: 'Ricevuta n. {number}', en: 'Receipt no. {number}' },
  orderNumber: { it: "Numero d'ordine: {number}", en: 'Order number: {number}' },
  date: { it: 'Data: {date}', en: 'Date: {date}' },
  seller: { it: 'Venditore', en: 'Seller' },
  buyer: { it: 'Cliente', en: 'Customer' },
  noBuyer: { it: 'Dati di fatturazione non indicati', en: 'No billing information given' },
  vatNumber: { it: 'P. IVA {value}', en: 'VAT no. {value}' },
  fiscalCode: { it: 'C.F. {value}', en: 'Tax code {value}' },
  sdi: { it: 'Codice SDI {value}', en: 'SDI code {value}' },
  pec: { it: 'PEC {value}', en: 'PEC {value}' },
  product: { it: 'Prodotto', en: 'Product' },
  course: { it: 'Corso: {title}', en: 'Course: {title}' },
  feature: { it: 'Funzionalità: {title}', en: 'Feature: {title}' },
  subscription: { it: 'Abbonamento: {title}', en: 'Subscription: {title}' },
  taxable: { it: 'Imponibile', en: 'Taxable amount' },
  iva: { it: 'IVA {rate}%', en: 'VAT (IVA) {rate}%' },
  total: { it: 'Totale', en: 'Total' },
  paidWith: { it: 'Pagato con {method}', en: 'Paid by {method}' },
  card: { it: 'carta', en: 'card' },
  bankTransfer: { it: 'bonifico bancario', en: 'bank transfer' },
  // The credit note's text and errors (issue 36)
  notRefunded: {
    it: "L'ordine non è stato rimborsato: non c'è una nota di credito.",
    en: 'The order was not refunded: there is no credit note.',
  },
  creditNoteTitle: { it: 'Nota di credito', en: 'Credit note' },
  creditNoteNumber: { it: 'Nota di credito n. {number}', en: 'Credit note no. {number}' },
  cancelsInvoice: {
    it: 'Storno totale della fattura n. {number} del {date}',
    en: 'Cancels in full invoice no. {number} of {date}',
  },
  refundReason: { it: 'Motivo del rimborso: {reason}', en: 'Reason for the refund: {reason}' },
  refundedTo: { it: 'Rimborsato su {method}', en: 'Refunded to {method}' },
  creditNoteFooter: {
    it: 'Importi IVA inclusa. La nota di credito annulla la fattura indicata; la sua versione elettronica è trasmessa tramite il Sistema di Interscambio.',
    en: 'Amounts include VAT. The credit note cancels the invoice named above; its electronic version is sent through the Italian Exchange System (SdI).',
  },
  footer: {
    it: 'Prezzi IVA inclusa. Ricevuta del pagamento; la fattura elettronica è trasmessa tramite il Sistema di Interscambio.',
    en: 'Prices include VAT. Receipt of payment; the electronic invoice is sent through the Italian Exchange System (SdI).',
  },
})
