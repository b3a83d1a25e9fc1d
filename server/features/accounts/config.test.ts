import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES, loadConfig } from '../../core/config.ts'
import accountsConfig from './config.ts'

describe('accounts configuration (config.ts)', () => {
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

  it('documents exactly the variables it reads', () => {
    expect(accountsConfig.variables.map((variable) => variable.name)).toEqual(
      Object.keys(accountsConfig.entries),
    )
  })
})
