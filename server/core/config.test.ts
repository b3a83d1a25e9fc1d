import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES, ConfigError, DEV_APP_KEY, DEV_PUSHER_APP_SECRET, loadConfig } from './config.ts'

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
    expect(config.pusher.secret).toBe(DEV_PUSHER_APP_SECRET)
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
    expect(
      problemsOf({ APP_ENV: 'production', APP_KEY: DEV_APP_KEY, PUSHER_APP_SECRET: DEV_PUSHER_APP_SECRET }),
    ).toEqual([
      'APP_KEY must not be the development default in production',
      'PUSHER_APP_SECRET must not be the development default in production',
    ])
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

  it('turns Facebook and Google login on only when id and secret are both set', () => {
    expect(loadConfig({})).toMatchObject({ facebook: undefined, google: undefined })
    const config = loadConfig({
      FACEBOOK_APP_ID: 'fb-id',
      FACEBOOK_APP_SECRET: 'fb-secret',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
    })
    expect(config.facebook).toEqual({ appId: 'fb-id', appSecret: 'fb-secret' })
    expect(config.google).toEqual({ clientId: 'g-id', clientSecret: 'g-secret' })
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/,
    )
    const names = CONFIG_VARIABLES.map((variable) => variable.name)
    for (const name of ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'])
      expect(names).toContain(name)
  })

  it('takes S3 media storage with all four S3 variables, or none, and names what is missing', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'aula-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'aula-media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    })
    expect(loadConfig({ ...s3, S3_REGION: 'eu-south-1', S3_FORCE_PATH_STYLE: '0' }).s3).toMatchObject({
      region: 'eu-south-1',
      forcePathStyle: false,
    })
    expect(problemsOf({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too: S3 media storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (all of them, or none for DATA_DIR/media)',
    ])
    expect(problemsOf({ ...s3, S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be a URL starting with http:// or https:// (got "minio:9000")',
    ])
    expect(problemsOf({ ...s3, S3_BUCKET: 'Aula_Media' })[0]).toMatch(/^S3_BUCKET must be a bucket name/)
    expect(problemsOf({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE must be 0 or 1 (got "yes")',
    ])
    const names = CONFIG_VARIABLES.map((variable) => variable.name)
    for (const name of Object.keys(s3)) expect(names).toContain(name)
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
