/**
 * The payments area's settings (issue 33: each area declares its own, server/core/config-area.ts):
 * the seller named on receipts and invoices (AULA_SELLER_*), Stripe and the sandbox (PAYMENTS).
 */
import * as v from 'valibot'
import { isLuhnValid } from '../../../contracts/core/validation/luhn.ts'
import { defineAreaConfig, url, type ConfigContext } from '../../core/config-area.ts'
import type { Config } from '../../core/config.ts'

export interface StripeConfig {
  secretKey: string
  webhookSecret: string
  /** For Stripe.js in the browser (Elements), handed to the SPA by GET /api/config. */
  publishableKey: string
  /** Stripe's API; another URL only for a proxy or stripe-mock. */
  apiUrl: string
}

/** The company that sells on Aula, as its receipts and electronic invoices name it. */
export interface Seller {
  name: string
  vatNumber: string
  fiscalCode: string
  address: string
  streetNumber: string
  zip: string
  city: string
  province: string
  country: string
  /** FatturaPA RegimeFiscale: RF01 is the ordinary regime. */
  taxRegime: string
  email: string
}

declare module '../../core/config.ts' {
  interface Config {
    /** The seller named on receipts and FatturaPA invoices (AULA_SELLER_*). */
    seller: Seller
    /** Stripe, when its keys are set: it is then the payment provider. */
    stripe: StripeConfig | undefined
    /** PAYMENTS=sandbox: the embedded payment sandbox, which production refuses without it. */
    paymentsSandbox: boolean
    /** Who takes payments: Stripe, the sandbox, or nobody (production without either: buying answers 501). */
    paymentProvider: 'stripe' | 'sandbox' | null
  }
}

/** The payments area's part of Config. */
export type PaymentsConfig = Pick<Config, 'seller' | 'stripe' | 'paymentsSandbox' | 'paymentProvider'>

/**
 * AULA_SELLER_*: the seller's variables with their defaults, a made-up company whose partita IVA
 * has a right check digit, so receipts and invoices work out of the box and are valid in form.
 */
const SELLER_VARIABLES = [
  ['NAME', 'Aula S.r.l.', 'Company name on receipts and FatturaPA invoices.'],
  ['VAT_NUMBER', '12345678903', 'Partita IVA of the seller (11 digits, check digit verified).'],
  ['FISCAL_CODE', '(the VAT number)', 'Codice fiscale of the seller.'],
  ['ADDRESS', 'Via Roma', 'Street of the seller’s registered office.'],
  ['STREET_NUMBER', '1', 'Street number of the registered office.'],
  ['ZIP', '20121', 'CAP of the registered office (5 digits).'],
  ['CITY', 'Milano', 'Comune of the registered office.'],
  ['PROVINCE', 'MI', 'Province of the registered office (2 letters).'],
  ['COUNTRY', 'IT', 'Country code of the registered office (ISO 3166, 2 letters).'],
  ['TAX_REGIME', 'RF01', 'FatturaPA RegimeFiscale of the seller (RF01 … RF19).'],
  ['EMAIL', 'fatture@aula.example', 'Contact address printed on receipts.'],
] as const

/** Trimmed text, not empty, at most `max` characters. */
const sellerText = (max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('must not be empty'),
      v.maxLength(max, `must be at most ${max} characters`),
    ),
    fallback,
  )

/** Trimmed, matching `pattern`, optionally upper-cased. */
const sellerCode = (pattern: RegExp, message: string, fallback: string, upperCase = false) =>
  v.optional(
    upperCase
      ? v.pipe(v.string(), v.trim(), v.regex(pattern, message), v.toUpperCase())
      : v.pipe(v.string(), v.trim(), v.regex(pattern, message)),
    fallback,
  )

const stripeKey = (pattern: RegExp, message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(pattern, message)))

const ENTRIES = {
  AULA_SELLER_NAME: sellerText(80, 'Aula S.r.l.'),
  AULA_SELLER_VAT_NUMBER: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => /^\d{11}$/.test(value) && isLuhnValid(value),
        'must be a partita IVA: 11 digits with a right check digit',
      ),
    ),
    '12345678903',
  ),
  AULA_SELLER_FISCAL_CODE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Z0-9]{11,16}$/i, 'must be a codice fiscale (11 or 16 characters)'),
    ),
  ),
  AULA_SELLER_ADDRESS: sellerText(60, 'Via Roma'),
  AULA_SELLER_STREET_NUMBER: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(8, 'must be at most 8 characters')),
    '1',
  ),
  AULA_SELLER_ZIP: sellerCode(/^\d{5}$/, 'must be a CAP of 5 digits', '20121'),
  AULA_SELLER_CITY: sellerText(60, 'Milano'),
  AULA_SELLER_PROVINCE: sellerCode(/^[A-Za-z]{2}$/, 'must be a province of 2 letters', 'MI', true),
  AULA_SELLER_COUNTRY: sellerCode(/^[A-Za-z]{2}$/, 'must be a country code of 2 letters', 'IT', true),
  AULA_SELLER_TAX_REGIME: sellerCode(/^RF(0[1-9]|1[0-9])$/, 'must be a RegimeFiscale, RF01 to RF19', 'RF01'),
  AULA_SELLER_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')),
    'fatture@aula.example',
  ),
  STRIPE_SECRET_KEY: stripeKey(
    /^(sk|rk)_(test|live)_\w+$/,
    'must be a Stripe secret key starting with sk_ (or rk_)',
  ),
  STRIPE_WEBHOOK_SECRET: stripeKey(/^whsec_\w+$/, 'must be a webhook signing secret starting with whsec_'),
  STRIPE_PUBLISHABLE_KEY: stripeKey(
    /^pk_(test|live)_\w+$/,
    'must be a Stripe publishable key starting with pk_',
  ),
  STRIPE_API_URL: url(/^https?:\/\//, 'http:// or https://'),
  PAYMENTS: v.optional(v.picklist(['sandbox', 'stripe'], 'must be sandbox or stripe')),
}

