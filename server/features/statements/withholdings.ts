/**
 * The figures of a statement (issue 36), in whole cents.
 *
 * A sale: the buyer paid `gross` IVA included; Aula, the seller, owes the IVA of the sale (22%, split
 * as the receipt splits it); of the taxable amount left Aula keeps PLATFORM_FEE_PERCENT and the rest
 * is the trainer's net. A refund is the same figures, negative, in the month it was refunded.
 *
 * The month: the trainer bills Aula the month's net (their fee), and their fiscal data say what goes
 * on top and what is withheld:
 * - inps: Gestione separata → rivalsa INPS 4% on the fee (income: inside the ritenuta's base);
 *   a professional fund → contributo integrativo 4% (outside the ritenuta's base); artisans and
 *   traders, or no fund → nothing. Occasional work (prestazione occasionale) charges none.
 * - vat: IVA at the trainer's rate on fee + INPS; none in the forfettario regime (art. 1 c. 58
 *   L. 190/2014) or for occasional work (outside the IVA's field).
 * - retention_tax: ritenuta d'acconto at that rate, withheld by Aula (sostituto d'imposta) and paid
 *   to the State; none in the forfettario regime (art. 1 c. 67 L. 190/2014).
 * The payout is the invoice's total minus the ritenuta. No regime on file: the fields apply as they are.
 */
import {
  FISCAL_TYPES,
  INPS_TYPES,
  RETENTION_TAX_RATES,
  VAT_RATES,
} from '../../../contracts/accounts/schemas.ts'
import {
  INPS_RIVALSA_PERCENT,
  PLATFORM_FEE_PERCENT,
  type StatementRegime,
  type StatementTotals,
  type Withholdings,
} from '../../../contracts/statements/schemas.ts'
import { splitIva } from '../payments/index.ts'

/** The trainer's fiscal fields as billing_information keeps them (texts, any may be missing). */
export interface FiscalFields {
  fiscal_type: string | null
  inps: string | null
  vat: string | null
  retention_tax: string | null
}

export const NO_FISCAL_DATA: FiscalFields = { fiscal_type: null, inps: null, vat: null, retention_tax: null }

/** Half away from zero, and never -0: a refund's figures mirror its sale's exactly. */
export function roundCents(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value))
  return rounded === 0 ? 0 : rounded
}

const percentOf = (cents: number, percent: number) => roundCents((cents * percent) / 100)

export interface LineAmounts {
  gross_cents: number
  sale_vat_cents: number
  fee_cents: number
  net_cents: number
}

/** One sale's figures; a refund's are the same with `sign` -1. */
export function lineAmounts(grossCents: number, sign: 1 | -1 = 1): LineAmounts {
  const { taxableCents, ivaCents } = splitIva(grossCents)
  const fee = percentOf(taxableCents, PLATFORM_FEE_PERCENT)
  const figures = {
    gross_cents: grossCents,
    sale_vat_cents: ivaCents,
    fee_cents: fee,
    net_cents: taxableCents - fee,
  }
  if (sign === 1) return figures
  return {
    gross_cents: -figures.gross_cents || 0,
    sale_vat_cents: -figures.sale_vat_cents || 0,
    fee_cents: -figures.fee_cents || 0,
    net_cents: -figures.net_cents || 0,
  }
}

/** The sum of lines' figures, with how many are sales and how many refunds. */
export function totalsOf(lines: readonly (LineAmounts & { kind: 'sale' | 'refund' })[]): StatementTotals {
  const totals: StatementTotals = {
    sales: 0,
    refunds: 0,
    gross_cents: 0,
    sale_vat_cents: 0,
    fee_cents: 0,
    net_cents: 0,
  }
  for (const line of lines) {
    if (line.kind === 'sale') totals.sales += 1
    else totals.refunds += 1
    totals.gross_cents += line.gross_cents
    totals.sale_vat_cents += line.sale_vat_cents
    totals.fee_cents += line.fee_cents
    totals.net_cents += line.net_cents
  }
  return totals
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value)

/** A rate kept as text ('22', '20'); anything not in the list counts as none. */
const rate = (list: readonly string[], value: string | null) => (isOneOf(list, value) ? Number(value) : 0)

/** What the trainer's fiscal data make of a month's net. */
export function withholdingsOf(netCents: number, fiscal: FiscalFields): Withholdings {
  const regime: StatementRegime = isOneOf(FISCAL_TYPES, fiscal.fiscal_type) ? fiscal.fiscal_type : 'unknown'
  const fund = isOneOf(INPS_TYPES, fiscal.inps) ? fiscal.inps : 'nessuna'
  const inpsKind =
    regime === 'occasionale'
      ? 'none'
      : fund === 'gestione_separata'
        ? 'rivalsa'
        : fund === 'cassa_professionale'
          ? 'integrativo'
          : 'none'
  const inpsPercent = inpsKind === 'none' ? 0 : INPS_RIVALSA_PERCENT
  const inpsCents = percentOf(netCents, inpsPercent)

  const outsideIva = regime === 'forfettario' || regime === 'occasionale'
  const vatPercent = outsideIva ? 0 : rate(VAT_RATES, fiscal.vat)
  const vatCents = percentOf(netCents + inpsCents, vatPercent)

  const ritenutaPercent = regime === 'forfettario' ? 0 : rate(RETENTION_TAX_RATES, fiscal.retention_tax)
  const base = ritenutaPercent === 0 ? 0 : netCents + (inpsKind === 'rivalsa' ? inpsCents : 0)
  const ritenutaCents = percentOf(base, ritenutaPercent)

  const invoiceTotal = netCents + inpsCents + vatCents
  return {
    regime,
    taxable_cents: netCents,
    inps: { kind: inpsKind, percent: inpsPercent, cents: inpsCents },
    vat: { percent: vatPercent, cents: vatCents },
    ritenuta: { percent: ritenutaPercent, base_cents: base, cents: ritenutaCents },
    invoice_total_cents: invoiceTotal,
    payout_cents: invoiceTotal - ritenutaCents,
  }
}
