/** What a statement's PDF and CSV say, in both languages. */
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Withholdings } from '../../../contracts/statements/schemas.ts'
import { createMessages } from '../../core/http/messages.ts'

export const { say: sayStatement } = createMessages({
  title: { it: 'Estratto conto {month}', en: 'Statement {month}' },
  trainer: { it: 'Formatore: {name}', en: 'Trainer: {name}' },
  feeNote: {
    it: "Commissione della piattaforma: {percent}% dell'imponibile di ogni vendita (il prezzo senza IVA).",
    en: "Platform fee: {percent}% of each sale's taxable amount (the price without IVA).",
  },
  refundNote: {
    it: 'I rimborsi riducono il mese in cui sono avvenuti.',
    en: 'Refunds reduce the month in which they were made.',
  },
  noLines: { it: 'Nessuna vendita né rimborso in questo mese.', en: 'No sales or refunds this month.' },
  sale: { it: 'Vendita', en: 'Sale' },
  refund: { it: 'Rimborso', en: 'Refund' },
  kind: { it: 'Tipo', en: 'Type' },
  date: { it: 'Data', en: 'Date' },
  document: { it: 'Documento', en: 'Document' },
  order: { it: 'Ordine', en: 'Order' },
  course: { it: 'Corso', en: 'Course' },
  buyer: { it: 'Acquirente', en: 'Buyer' },
  gross: { it: 'Lordo', en: 'Gross' },
  saleVat: { it: 'IVA vendita', en: 'Sale VAT' },
  fee: { it: 'Commissione', en: 'Fee' },
  net: { it: 'Netto', en: 'Net' },
  total: { it: 'Totale', en: 'Total' },
  salesCount: { it: 'Vendite: {sales} · Rimborsi: {refunds}', en: 'Sales: {sales} · Refunds: {refunds}' },
  item: { it: 'Voce', en: 'Item' },
  amount: { it: 'Importo', en: 'Amount' },
  withholdings: { it: 'Compenso e ritenute', en: 'Fee and withholdings' },
  regime: { it: 'Regime fiscale: {regime}', en: 'Tax regime: {regime}' },
  regimeOrdinario: { it: 'ordinario', en: 'standard' },
  regimeForfettario: {
    it: 'forfettario (senza IVA né ritenuta)',
    en: 'flat-rate (no VAT, no withholding tax)',
  },
  regimeOccasionale: {
    it: 'prestazione occasionale (fuori campo IVA)',
    en: 'occasional work (outside the VAT scope)',
  },
  regimeUnknown: {
    it: 'non indicato nei dati di fatturazione',
    en: 'not given in the billing information',
  },
  taxable: { it: 'Compenso (netto del mese)', en: "Fee (the month's net)" },
  rivalsa: { it: 'Rivalsa INPS {percent}%', en: 'INPS surcharge {percent}%' },
  integrativo: { it: 'Contributo integrativo {percent}%', en: 'Pension fund contribution {percent}%' },
  vat: { it: 'IVA {percent}%', en: 'VAT {percent}%' },
  invoiceTotal: { it: 'Totale fattura', en: 'Invoice total' },
  ritenuta: { it: "Ritenuta d'acconto {percent}%", en: 'Withholding tax {percent}%' },
  payout: { it: 'Netto da pagare', en: 'Payout' },
  footer: {
    it: 'Documento riepilogativo: non è una fattura. Le ritenute seguono i dati fiscali attuali del formatore.',
    en: "A summary: not an invoice. The withholdings follow the trainer's current fiscal data.",
  },
})

/** 'novembre 2026' / 'November 2026'. */
export function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))
}

export function regimeLabel(regime: Withholdings['regime'], locale: Locale): string {
  const key = (
    {
      ordinario: 'regimeOrdinario',
      forfettario: 'regimeForfettario',
      occasionale: 'regimeOccasionale',
      unknown: 'regimeUnknown',
    } as const
  )[regime]
  return sayStatement(key, locale)
}

/** The withholdings as rows of (label, cents), from the fee to the payout; lines at 0% left out. */
export function withholdingRows(w: Withholdings, locale: Locale): [string, number][] {
  const rows: [string, number][] = [[sayStatement('taxable', locale), w.taxable_cents]]
  if (w.inps.kind !== 'none')
    rows.push([sayStatement(w.inps.kind, locale, { percent: w.inps.percent }), w.inps.cents])
  if (w.vat.percent > 0) rows.push([sayStatement('vat', locale, { percent: w.vat.percent }), w.vat.cents])
  rows.push([sayStatement('invoiceTotal', locale), w.invoice_total_cents])
  if (w.ritenuta.percent > 0)
    rows.push([sayStatement('ritenuta', locale, { percent: w.ritenuta.percent }), -w.ritenuta.cents || 0])
  rows.push([sayStatement('payout', locale), w.payout_cents])
  return rows
}
