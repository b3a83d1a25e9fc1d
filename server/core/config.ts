/**
 * Server configuration, read once from the environment and validated with valibot.
 * Development and test get working defaults for every secret so `npm start` needs no setup;
 * production refuses to start until real secrets are provided (DESIGN.md §6).
 *
 * This file holds the core's variables only. Each area declares its own in
 * server/features/<area>/config.ts (config-area.ts: variables, their validation, its part of
 * Config, which it adds to the interface below by declaration merging); they are collected here by
 * listing the folders, so a new area's settings edit no central list.
 */
import * as v from 'valibot'
import {
  checkSecret,
  loadAreaConfigs,
  url,
  zeroOrOne,
  defineAreaConfig,
  type AppEnv,
  type ConfigContext,
  type ConfigSection,
  type ConfigVariable,
} from './config-area.ts'

export type { AppEnv, ConfigVariable } from './config-area.ts'

/** The core's settings; every area adds its own fields (`declare module` in its config.ts). */
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
  smtpUrl: string | undefined
  /** Whether this process runs the job queue's workers (WORKERS=0: API only, jobs are still sent). */
  workers: boolean
  redisUrl: string | undefined
  /** Session tokens: unused for `idleDays` or older than `absoluteDays`, they no longer log in. */
  tokens: { idleDays: number; absoluteDays: number }
}

export const DEV_APP_KEY = 'aula-development-key-do-not-use-in-production'

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

const CORE_ENTRIES = {
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
  // No default here: it depends on APP_ENV (see coreConfig's build).
  SEED_DEMO: zeroOrOne(),
  APP_KEY: v.optional(v.pipe(v.string(), v.trim())),
  PUBLIC_URL: url(/^https?:\/\//, 'http:// or https://'),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be fatal, error, warn, info, debug, trace or silent',
    ),
  ),
  SMTP_URL: url(/^smtps?:\/\//, 'smtp:// or smtps://'),
  WORKERS: zeroOrOne('1'),
  REDIS_URL: url(/^rediss?:\/\//, 'redis:// or rediss://'),
  TOKEN_IDLE_DAYS: days('14'),
  TOKEN_ABSOLUTE_DAYS: days('90'),
}

type CoreEnv = v.InferOutput<v.ObjectSchema<typeof CORE_ENTRIES, undefined>>

/** What no single variable can say: the demo data, the workers, the app key in production. */
function coreProblems(env: CoreEnv, context: ConfigContext): string {
  const { production, problems } = context
  // The demo accounts all log in with one published password, so a production database must never
  // hold them: off by default there, and asking for them is a configuration error, not a warning.
  if (production && env.SEED_DEMO === '1')
    problems.push(
      'SEED_DEMO=1 is not allowed in production: the demo accounts share a published password (use SEED_DEMO=0 or unset it)',
    )
  // Only `npm run worker` on PostgreSQL could take the jobs over; the embedded database belongs to
  // this one process, so WORKERS=0 there would queue e-mail that nothing ever sends.
  if (env.WORKERS === '0' && !env.DATABASE_URL)
    problems.push(
      'WORKERS=0 needs DATABASE_URL: with the embedded database the API process is the only one that can run the job workers',
    )
  const keyProblems = problems.length
  const appKey = checkSecret('APP_KEY', env.APP_KEY, DEV_APP_KEY, context)
  // Length alone lets 'kkkk…' through: APP_KEY signs sessions' CSRF tokens and keys the PIN HMACs.
  if (production && problems.length === keyProblems && keyEntropyBits(appKey) < MIN_KEY_ENTROPY_BITS)
    problems.push(
      `APP_KEY has too little entropy (${Math.floor(keyEntropyBits(appKey))} bits, at least ${MIN_KEY_ENTROPY_BITS}): ` +
        'use random characters, e.g. the output of `openssl rand -base64 48`, not a repeated or patterned text',
    )
  return appKey
}

const coreConfig = defineAreaConfig({
  variables: [
    {
      name: 'PORT',
      default: '3000',
      description: 'HTTP port of the API, the SPA and the realtime endpoint.',
    },
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
      name: 'SMTP_URL',
      default: '(unset)',
      description: 'smtp://… sends e-mail through SMTP; unset keeps messages in the outbox table.',
    },
    {
      name: 'WORKERS',
      default: '1',
      description:
        '0 runs the API only (PostgreSQL): jobs (e-mail, SMS, …) are queued but processed by another process, e.g. `npm run worker`.',
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
      name: 'AULA_SKIP_BUILD',
      default: '0',
      description: '1 makes `npm start` serve dist/ as it is instead of rebuilding a stale SPA.',
    },
  ],
  entries: CORE_ENTRIES,
  build: (env, context) => ({
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY ?? false,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    appEnv: env.APP_ENV,
    seedDemo: (env.SEED_DEMO ?? (context.production ? '0' : '1')) === '1',
    appKey: coreProblems(env, context),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? (env.APP_ENV === 'test' ? 'silent' : 'info'),
    smtpUrl: env.SMTP_URL,
    workers: env.WORKERS === '1',
    redisUrl: env.REDIS_URL,
    tokens: { idleDays: env.TOKEN_IDLE_DAYS, absoluteDays: env.TOKEN_ABSOLUTE_DAYS },
  }),
})

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

export interface ComposedConfig {
  /** Every variable the server reads, for README.md and .env.example. */
  variables: readonly ConfigVariable[]
  /** Reads and validates the configuration; throws a ConfigError listing every bad variable. */
  load: (env?: Record<string, string | undefined>) => Config
}

/**
 * One configuration from the core's section and the areas': their variables in one schema (a
 * variable two sections read is an error of the code, not of the environment), then each
 * section's build in order, the core first; any problem stops the start, all of them listed.
 */
export function composeConfig(areas: readonly ConfigSection[]): ComposedConfig {
  const sections: ConfigSection[] = [{ name: 'core', config: coreConfig }, ...areas]
  const owner = new Map<string, string>()
  for (const { name, config } of sections) {
    for (const variable of Object.keys(config.entries)) {
      const other = owner.get(variable)
      if (other) throw new Error(`${variable} is read by both ${other} and ${name}: one area owns a variable`)
      owner.set(variable, name)
    }
  }
  const schema = v.object(
    Object.assign({}, ...sections.map(({ config }) => config.entries)) as v.ObjectEntries,
  )
  const load = (env: Record<string, string | undefined> = process.env): Config => {
    const result = v.safeParse(schema, withoutEmpty(env), { abortPipeEarly: true })
    if (!result.success) {
      const problems = result.issues.map((issue) => {
        const name = v.getDotPath(issue) ?? 'environment'
        return `${name} ${issue.message} (got ${JSON.stringify(issue.input)})`
      })
      throw new ConfigError(problems)
    }
    const parsed = result.output as CoreEnv & Record<string, never>
    const context: ConfigContext = {
      appEnv: parsed.APP_ENV,
      production: parsed.APP_ENV === 'production',
      problems: [],
    }
    const config = Object.assign({}, ...sections.map(({ config }) => config.build(parsed, context))) as Config
    if (context.problems.length > 0) throw new ConfigError(context.problems)
    return config
  }
  return { variables: sections.flatMap(({ config }) => config.variables), load }
}

// The areas' config.ts, found by listing server/features/ once, when this module is first imported.
const COMPOSED = composeConfig(await loadAreaConfigs())

/** Every variable the server reads, for README.md and .env.example. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = COMPOSED.variables

/** Reads and validates the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return COMPOSED.load(env)
}