type PaymentsEnv = v.InferOutput<v.ObjectSchema<typeof ENTRIES, undefined>>

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const

/** Stripe takes all three keys or none, in one mode (test or live), and never alongside PAYMENTS=sandbox. */
function stripeConfig(env: PaymentsEnv, problems: string[]): StripeConfig | undefined {
  const set = STRIPE_KEYS.filter((name) => env[name] !== undefined)
  if (set.length === 0) {
    if (env.PAYMENTS === 'stripe') problems.push(`PAYMENTS=stripe needs ${STRIPE_KEYS.join(', ')}`)
    return undefined
  }
  if (set.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((name) => env[name] === undefined)
    problems.push(`${STRIPE_KEYS.join(', ')} must be set together (missing ${missing.join(', ')})`)
    return undefined
  }
  if (env.PAYMENTS === 'sandbox') {
    problems.push('PAYMENTS=sandbox contradicts the Stripe keys: unset one or the other')
    return undefined
  }
  const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test')
  if (mode(env.STRIPE_SECRET_KEY!) !== mode(env.STRIPE_PUBLISHABLE_KEY!)) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be of the same mode (both test or both live)',
    )
    return undefined
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    apiUrl: (env.STRIPE_API_URL ?? 'https://api.stripe.com').replace(/\/+$/, ''),
  }
}

function build(env: PaymentsEnv, { production, problems }: ConfigContext): PaymentsConfig {
  const stripe = stripeConfig(env, problems)
  return {
    seller: {
      name: env.AULA_SELLER_NAME,
      vatNumber: env.AULA_SELLER_VAT_NUMBER,
      fiscalCode: env.AULA_SELLER_FISCAL_CODE ?? env.AULA_SELLER_VAT_NUMBER,
      address: env.AULA_SELLER_ADDRESS,
      streetNumber: env.AULA_SELLER_STREET_NUMBER,
      zip: env.AULA_SELLER_ZIP,
      city: env.AULA_SELLER_CITY,
      province: env.AULA_SELLER_PROVINCE,
      country: env.AULA_SELLER_COUNTRY,
      taxRegime: env.AULA_SELLER_TAX_REGIME,
      email: env.AULA_SELLER_EMAIL,
    },
    stripe,
    paymentsSandbox: env.PAYMENTS === 'sandbox',
    paymentProvider: stripe ? 'stripe' : !production || env.PAYMENTS === 'sandbox' ? 'sandbox' : null,
  }
}

export default defineAreaConfig({
  variables: [
    ...SELLER_VARIABLES.map(([name, fallback, description]) => ({
      name: `AULA_SELLER_${name}`,
      default: fallback,
      description,
    })),
    {
      name: 'STRIPE_SECRET_KEY',
      default: '(unset)',
      description:
        'Stripe secret key (sk_… or a restricted rk_…): with STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY, Stripe replaces the sandbox payment provider.',
    },
    {
      name: 'STRIPE_WEBHOOK_SECRET',
      default: '(unset)',
      description:
        "Signing secret (whsec_…) of the Stripe webhook endpoint PUBLIC_URL/webhooks/payments: checks each event's Stripe-Signature.",
    },
    {
      name: 'STRIPE_PUBLISHABLE_KEY',
      default: '(unset)',
      description:
        'Stripe publishable key (pk_…, same mode as the secret key): the SPA loads Stripe Elements with it for new cards.',
    },
    {
      name: 'STRIPE_API_URL',
      default: 'https://api.stripe.com',
      description: "Stripe's API address; change it only for a proxy or stripe-mock.",
    },
    {
      name: 'PAYMENTS',
      default: '(unset)',
      description:
        'sandbox: the embedded payment sandbox (test cards, 3-D Secure page, test clock); production refuses it unless set. stripe: insists on the Stripe keys (implied when they are set).',
    },
  ],
  entries: ENTRIES,
  build,
})
