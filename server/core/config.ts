/**
 * Server configuration, read once from the environment and validated with valibot.
 * Development and test get working defaults for every secret so `npm start` needs no setup;
 * production refuses to start until real secrets are provided (DESIGN.md §6).
 */
import * as v from 'valibot'
import { isLuhnValid } from '../../contracts/core/validation/luhn.ts'

export type AppEnv = 'development' | 'test' | 'production'

export interface Config {
  port: number
  host: string
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY): then the per-address limits count the
   * client's address, not the proxy's. Unset, the header is ignored, so a client cannot forge it.
   */
  trustProxy: string[] | false
  dataDir: string
  databaseUrl: string | undefined
  appEnv: AppEnv
  seedDemo: boolean
  appKey: string
  publicUrl: string
  logLevel: string
  pusher: {
    appId: string
    key: string
    secret: string
    cluster: string
    /** Pusher Channels or Soketi; unset: Aula's embedded realtime server on its own port. */
    host: string | undefined
    port: number | undefined
    useTLS: boolean
  }
  smtpUrl: string | undefined
  /** The seller named on receipts and FatturaPA invoices (AULA_SELLER_*). */
  seller: Seller
  /** Where support tickets are mailed (SUPPORT_EMAIL); unset: support@ the PUBLIC_URL host. */
  supportEmail: string | undefined
  /** Whether this process runs the job queue's workers (WORKERS=0: API only, jobs are still sent). */
  workers: boolean
  /** Stripe, when its keys are set: it is then the payment provider. */
  stripe: StripeConfig | undefined
  /** PAYMENTS=sandbox: the embedded payment sandbox, which production refuses without it. */
  paymentsSandbox: boolean
  /** Who takes payments: Stripe, the sandbox, or nobody (production without either: buying answers 501). */
  paymentProvider: 'stripe' | 'sandbox' | null
  redisUrl: string | undefined
  /** Facebook login, when both the app id and the secret are set. */
  facebook: { appId: string; appSecret: string } | undefined
  /** Google login, when both the client id and the secret are set. */
  google: { clientId: string; clientSecret: string } | undefined
  /** Session tokens: unused for `idleDays` or older than `absoluteDays`, they no longer log in. */
  tokens: { idleDays: number; absoluteDays: number }
  /** S3-compatible storage for uploaded media, when all of S3_* is set; DATA_DIR/media otherwise. */
  s3: S3Config | undefined
  /** The ffmpeg that packages lesson videos (FFMPEG_PATH); unset: /usr/bin/ffmpeg, else `ffmpeg` on PATH. */
  ffmpegPath: string | undefined
  /** The ffprobe that inspects uploaded videos (FFPROBE_PATH); unset: /usr/bin/ffprobe, else on PATH. */
  ffprobePath: string | undefined
  /** What one ffmpeg/ffprobe run may use: address space (FFMPEG_MEMORY_MB) and wall-clock time (FFMPEG_MAX_SECONDS). */
  videoLimits: { memoryMb: number; maxSeconds: number; nice: number }
  /** The largest video a tus upload may announce (UPLOAD_MAX_BYTES, default 5 GiB). */
  uploadMaxBytes: number
  /** Per user: bytes of unfinished uploads (UPLOAD_QUOTA_PENDING_BYTES) and of videos kept (UPLOAD_QUOTA_STORED_BYTES). */
  uploadQuota: { pendingBytes: number; storedBytes: number }
  /**
   * Where generated demo videos are kept across data directories (VIDEO_CACHE_DIR), so a new
   * DATA_DIR (a test, a fresh start) reuses them instead of encoding again.
   */
  videoCacheDir: string
}

export interface S3Config {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** Bucket in the path (MinIO, s3rver, most S3-compatible services) instead of the host name. */
  forcePathStyle: boolean
}

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

export const DEV_APP_KEY = 'aula-development-key-do-not-use-in-production'
export const DEV_PUSHER_APP_SECRET = 'aula-development-pusher-secret-not-for-production'
const MIN_SECRET_LENGTH = 32

export interface ConfigVariable {
  name: string
  default: string
  description: string
}

