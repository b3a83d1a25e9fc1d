/**
 * The studio's monthly statements (issue 36) against a fake API: the 12 months' net as a chart
 * named for screen readers, the months with sales or refunds in a table beside it (net, payout,
 * the PDF and CSV links in the page's language), the empty state, the loading state, and English.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StatementMonths } from '../../../../contracts/statements/schemas'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { StatementsSection } from './earnings-statements'

// uPlot draws on a canvas jsdom does not have: the chart library is stood in for at its boundary,
// recording the bars it is given.
const plotted = vi.hoisted(() => [] as { label: string; data: number[][] }[])
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null }
    constructor(options: { series: { label?: string }[] }, data: number[][]) {
      plotted.push({ label: options.series[1].label ?? '', data })
    }
    destroy() {}
  },
}))

afterEach(() => {
  plotted.length = 0
  cleanup()
  vi.unstubAllGlobals()
})

const files = (month: string) => ({
  pdf: `/api/instructor/statements/${month}/statement.pdf`,
  csv: `/api/instructor/statements/${month}/statement.csv`,
})
const MONTHS = ['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)]
const empty = (month: string) => ({
  month,
  sales: 0,
  refunds: 0,
  gross_cents: 0,
  net_cents: 0,
  payout_cents: 0,
  files: files(month),
})
const answer = (overrides: Record<string, Partial<StatementMonths['months'][number]>>): StatementMonths => ({
  currency: 'EUR',
  fee_percent: 20,
  months: MONTHS.map((month) => ({ ...empty(month), ...overrides[month] })),
})
const ROUTE = 'GET /api/instructor/statements'

describe('StatementsSection', () => {
  it('charts the net of 12 months and lists the active ones, newest first, with their PDF and CSV', async () => {
    const api = installFakeApi({
      [ROUTE]: {
        body: {
          data: answer({
            '2026-10': { sales: 1, net_cents: 3213, gross_cents: 4900, payout_cents: 3409 },
            '2026-11': { sales: 2, refunds: 1, net_cents: 7869, gross_cents: 12000, payout_cents: 8347 },
          }),
        },
      },
    })
    await renderWithApp(<StatementsSection />)
    expect(await screen.findByRole('img', { name: 'Netto degli ultimi 12 mesi' })).toBeTruthy()
    // one bar per month, oldest first, the net in euros
    await vi.waitFor(() => expect(plotted).toHaveLength(1))
    expect(plotted[0].label).toBe('Netto degli ultimi 12 mesi')
    expect(plotted[0].data[0]).toEqual(MONTHS.map((month) => Date.parse(`${month}-01T00:00:00Z`) / 1000))
    expect(plotted[0].data[1]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 32.13, 78.69])
    const table = screen.getByRole('table', { name: 'Netto e pagamenti degli ultimi 12 mesi' })
    const rows = within(table).getAllByRole('row').slice(1, -1)
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).toContain('novembre 2026')
    expect(rows[0].textContent).toContain('2 vendite · 1 rimborso')
    expect(within(rows[0]).getByText('78,69 €')).toBeTruthy()
    expect(within(rows[0]).getByText('83,47 €')).toBeTruthy()
    expect(rows[1].textContent).toContain('ottobre 2026')
    expect(rows[1].textContent).toContain('1 vendita')
    const pdf = screen.getByRole('link', { name: "Scarica l'estratto conto di novembre 2026 in PDF" })
    expect(pdf.getAttribute('href')).toBe('/api/instructor/statements/2026-11/statement.pdf?lang=it')
    const csv = screen.getByRole('link', { name: "Scarica l'estratto conto di ottobre 2026 in CSV" })
    expect(csv.getAttribute('href')).toBe('/api/instructor/statements/2026-10/statement.csv?lang=it')
    // the table explains its figures, the fee included
    expect(table.getAttribute('aria-describedby')).toBe('statements-note')
    expect(document.getElementById('statements-note')!.textContent).toContain('(20%)')
    expect(api.calls(ROUTE)).toHaveLength(1)
  }, 30_000)

  it('says there is nothing yet when no month has sales or refunds, with no chart', async () => {
    installFakeApi({ [ROUTE]: { body: { data: answer({}) } } })
    await renderWithApp(<StatementsSection />)
    expect(
      await screen.findByText('Nessun estratto conto negli ultimi 12 mesi: compariranno qui, mese per mese.'),
    ).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  }, 30_000)

  it('shows nothing once empty when the page around already says there are no sales', async () => {
    installFakeApi({ [ROUTE]: { body: { data: answer({}) } } })
    const { container } = await renderWithApp(<StatementsSection quietWhenEmpty />)
    await vi.waitFor(() => expect(container.textContent).toBe(''))
  }, 30_000)

  it('is busy while loading', async () => {
    installFakeApi({ [ROUTE]: () => undefined })
    let release!: () => void
    const pending = new Promise<void>((resolve) => (release = resolve))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await pending
        return new Response(JSON.stringify({ data: answer({}) }), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    await renderWithApp(<StatementsSection />)
    const region = screen.getByRole('region', { name: 'Estratti conto mensili' })
    expect(region.getAttribute('aria-busy')).toBe('true')
    release()
    expect(await screen.findByText(/Nessun estratto conto/)).toBeTruthy()
  }, 30_000)

  it('in English, with English links', async () => {
    installFakeApi({
      [ROUTE]: { body: { data: answer({ '2026-11': { sales: 1, net_cents: 3213, payout_cents: 3409 } }) } },
    })
    await renderWithApp(<StatementsSection />, { locale: 'en' })
    expect(await screen.findByRole('img', { name: 'Net of the last 12 months' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'To receive' })).toBeTruthy()
    expect(screen.getByText('1 sale', { exact: false })).toBeTruthy()
    const pdf = screen.getByRole('link', { name: 'Download the statement of November 2026 as PDF' })
    expect(pdf.getAttribute('href')).toBe('/api/instructor/statements/2026-11/statement.pdf?lang=en')
    expect(screen.getByText('€34.09')).toBeTruthy()
  }, 30_000)
})
