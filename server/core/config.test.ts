import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { defineAreaConfig } from './config-area.ts'
import { CONFIG_VARIABLES, ConfigError, DEV_APP_KEY, composeConfig, loadConfig } from './config.ts'

/** 32 random bytes in base64, as `openssl rand -base64 32` prints them. */
const STRONG_KEY = 'q3Vb8Zr1tX0yPc6LhN2sWm9EoJfKdA4uGi7RlTnHeYw='
const STRONG_SECRET = 's'.repeat(40)

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems
  }
  throw new Error('loadConfig accepted the environment')
}

describe('loadConfig', () => {
  it('starts with working defaults in development', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      appEnv: 'development',
      seedDemo: true,
      appKey: DEV_APP_KEY,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/aula',
      DATABASE_URL: 'postgres://aula:aula@db:5432/aula',
      APP_ENV: 'test',
      SEED_DEMO: '0',
      PUBLIC_URL: 'https://aula.example/',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/aula',
      databaseUrl: 'postgres://aula:aula@db:5432/aula',
      appEnv: 'test',
      seedDemo: false,
      publicUrl: 'https://aula.example',
      logLevel: 'warn',
      smtpUrl: 'smtp://mail:25',
      redisUrl: 'redis://cache:6379',
    })
  })

  it('runs the job workers in the API process unless WORKERS=0', () => {
    expect(loadConfig({}).workers).toBe(true)
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(true)
    expect(loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://db/aula' }).workers).toBe(false)
    expect(problemsOf({ WORKERS: 'no' })).toEqual(['WORKERS must be 0 or 1 (got "no")'])
    // On the embedded database nothing else could ever run the jobs.
    expect(problemsOf({ WORKERS: '0' })).toEqual([
      'WORKERS=0 needs DATABASE_URL: with the embedded database the API process is the only one that can run the job workers',
    ])
  })

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ])
    // "true" would let any client pick the address the limits count.
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal) (got "true")',
    ])
  })

  it('names the seller of receipts and invoices from AULA_SELLER_*, checking the fiscal data at start', () => {
    expect(loadConfig({}).seller).toMatchObject({
      name: 'Aula S.r.l.',
      vatNumber: '12345678903',
      fiscalCode: '12345678903',
    })
    expect(
      loadConfig({
        AULA_SELLER_NAME: 'Formazione Srl',
        AULA_SELLER_VAT_NUMBER: '00488410010',
        AULA_SELLER_PROVINCE: 'to',
      }).seller,
    ).toMatchObject({
      name: 'Formazione Srl',
      vatNumber: '00488410010',
      fiscalCode: '00488410010',
      province: 'TO',
    })
    expect(problemsOf({ AULA_SELLER_VAT_NUMBER: '00488410011' })).toEqual([
      'AULA_SELLER_VAT_NUMBER must be a partita IVA: 11 digits with a right check digit (got "00488410011")',
    ])
    expect(problemsOf({ AULA_SELLER_ZIP: '2012', AULA_SELLER_TAX_REGIME: 'RF99' })).toEqual([
      'AULA_SELLER_ZIP must be a CAP of 5 digits (got "2012")',
      'AULA_SELLER_TAX_REGIME must be a RegimeFiscale, RF01 to RF19 (got "RF99")',
    ])
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      APP_ENV: 'staging',
      DATABASE_URL: 'mysql://x',
      SEED_DEMO: 'yes',
    })
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toMatch(/PORT must be a whole number/)
    expect(problems.join('\n')).toMatch(/APP_ENV must be development, test or production/)
    expect(problems.join('\n')).toMatch(/DATABASE_URL must be a URL starting with postgres/)
    expect(problems.join('\n')).toMatch(/SEED_DEMO must be 0 or 1/)
  })

  it('refuses to start in production without real secrets', () => {
    expect(problemsOf({ APP_ENV: 'production' })).toEqual([
      'APP_KEY is required in production',
      'PUSHER_APP_SECRET is required in production',
    ])
    // notifications/config.test.ts: the same for the Pusher secret's development default
    expect(
      problemsOf({ APP_ENV: 'production', APP_KEY: DEV_APP_KEY, PUSHER_APP_SECRET: STRONG_SECRET }),
    ).toEqual(['APP_KEY must not be the development default in production'])
    expect(problemsOf({ APP_ENV: 'production', APP_KEY: 'short', PUSHER_APP_SECRET: STRONG_SECRET })).toEqual(
      ['APP_KEY must be at least 32 characters in production'],
    )
  })

  it('refuses an APP_KEY long enough but with too little entropy, saying why', () => {
    for (const key of ['k'.repeat(40), 'ab'.repeat(20), 'abcd'.repeat(10)]) {
      const problems = problemsOf({ APP_ENV: 'production', APP_KEY: key, PUSHER_APP_SECRET: STRONG_SECRET })
      expect(problems, key).toHaveLength(1)
      expect(problems[0]).toMatch(
        /^APP_KEY has too little entropy \(\d+ bits, at least 128\): use random characters/,
      )
    }
  })

  it('accepts production with strong secrets', () => {
    const config = loadConfig({
      APP_ENV: 'production',
      APP_KEY: STRONG_KEY,
      PUSHER_APP_SECRET: STRONG_SECRET,
    })
    expect(config.appKey).toBe(STRONG_KEY)
    expect(config.pusher.secret).toBe(STRONG_SECRET)
  })

  it('production holds no demo accounts: SEED_DEMO is off by default there and 1 is refused', () => {
    const secrets = { APP_KEY: STRONG_KEY, PUSHER_APP_SECRET: STRONG_SECRET }
    expect(loadConfig({ APP_ENV: 'production', ...secrets }).seedDemo).toBe(false)
    expect(loadConfig({ APP_ENV: 'production', SEED_DEMO: '0', ...secrets }).seedDemo).toBe(false)
    expect(problemsOf({ APP_ENV: 'production', SEED_DEMO: '1', ...secrets })).toEqual([
      'SEED_DEMO=1 is not allowed in production: the demo accounts share a published password (use SEED_DEMO=0 or unset it)',
    ])
    // Outside production the demo data stays on by default, and can be turned off.
    expect(loadConfig({ APP_ENV: 'test' }).seedDemo).toBe(true)
    expect(loadConfig({ APP_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false)
  })

  it('the message names each problem, for the operator reading the crash', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /Invalid configuration:\n {2}- APP_KEY is required/,
    )
  })

  it('documents every variable it reads', () => {
    const names = CONFIG_VARIABLES.map((variable) => variable.name)
    for (const name of [
      'PORT',
      'HOST',
      'DATA_DIR',
      'DATABASE_URL',
      'APP_ENV',
      'SEED_DEMO',
      'APP_KEY',
      'PUBLIC_URL',
      'LOG_LEVEL',
      'PUSHER_APP_ID',
      'PUSHER_APP_KEY',
      'PUSHER_APP_SECRET',
      'SMTP_URL',
      'WORKERS',
      'STRIPE_SECRET_KEY',
      'REDIS_URL',
    ]) {
      expect(names).toContain(name)
    }
  })

  describe('payments', () => {
    const STRIPE = {
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc',
    }
    const PRODUCTION = { APP_ENV: 'production', APP_KEY: STRONG_KEY, PUSHER_APP_SECRET: STRONG_SECRET }

    it('takes the sandbox outside production, nobody in production, the sandbox there only with PAYMENTS=sandbox', () => {
      expect(loadConfig({}).paymentProvider).toBe('sandbox')
      expect(loadConfig(PRODUCTION).paymentProvider).toBeNull()
      expect(loadConfig({ ...PRODUCTION, PAYMENTS: 'sandbox' }).paymentProvider).toBe('sandbox')
    })

    it('takes Stripe when its keys are set, in any environment, with the default API address', () => {
      for (const env of [STRIPE, { ...PRODUCTION, ...STRIPE }, { ...STRIPE, PAYMENTS: 'stripe' }]) {
        const config = loadConfig(env)
        expect(config.paymentProvider).toBe('stripe')
        expect(config.stripe).toEqual({
          secretKey: 'sk_test_51Abc',
          webhookSecret: 'whsec_abc123',
          publishableKey: 'pk_test_51Abc',
          apiUrl: 'https://api.stripe.com',
        })
      }
      expect(loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111/' }).stripe?.apiUrl).toBe(
        'http://127.0.0.1:12111',
      )
      expect(
        loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'rk_live_51Abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' })
          .stripe?.secretKey,
      ).toBe('rk_live_51Abc')
    })

    it('names the variable whose key is not what Stripe gives', () => {
      expect(problemsOf({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_51Abc' })).toEqual([
        'STRIPE_SECRET_KEY must be a Stripe secret key starting with sk_ (or rk_) (got "pk_test_51Abc")',
      ])
      expect(problemsOf({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'abc' })[0]).toMatch(
        /^STRIPE_WEBHOOK_SECRET must be a webhook signing secret starting with whsec_/,
      )
      expect(problemsOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })[0]).toMatch(
        /^STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key starting with pk_/,
      )
      expect(problemsOf({ ...STRIPE, STRIPE_API_URL: 'api.stripe.com' })[0]).toMatch(
        /^STRIPE_API_URL must be a URL/,
      )
    })

    it('wants the three keys together, in one mode, and not with PAYMENTS=sandbox', () => {
      expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_51Abc' })).toEqual([
        'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY must be set together (missing STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY)',
      ])
      expect(problemsOf({ PAYMENTS: 'stripe' })).toEqual([
        'PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY',
      ])
      expect(problemsOf({ ...STRIPE, PAYMENTS: 'sandbox' })).toEqual([
        'PAYMENTS=sandbox contradicts the Stripe keys: unset one or the other',
      ])
      expect(problemsOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_51Abc' })).toEqual([
        'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be of the same mode (both test or both live)',
      ])
      expect(problemsOf({ PAYMENTS: 'paypal' })).toEqual([
        'PAYMENTS must be sandbox or stripe (got "paypal")',
      ])
    })
  })
})