/** Every variable the server reads, for README.md and .env.example. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port of the API, the SPA and the realtime endpoint.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'TRUST_PROXY',
    default: '(unset)',
    description:
      'Comma-separated addresses or CIDR ranges of the reverse proxies in front of Aula (or loopback, linklocal, uniquelocal), e.g. 127.0.0.1 for nginx on the same host. Their X-Forwarded-For then gives the client address that the per-address limits (registration, login, codes) count; unset, every client behind the proxy would share one limit.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Embedded database (DATA_DIR/db) and uploads. A new directory gets migrations and demo data. One server process per directory: a second one exits, naming the holder (DATA_DIR/aula.lock).',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'postgres://… switches from the embedded PGlite to PostgreSQL 15+.',
  },
  { name: 'APP_ENV', default: 'development', description: 'development | test | production.' },
  {
    name: 'SEED_DEMO',
    default: '1 (0 in production)',
    description:
      '0 skips the demo data on the first start of a new database. Refused in production: its demo accounts share a known password.',
  },
  {
    name: 'APP_KEY',
    default: '(dev key)',
    description:
      'Secret for signing tokens. Required in production: at least 32 characters, not the dev key.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Absolute URL the product is reached at (sitemap, e-mail links).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info (silent in test)',
    description: 'fatal | error | warn | info | debug | trace | silent.',
  },
  {
    name: 'PUSHER_APP_ID',
    default: 'aula',
    description: 'Pusher-protocol app id (embedded server or Pusher/Soketi).',
  },
  { name: 'PUSHER_APP_KEY', default: 'aula-key', description: 'Pusher-protocol public app key.' },
  {
    name: 'PUSHER_APP_SECRET',
    default: '(dev secret)',
    description:
      'Pusher-protocol app secret. Required in production: at least 32 characters, not the dev secret.',
  },
  { name: 'PUSHER_CLUSTER', default: 'eu', description: 'Pusher cluster name.' },
  {
    name: 'PUSHER_HOST',
    default: '(unset)',
    description:
      'Host of Pusher Channels (api-CLUSTER.pusher.com) or Soketi; unset keeps the embedded realtime server.',
  },
  { name: 'PUSHER_PORT', default: '443', description: 'Port of PUSHER_HOST (HTTP API and WebSocket).' },
  { name: 'PUSHER_SCHEME', default: 'https', description: 'https | http for PUSHER_HOST (wss or ws).' },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description: 'smtp://… sends e-mail through SMTP; unset keeps messages in the outbox table.',
  },
  ...SELLER_VARIABLES.map(([name, fallback, description]) => ({
    name: `AULA_SELLER_${name}`,
    default: fallback,
    description,
  })),
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@(PUBLIC_URL host)',
    description: 'Where the support tickets sent from /mysettings/help are mailed.',
  },
  {
    name: 'WORKERS',
    default: '1',
    description:
      '0 runs the API only (PostgreSQL): jobs (e-mail, SMS, …) are queued but processed by another process, e.g. `npm run worker`.',
  },
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
  {
    name: 'TOKEN_IDLE_DAYS',
    default: '14',
    description: 'A session token unused for this many days no longer logs in.',
  },
  {
    name: 'TOKEN_ABSOLUTE_DAYS',
    default: '90',
    description: 'A session token this many days old no longer logs in, however often it is used.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description: 'Optional Redis for shared rate-limit counters (not used yet).',
  },
  {
    name: 'FACEBOOK_APP_ID',
    default: '(unset)',
    description: 'Facebook app id; with FACEBOOK_APP_SECRET it turns on Facebook login and register.',
  },
  { name: 'FACEBOOK_APP_SECRET', default: '(unset)', description: 'Facebook app secret.' },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset)',
    description: 'Google OAuth client id; with GOOGLE_CLIENT_SECRET it turns on Google login and register.',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'Google OAuth client secret.' },
  {
    name: 'S3_ENDPOINT',
    default: '(unset)',
    description:
      'http(s):// address of S3-compatible storage (AWS S3, MinIO, …); with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (all four or none) uploaded media go there instead of DATA_DIR/media.',
  },
  { name: 'S3_BUCKET', default: '(unset)', description: 'Bucket of the uploaded media (it must exist).' },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key id for S3_ENDPOINT.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret access key for S3_ENDPOINT.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region the S3 requests are signed for.' },
  {
    name: 'FFMPEG_PATH',
    default: '/usr/bin/ffmpeg',
    description:
      'ffmpeg used to package lesson videos as HLS (Debian’s `ffmpeg` package, of the same version as FFPROBE_PATH); unset: /usr/bin/ffmpeg when present, else `ffmpeg` on PATH.',
  },
  {
    name: 'FFPROBE_PATH',
    default: '/usr/bin/ffprobe',
    description:
      'ffprobe used to inspect uploaded videos before transcoding; unset: /usr/bin/ffprobe when present, else `ffprobe` on PATH.',
  },
  {
    name: 'FFMPEG_MEMORY_MB',
    default: '3072',
    description:
      'Address space one ffmpeg or ffprobe run may take (prlimit --as, where util-linux’s prlimit is installed); a run past it fails.',
  },
  {
    name: 'FFMPEG_NICE',
    default: '10',
    description:
      'Niceness of every ffmpeg/ffprobe run (0–19): transcoding yields the CPU to the API; 0 runs it at the server’s priority.',
  },
  {
    name: 'FFMPEG_MAX_SECONDS',
    default: '21600',
    description:
      'Wall-clock limit of one transcoding (killed past it); each run’s own limit is 120 s + 3 × the video’s duration, at most this.',
  },
  {
    name: 'UPLOAD_MAX_BYTES',
    default: '5368709120',
    description: 'The largest lesson video a resumable (tus) upload may announce, in bytes (5 GiB).',
  },
  {
    name: 'UPLOAD_QUOTA_PENDING_BYTES',
    default: '10737418240',
    description:
      'Per user: the bytes their unfinished video uploads may announce together (10 GiB); past it a new upload answers 413 with the figures.',
  },
  {
    name: 'UPLOAD_QUOTA_STORED_BYTES',
    default: '53687091200',
    description:
      'Per user: the bytes of their uploaded videos kept (played, processing, or failed and retryable) plus unfinished ones (50 GiB); past it a new upload answers 413.',
  },
  {
    name: 'VIDEO_CACHE_DIR',
    default: 'node_modules/.cache/aula-video',
    description:
      'Demo lesson videos, generated once with ffmpeg and shared by every DATA_DIR (tests and fresh starts reuse them).',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: '1',
    description:
      '1 puts the bucket in the path (MinIO and most S3-compatible services); 0 in the host name (AWS S3 virtual-hosted style).',
  },
  {
    name: 'AULA_SKIP_BUILD',
    default: '0',
    description: '1 makes `npm start` serve dist/ as it is instead of rebuilding a stale SPA.',
  },
]

const optionalText = v.optional(v.pipe(v.string(), v.trim()))
const bytesVariable = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}$/, 'must be a number of bytes'),
  v.toNumber(),
  v.minValue(1, 'must be at least 1'),
)
const url = (protocols: RegExp, hint: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(protocols, `must be a URL starting with ${hint}`)))
/** A whole number of days, at least 1. */
const days = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of days'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1 day'),
    ),
    fallback,
  )

