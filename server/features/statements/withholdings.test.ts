/**
 * The figures of a statement (issue 36): a sale's split into the sale's IVA, Aula's fee and the
 * trainer's net, a refund as its mirror, and what each combination of the trainer's fiscal data
 * (regime, pension fund, IVA rate, ritenuta) adds and withholds, in whole cents.
 */
import { describe, expect, it } from 'vitest'
import { lineAmounts, NO_FISCAL_DATA, totalsOf, withholdingsOf, type FiscalFields } from './withholdings.ts'

const fiscal = (fields: Partial<FiscalFields>): FiscalFields => ({ ...NO_FISCAL_DATA, ...fields })

describe('lineAmounts', () => {
  it('splits 49,00 € into 8,84 € of IVA, a 20% fee on the 40,16 € taxable (8,03 €) and 32,13 € net', () => {
    expect(lineAmounts(4900)).toEqual({
      gross_cents: 4900,
      sale_vat_cents: 884,
      fee_cents: 803,
      net_cents: 3213,
    })
  })
  it('makes a refund the exact mirror of its sale, and their sum zero', () => {
    for (const gross of [1, 99, 4900, 12000, 123457]) {
      const sale = lineAmounts(gross)
      const refund = lineAmounts(gross, -1)
      expect(refund).toEqual({
        gross_cents: -sale.gross_cents,
        sale_vat_cents: -sale.sale_vat_cents || 0,
        fee_cents: -sale.fee_cents || 0,
        net_cents: -sale.net_cents || 0,
      })
      const totals = totalsOf([
        { kind: 'sale', ...sale },
        { kind: 'refund', ...refund },
      ])
      expect(totals).toEqual({
        sales: 1,
        refunds: 1,
        gross_cents: 0,
        sale_vat_cents: 0,
        fee_cents: 0,
        net_cents: 0,
      })
      expect(sale.sale_vat_cents + sale.fee_cents + sale.net_cents).toBe(gross)
    }
  })
})

describe('withholdingsOf (a month with 100,00 € net)', () => {
  it('ordinario, Gestione separata, IVA 22%, ritenuta 20%: rivalsa 4% inside the ritenuta base', () => {
    const w = withholdingsOf(
      10000,
      fiscal({ fiscal_type: 'ordinario', inps: 'gestione_separata', vat: '22', retention_tax: '20' }),
    )
    expect(w).toEqual({
      regime: 'ordinario',
      taxable_cents: 10000,
      inps: { kind: 'rivalsa', percent: 4, cents: 400 },
      vat: { percent: 22, cents: 2288 },
      ritenuta: { percent: 20, base_cents: 10400, cents: 2080 },
      invoice_total_cents: 12688,
      payout_cents: 10608,
    })
  })
  it('ordinario, professional fund: contributo integrativo 4% outside the ritenuta base', () => {
    const w = withholdingsOf(
      10000,
      fiscal({ fiscal_type: 'ordinario', inps: 'cassa_professionale', vat: '22', retention_tax: '20' }),
    )
    expect(w.inps).toEqual({ kind: 'integrativo', percent: 4, cents: 400 })
    expect(w.vat.cents).toBe(2288)
    expect(w.ritenuta).toEqual({ percent: 20, base_cents: 10000, cents: 2000 })
    expect(w.payout_cents).toBe(10688)
  })
  it('ordinario, artisans and traders, IVA 10%, no ritenuta: IVA only', () => {
    const w = withholdingsOf(
      10000,
      fiscal({ fiscal_type: 'ordinario', inps: 'artigiani_commercianti', vat: '10', retention_tax: '0' }),
    )
    expect(w.inps).toEqual({ kind: 'none', percent: 0, cents: 0 })
    expect(w.vat).toEqual({ percent: 10, cents: 1000 })
    expect(w.ritenuta.cents).toBe(0)
    expect(w.payout_cents).toBe(11000)
  })
  it('forfettario: the rivalsa INPS stays, IVA and ritenuta go even when the fields name them', () => {
    const w = withholdingsOf(
      10000,
      fiscal({ fiscal_type: 'forfettario', inps: 'gestione_separata', vat: '22', retention_tax: '20' }),
    )
    expect(w.inps.cents).toBe(400)
    expect(w.vat).toEqual({ percent: 0, cents: 0 })
    expect(w.ritenuta).toEqual({ percent: 0, base_cents: 0, cents: 0 })
    expect(w.payout_cents).toBe(10400)
  })
  it('occasional work: no IVA and no rivalsa, ritenuta 20% on the fee', () => {
    const w = withholdingsOf(
      10000,
      fiscal({ fiscal_type: 'occasionale', inps: 'gestione_separata', vat: '22', retention_tax: '20' }),
    )
    expect(w.inps.kind).toBe('none')
    expect(w.vat.cents).toBe(0)
    expect(w.ritenuta).toEqual({ percent: 20, base_cents: 10000, cents: 2000 })
    expect(w.payout_cents).toBe(8000)
  })
  it('no fiscal data: the net is paid as it is; unknown values count as none', () => {
    expect(withholdingsOf(10000, NO_FISCAL_DATA).payout_cents).toBe(10000)
    const w = withholdingsOf(10000, fiscal({ inps: 'other', vat: '99', retention_tax: 'x' }))
    expect(w.regime).toBe('unknown')
    expect(w.payout_cents).toBe(10000)
    // no regime on file: the fields apply as they are
    expect(withholdingsOf(10000, fiscal({ vat: '22', retention_tax: '20' })).payout_cents).toBe(10200)
  })
  it('a month where refunds exceed sales mirrors the same month with sales', () => {
    const fields = fiscal({
      fiscal_type: 'ordinario',
      inps: 'gestione_separata',
      vat: '22',
      retention_tax: '20',
    })
    const plus = withholdingsOf(7869, fields)
    const minus = withholdingsOf(-7869, fields)
    expect(minus.payout_cents).toBe(-plus.payout_cents)
    expect(minus.ritenuta.cents).toBe(-plus.ritenuta.cents)
    expect(withholdingsOf(0, fields).payout_cents).toBe(0)
  })
})
