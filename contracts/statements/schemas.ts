/**
 * Trainer statements (issue 36): per month and per trainer, the course sales (gross, the IVA of the
 * sale, Aula's fee, the trainer's net) and refunds, and what the trainer's fiscal data (SPEC.md §3
 * Billing information: fiscal_type, inps, vat, retention_tax) make of the net — rivalsa INPS, IVA,
 * ritenuta d'acconto — down to the payout. SPEC.md gives no fee: PLATFORM_FEE_PERCENT is Aula's.
 */
import * as v from 'valibot'
import { LOCALES } from '../core/constants'
import { apiMessage, inputRules } from '../core/input'

const { single } = inputRules()

/** Aula's share of each sale's taxable amount (the price without the buyer's IVA). */
export const PLATFORM_FEE_PERCENT = 20
/**
 * Rivalsa INPS: a trainer in the Gestione separata charges 4% on top of the fee (art. 1 c. 212
 * L. 662/1996), part of the income the ritenuta is taken on; a professional with their own fund
 * charges the contributo integrativo (4% for most funds), outside the ritenuta's base. Artisans and
 * traders charge none.
 */
export const INPS_RIVALSA_PERCENT = 4
/** The months the trainer's list shows, the current one last. */
export const STATEMENT_MONTHS = 12
/** The first month a statement can be asked for. */
export const FIRST_STATEMENT_MONTH = '2000-01'

/** 'YYYY-MM' of `now` in UTC (statements count months in UTC, as order numbers do). */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7)

const monthMessage = apiMessage({
  it: 'Scegli un mese nel formato AAAA-MM.',
  en: 'Choose a month in the format YYYY-MM.',
})
const rangeMessage = apiMessage(
  {
    it: 'Scegli un mese tra {first} e il mese corrente.',
    en: 'Choose a month between {first} and the current month.',
  },
  { first: FIRST_STATEMENT_MONTH },
)

/** A month, 'YYYY-MM', from FIRST_STATEMENT_MONTH to the current one (422 naming `month` otherwise). */
export const StatementMonth = v.pipe(
  single('month'),
  v.maxLength(7, monthMessage),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, monthMessage),
  v.check((month: string) => month >= FIRST_STATEMENT_MONTH && month <= monthOf(new Date()), rangeMessage),
)

export const StatementParams = v.object({ month: StatementMonth })
export type StatementParams = v.InferOutput<typeof StatementParams>

/** A link cannot choose its Accept-Language: the SPA names the language of the document it links to. */
export const StatementFileQuery = v.object({
  lang: v.optional(
    v.pipe(
      single('lang'),
      v.picklist(LOCALES, () => 'lang: it | en'),
    ),
  ),
})

export const PayoutsQuery = v.object({ month: v.optional(StatementMonth) })

export const STATEMENT_REGIMES = ['ordinario', 'forfettario', 'occasionale', 'unknown'] as const
export type StatementRegime = (typeof STATEMENT_REGIMES)[number]

/** The amounts of one sale (a refund has the same, negative). */
const Amounts = {
  /** What the buyer paid, IVA included. */
  gross_cents: v.number(),
  /** The IVA of the sale, which Aula pays to the State. */
  sale_vat_cents: v.number(),
  /** Aula's fee: PLATFORM_FEE_PERCENT of the taxable amount. */
  fee_cents: v.number(),
  /** The trainer's share: taxable amount minus the fee. */
  net_cents: v.number(),
}

export const StatementLine = v.object({
  kind: v.picklist(['sale', 'refund']),
  order_id: v.number(),
  /** The invoice's yearly number (e.g. 2026-000012), or the credit note's for a refund. */
  document_number: v.nullable(v.string()),
  /** When it was paid (a sale) or refunded (a refund), ISO. */
  date: v.string(),
  course_id: v.number(),
  course_title: v.string(),
  /** First name and initial. */
  buyer: v.string(),
  ...Amounts,
})
export type StatementLine = v.InferOutput<typeof StatementLine>

export const StatementTotals = v.object({
  sales: v.number(),
  refunds: v.number(),
  ...Amounts,
})
export type StatementTotals = v.InferOutput<typeof StatementTotals>

/** What the trainer's fiscal data make of the month's net (the taxable amount of their invoice to Aula). */
export const Withholdings = v.object({
  regime: v.picklist(STATEMENT_REGIMES),
  /** The trainer's fee to Aula: the month's net. */
  taxable_cents: v.number(),
  /** Rivalsa INPS (Gestione separata) or contributo integrativo (a professional fund); 0 otherwise. */
  inps: v.object({
    kind: v.picklist(['rivalsa', 'integrativo', 'none']),
    percent: v.number(),
    cents: v.number(),
  }),
  /** IVA on fee + INPS at the trainer's rate; none in the forfettario regime or for occasional work. */
  vat: v.object({ percent: v.number(), cents: v.number() }),
  /** Ritenuta d'acconto Aula withholds and pays to the State; none in the forfettario regime. */
  ritenuta: v.object({ percent: v.number(), base_cents: v.number(), cents: v.number() }),
  /** The trainer's invoice total: taxable + INPS + IVA. */
  invoice_total_cents: v.number(),
  /** What Aula pays the trainer: invoice total minus the ritenuta (negative: refunds exceed sales). */
  payout_cents: v.number(),
})
export type Withholdings = v.InferOutput<typeof Withholdings>

const StatementFiles = v.object({ pdf: v.string(), csv: v.string() })

export const Statement = v.object({
  month: v.string(),
  currency: v.literal('EUR'),
  fee_percent: v.number(),
  trainer: v.object({ id: v.number(), name: v.string() }),
  lines: v.array(StatementLine),
  totals: StatementTotals,
  withholdings: Withholdings,
  files: StatementFiles,
})
export type Statement = v.InferOutput<typeof Statement>

export const StatementMonthSummary = v.object({
  month: v.string(),
  sales: v.number(),
  refunds: v.number(),
  gross_cents: v.number(),
  net_cents: v.number(),
  payout_cents: v.number(),
  files: StatementFiles,
})
export type StatementMonthSummary = v.InferOutput<typeof StatementMonthSummary>

/** GET /api/instructor/statements: the last STATEMENT_MONTHS months, oldest first. */
export const StatementMonths = v.object({
  currency: v.literal('EUR'),
  fee_percent: v.number(),
  months: v.array(StatementMonthSummary),
})
export type StatementMonths = v.InferOutput<typeof StatementMonths>

/** One trainer's payout of a month, for the admins (GET /api/admin/payouts). */
export const Payout = v.object({
  trainer: v.object({ id: v.number(), name: v.string(), email: v.string() }),
  /** Where to pay (settings' payout account); null when the trainer has not given one. */
  account: v.nullable(v.object({ holder: v.string(), iban: v.string() })),
  sales: v.number(),
  refunds: v.number(),
  net_cents: v.number(),
  ritenuta_cents: v.number(),
  payout_cents: v.number(),
})
export type Payout = v.InferOutput<typeof Payout>

export const Payouts = v.object({
  month: v.string(),
  currency: v.literal('EUR'),
  payouts: v.array(Payout),
  total_cents: v.number(),
})
export type Payouts = v.InferOutput<typeof Payouts>