/** One entry of TRUST_PROXY: an IPv4 or IPv6 address, optionally /bits, or one of proxy-addr's names. */
const TRUSTED_PROXY =
  /^(loopback|linklocal|uniquelocal|\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-f:]*:[0-9a-f:.]*(\/\d{1,3})?)$/i

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(0, 'must be between 0 and 65535'),
      v.maxValue(65535, 'must be between 0 and 65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '0.0.0.0'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (list) => list.split(',').every((item) => TRUSTED_PROXY.test(item.trim())),
        'must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
      ),
      v.transform((list) => list.split(',').map((item) => item.trim())),
    ),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './data'),
  DATABASE_URL: url(/^postgres(ql)?:\/\//, 'postgres:// or postgresql://'),
  APP_ENV: v.optional(
    v.picklist(['development', 'test', 'production'], 'must be development, test or production'),
    'development',
  ),
  // No default here: it depends on APP_ENV (see loadConfig).
  SEED_DEMO: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
  APP_KEY: optionalText,
  PUBLIC_URL: url(/^https?:\/\//, 'http:// or https://'),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be fatal, error, warn, info, debug, trace or silent',
    ),
  ),
  PUSHER_APP_ID: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), 'aula'),
  PUSHER_APP_KEY: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), 'aula-key'),
  PUSHER_APP_SECRET: optionalText,
  PUSHER_CLUSTER: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), 'eu'),
  PUSHER_HOST: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9.-]+$/, 'must be a host name, without scheme or port')),
  ),
  PUSHER_PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'must be between 1 and 65535'),
      v.maxValue(65535, 'must be between 1 and 65535'),
    ),
  ),
  PUSHER_SCHEME: v.optional(v.picklist(['https', 'http'], 'must be https or http'), 'https'),
  SMTP_URL: url(/^smtps?:\/\//, 'smtp:// or smtps://'),
  AULA_SELLER_NAME: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('must not be empty'),
      v.maxLength(80, 'must be at most 80 characters'),
    ),
    'Aula S.r.l.',
  ),
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
  AULA_SELLER_ADDRESS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('must not be empty'),
      v.maxLength(60, 'must be at most 60 characters'),
    ),
    'Via Roma',
  ),
  AULA_SELLER_STREET_NUMBER: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(8, 'must be at most 8 characters')),
    '1',
  ),
  AULA_SELLER_ZIP: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'must be a CAP of 5 digits')),
    '20121',
  ),
  AULA_SELLER_CITY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('must not be empty'),
      v.maxLength(60, 'must be at most 60 characters'),
    ),
    'Milano',
  ),
  AULA_SELLER_PROVINCE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z]{2}$/, 'must be a province of 2 letters'),
      v.toUpperCase(),
    ),
    'MI',
  ),
  AULA_SELLER_COUNTRY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z]{2}$/, 'must be a country code of 2 letters'),
      v.toUpperCase(),
    ),
    'IT',
  ),
  AULA_SELLER_TAX_REGIME: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^RF(0[1-9]|1[0-9])$/, 'must be a RegimeFiscale, RF01 to RF19')),
    'RF01',
  ),
  AULA_SELLER_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')),
    'fatture@aula.example',
  ),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'))),
  WORKERS: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '1'),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key starting with sk_ (or rk_)'),
    ),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^whsec_\w+$/, 'must be a webhook signing secret starting with whsec_'),
    ),
  ),
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key starting with pk_'),
    ),
  ),
  STRIPE_API_URL: url(/^https?:\/\//, 'http:// or https://'),
  PAYMENTS: v.optional(v.picklist(['sandbox', 'stripe'], 'must be sandbox or stripe')),
  REDIS_URL: url(/^rediss?:\/\//, 'redis:// or rediss://'),
  TOKEN_IDLE_DAYS: days('14'),
  TOKEN_ABSOLUTE_DAYS: days('90'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  S3_ENDPOINT: url(/^https?:\/\//, 'http:// or https://'),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      ),
    ),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), 'us-east-1'),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '1'),
  FFMPEG_PATH: optionalText,
  FFPROBE_PATH: optionalText,
  FFMPEG_MEMORY_MB: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a number of MB'), v.toNumber(), v.minValue(64)),
    '3072',
  ),
  FFMPEG_NICE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'must be 0 to 19'),
      v.toNumber(),
      v.maxValue(19, 'must be 0 to 19'),
    ),
    '10',
  ),
  FFMPEG_MAX_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a number of seconds'), v.toNumber(), v.minValue(1)),
    '21600',
  ),
  UPLOAD_MAX_BYTES: v.optional(bytesVariable, '5368709120'),
  UPLOAD_QUOTA_PENDING_BYTES: v.optional(bytesVariable, '10737418240'),
  UPLOAD_QUOTA_STORED_BYTES: v.optional(bytesVariable, '53687091200'),
  VIDEO_CACHE_DIR: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')),
    'node_modules/.cache/aula-video',
  ),
})

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** An empty variable counts as unset, as in most .env loaders. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') result[key] = value
  }
  return result
}