describe('configuration per area (issue 33)', () => {
  // The operations contract (DESIGN.md §6, README): names and documented defaults relied on from
  // outside, whichever area declares them.
  it('reads every variable of before the split, with the same documented default', () => {
    const documented = CONFIG_VARIABLES.map((variable): [string, string] => [variable.name, variable.default])
    expect(new Map(documented)).toEqual(
      new Map([
        ['PORT', '3000'],
        ['HOST', '0.0.0.0'],
        ['TRUST_PROXY', '(unset)'],
        ['DATA_DIR', './data'],
        ['DATABASE_URL', '(unset)'],
        ['APP_ENV', 'development'],
        ['SEED_DEMO', '1 (0 in production)'],
        ['APP_KEY', '(dev key)'],
        ['PUBLIC_URL', 'http://localhost:PORT'],
        ['LOG_LEVEL', 'info (silent in test)'],
        ['PUSHER_APP_ID', 'aula'],
        ['PUSHER_APP_KEY', 'aula-key'],
        ['PUSHER_APP_SECRET', '(dev secret)'],
        ['PUSHER_CLUSTER', 'eu'],
        ['PUSHER_HOST', '(unset)'],
        ['PUSHER_PORT', '443'],
        ['PUSHER_SCHEME', 'https'],
        ['SMTP_URL', '(unset)'],
        ['AULA_SELLER_NAME', 'Aula S.r.l.'],
        ['AULA_SELLER_VAT_NUMBER', '12345678903'],
        ['AULA_SELLER_FISCAL_CODE', '(the VAT number)'],
        ['AULA_SELLER_ADDRESS', 'Via Roma'],
        ['AULA_SELLER_STREET_NUMBER', '1'],
        ['AULA_SELLER_ZIP', '20121'],
        ['AULA_SELLER_CITY', 'Milano'],
        ['AULA_SELLER_PROVINCE', 'MI'],
        ['AULA_SELLER_COUNTRY', 'IT'],
        ['AULA_SELLER_TAX_REGIME', 'RF01'],
        ['AULA_SELLER_EMAIL', 'fatture@aula.example'],
        ['SUPPORT_EMAIL', 'support@(PUBLIC_URL host)'],
        ['WORKERS', '1'],
        ['STRIPE_SECRET_KEY', '(unset)'],
        ['STRIPE_WEBHOOK_SECRET', '(unset)'],
        ['STRIPE_PUBLISHABLE_KEY', '(unset)'],
        ['STRIPE_API_URL', 'https://api.stripe.com'],
        ['PAYMENTS', '(unset)'],
        ['TOKEN_IDLE_DAYS', '14'],
        ['TOKEN_ABSOLUTE_DAYS', '90'],
        ['REDIS_URL', '(unset)'],
        ['FACEBOOK_APP_ID', '(unset)'],
        ['FACEBOOK_APP_SECRET', '(unset)'],
        ['GOOGLE_CLIENT_ID', '(unset)'],
        ['GOOGLE_CLIENT_SECRET', '(unset)'],
        ['S3_ENDPOINT', '(unset)'],
        ['S3_BUCKET', '(unset)'],
        ['S3_ACCESS_KEY_ID', '(unset)'],
        ['S3_SECRET_ACCESS_KEY', '(unset)'],
        ['S3_REGION', 'us-east-1'],
        ['FFMPEG_PATH', '/usr/bin/ffmpeg'],
        ['FFPROBE_PATH', '/usr/bin/ffprobe'],
        ['FFMPEG_MEMORY_MB', '3072'],
        ['FFMPEG_NICE', '10'],
        ['FFMPEG_MAX_SECONDS', '21600'],
        ['UPLOAD_MAX_BYTES', '5368709120'],
        ['UPLOAD_QUOTA_PENDING_BYTES', '10737418240'],
        ['UPLOAD_QUOTA_STORED_BYTES', '53687091200'],
        ['VIDEO_CACHE_DIR', 'node_modules/.cache/aula-video'],
        ['S3_FORCE_PATH_STYLE', '1'],
        ['AULA_SKIP_BUILD', '0'],
      ]),
    )
    expect(documented).toHaveLength(new Set(documented.map(([name]) => name)).size)
  })

  it('collects the areas’ config.ts from the folders: their variables are read and checked', () => {
    // media, accounts, notifications and support declare theirs beside their code
    expect(loadConfig({ FFMPEG_NICE: '3', SUPPORT_EMAIL: 'help@aula.example' })).toMatchObject({
      videoLimits: { nice: 3 },
      supportEmail: 'help@aula.example',
      facebook: undefined,
      pusher: { appId: 'aula' },
    })
    expect(problemsOf({ FFMPEG_NICE: '30', PORT: 'x' })).toEqual([
      'PORT must be a whole number (got "x")',
      'FFMPEG_NICE must be 0 to 19 (got 30)',
    ])
  })

  const shop = defineAreaConfig({
    variables: [{ name: 'SHOP_NAME', default: 'Bottega', description: 'The shop’s name.' }],
    entries: { SHOP_NAME: v.optional(v.pipe(v.string(), v.maxLength(8, 'must be short')), 'Bottega') },
    build: (env, { production, problems }) => {
      if (production && env.SHOP_NAME === 'Bottega') problems.push('SHOP_NAME must be chosen in production')
      return { shopName: env.SHOP_NAME }
    },
  })

  it('a new area’s settings join the core’s: documented, validated, built, with its own problems', () => {
    const composed = composeConfig([{ name: 'shop', config: shop }])
    expect(composed.variables.map((variable) => variable.name)).toContain('SHOP_NAME')
    expect(composed.load({ SHOP_NAME: 'Arte' })).toMatchObject({ shopName: 'Arte', port: 3000 })
    expect(() => composed.load({ SHOP_NAME: 'Emporio Centrale' })).toThrow(
      'SHOP_NAME must be short (got "Emporio Centrale")',
    )
    // the core's problems first, then the area's, all at once
    expect(() => composed.load({ APP_ENV: 'production', PORT: '1' })).toThrow(
      /APP_KEY is required in production\n {2}- SHOP_NAME must be chosen in production/,
    )
  })

  it('refuses a variable two areas read, naming both', () => {
    expect(() =>
      composeConfig([
        { name: 'shop', config: shop },
        { name: 'store', config: shop },
      ]),
    ).toThrow('SHOP_NAME is read by both shop and store: one area owns a variable')
    const port = defineAreaConfig({
      variables: [],
      entries: { PORT: v.optional(v.string()) },
      build: () => ({}),
    })
    expect(() => composeConfig([{ name: 'shop', config: port }])).toThrow(
      'PORT is read by both core and shop',
    )
  })
})