const MIN_KEY_ENTROPY_BITS = 128

/**
 * The key's information by its own character frequencies (length × Shannon entropy): 0 for one
 * repeated character, 40 for 'ab' × 20, about 200 for 32 random bytes in base64.
 */
export function keyEntropyBits(key: string): number {
  const counts = new Map<string, number>()
  for (const char of key) counts.set(char, (counts.get(char) ?? 0) + 1)
  const length = [...key].length
  let bitsPerChar = 0
  for (const count of counts.values()) bitsPerChar -= (count / length) * Math.log2(count / length)
  return bitsPerChar * length
}

function checkSecret(
  name: string,
  value: string | undefined,
  devDefault: string,
  production: boolean,
  problems: string[],
): string {
  if (!production) return value ?? devDefault
  if (value === undefined) problems.push(`${name} is required in production`)
  else if (value === devDefault) problems.push(`${name} must not be the development default in production`)
  else if (value.length < MIN_SECRET_LENGTH)
    problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters in production`)
  return value ?? devDefault
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const

/** Stripe takes all three keys or none, in one mode (test or live), and never alongside PAYMENTS=sandbox. */
function stripeConfig(parsed: v.InferOutput<typeof EnvSchema>, problems: string[]): StripeConfig | undefined {
  const set = STRIPE_KEYS.filter((name) => parsed[name] !== undefined)
  if (set.length === 0) {
    if (parsed.PAYMENTS === 'stripe') problems.push(`PAYMENTS=stripe needs ${STRIPE_KEYS.join(', ')}`)
    return undefined
  }
  if (set.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((name) => parsed[name] === undefined)
    problems.push(`${STRIPE_KEYS.join(', ')} must be set together (missing ${missing.join(', ')})`)
    return undefined
  }
  if (parsed.PAYMENTS === 'sandbox') {
    problems.push('PAYMENTS=sandbox contradicts the Stripe keys: unset one or the other')
    return undefined
  }
  const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test')
  if (mode(parsed.STRIPE_SECRET_KEY!) !== mode(parsed.STRIPE_PUBLISHABLE_KEY!)) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be of the same mode (both test or both live)',
    )
    return undefined
  }
  return {
    secretKey: parsed.STRIPE_SECRET_KEY!,
    webhookSecret: parsed.STRIPE_WEBHOOK_SECRET!,
    publishableKey: parsed.STRIPE_PUBLISHABLE_KEY!,
    apiUrl: (parsed.STRIPE_API_URL ?? 'https://api.stripe.com').replace(/\/+$/, ''),
  }
}

/** Reads and validates the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, withoutEmpty(env), { abortPipeEarly: true })
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const name = v.getDotPath(issue) ?? 'environment'
      return `${name} ${issue.message} (got ${JSON.stringify(issue.input)})`
    })
    throw new ConfigError(problems)
  }
  const parsed = result.output
  const production = parsed.APP_ENV === 'production'
  const problems: string[] = []
  for (const [id, secret] of [
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ] as const) {
    if ((parsed[id] === undefined) !== (parsed[secret] === undefined))
      problems.push(`${id} and ${secret} must be set together`)
  }
  // Half an S3 configuration would quietly keep the uploads on the local disk (or fail on the first
  // one): name what is missing instead.
  const s3Set = S3_REQUIRED.filter((name) => parsed[name] !== undefined)
  if (s3Set.length > 0 && s3Set.length < S3_REQUIRED.length)
    problems.push(
      `${S3_REQUIRED.filter((name) => parsed[name] === undefined).join(', ')} must be set too: S3 media storage needs ${S3_REQUIRED.join(', ')} (all of them, or none for DATA_DIR/media)`,
    )
  // The demo accounts all log in with one published password, so a production database must never
  // hold them: off by default there, and asking for them is a configuration error, not a warning.
  if (production && parsed.SEED_DEMO === '1')
    problems.push(
      'SEED_DEMO=1 is not allowed in production: the demo accounts share a published password (use SEED_DEMO=0 or unset it)',
    )
  // Only `npm run worker` on PostgreSQL could take the jobs over; the embedded database belongs to
  // this one process, so WORKERS=0 there would queue e-mail that nothing ever sends.
  if (parsed.WORKERS === '0' && !parsed.DATABASE_URL)
    problems.push(
      'WORKERS=0 needs DATABASE_URL: with the embedded database the API process is the only one that can run the job workers',
    )
  const stripe = stripeConfig(parsed, problems)
  const keyProblems = problems.length
  const appKey = checkSecret('APP_KEY', parsed.APP_KEY, DEV_APP_KEY, production, problems)
  // Length alone lets 'kkkk…' through: APP_KEY signs sessions' CSRF tokens and keys the PIN HMACs.
  if (production && problems.length === keyProblems && keyEntropyBits(appKey) < MIN_KEY_ENTROPY_BITS)
    problems.push(
      `APP_KEY has too little entropy (${Math.floor(keyEntropyBits(appKey))} bits, at least ${MIN_KEY_ENTROPY_BITS}): ` +
        'use random characters, e.g. the output of `openssl rand -base64 48`, not a repeated or patterned text',
    )
  const pusherSecret = checkSecret(
    'PUSHER_APP_SECRET',
    parsed.PUSHER_APP_SECRET,
    DEV_PUSHER_APP_SECRET,
    production,
    problems,
  )
  if (problems.length > 0) throw new ConfigError(problems)

  return {
    port: parsed.PORT,
    host: parsed.HOST,
    trustProxy: parsed.TRUST_PROXY ?? false,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    appEnv: parsed.APP_ENV,
    seedDemo: (parsed.SEED_DEMO ?? (production ? '0' : '1')) === '1',
    appKey,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    logLevel: parsed.LOG_LEVEL ?? (parsed.APP_ENV === 'test' ? 'silent' : 'info'),
    pusher: {
      appId: parsed.PUSHER_APP_ID,
      key: parsed.PUSHER_APP_KEY,
      secret: pusherSecret,
      cluster: parsed.PUSHER_CLUSTER,
      host: parsed.PUSHER_HOST,
      port: parsed.PUSHER_HOST
        ? (parsed.PUSHER_PORT ?? (parsed.PUSHER_SCHEME === 'https' ? 443 : 80))
        : undefined,
      useTLS: parsed.PUSHER_SCHEME === 'https',
    },
    smtpUrl: parsed.SMTP_URL,
    supportEmail: parsed.SUPPORT_EMAIL,
    seller: {
      name: parsed.AULA_SELLER_NAME,
      vatNumber: parsed.AULA_SELLER_VAT_NUMBER,
      fiscalCode: parsed.AULA_SELLER_FISCAL_CODE ?? parsed.AULA_SELLER_VAT_NUMBER,
      address: parsed.AULA_SELLER_ADDRESS,
      streetNumber: parsed.AULA_SELLER_STREET_NUMBER,
      zip: parsed.AULA_SELLER_ZIP,
      city: parsed.AULA_SELLER_CITY,
      province: parsed.AULA_SELLER_PROVINCE,
      country: parsed.AULA_SELLER_COUNTRY,
      taxRegime: parsed.AULA_SELLER_TAX_REGIME,
      email: parsed.AULA_SELLER_EMAIL,
    },
    workers: parsed.WORKERS === '1',
    stripe,
    paymentsSandbox: parsed.PAYMENTS === 'sandbox',
    paymentProvider: stripe ? 'stripe' : !production || parsed.PAYMENTS === 'sandbox' ? 'sandbox' : null,
    redisUrl: parsed.REDIS_URL,
    tokens: { idleDays: parsed.TOKEN_IDLE_DAYS, absoluteDays: parsed.TOKEN_ABSOLUTE_DAYS },
    facebook:
      parsed.FACEBOOK_APP_ID && parsed.FACEBOOK_APP_SECRET
        ? { appId: parsed.FACEBOOK_APP_ID, appSecret: parsed.FACEBOOK_APP_SECRET }
        : undefined,
    s3:
      parsed.S3_ENDPOINT && parsed.S3_BUCKET && parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: parsed.S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: parsed.S3_BUCKET,
            accessKeyId: parsed.S3_ACCESS_KEY_ID,
            secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
            region: parsed.S3_REGION,
            forcePathStyle: parsed.S3_FORCE_PATH_STYLE === '1',
          }
        : undefined,
    google:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? { clientId: parsed.GOOGLE_CLIENT_ID, clientSecret: parsed.GOOGLE_CLIENT_SECRET }
        : undefined,
    ffmpegPath: parsed.FFMPEG_PATH,
    ffprobePath: parsed.FFPROBE_PATH,
    videoLimits: {
      memoryMb: parsed.FFMPEG_MEMORY_MB,
      maxSeconds: parsed.FFMPEG_MAX_SECONDS,
      nice: parsed.FFMPEG_NICE,
    },
    uploadMaxBytes: parsed.UPLOAD_MAX_BYTES,
    uploadQuota: {
      pendingBytes: parsed.UPLOAD_QUOTA_PENDING_BYTES,
      storedBytes: parsed.UPLOAD_QUOTA_STORED_BYTES,
    },
    videoCacheDir: parsed.VIDEO_CACHE_DIR,
  }
}
