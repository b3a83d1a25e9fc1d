import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../core/config.ts'
import notificationsConfig, { DEV_PUSHER_APP_SECRET } from './config.ts'

const STRONG_KEY = 'q3Vb8Zr1tX0yPc6LhN2sWm9EoJfKdA4uGi7RlTnHeYw='

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems
  }
  throw new Error('loadConfig accepted the environment')
}

describe('notifications configuration (config.ts): the realtime server', () => {
  it('keeps the embedded server with development defaults', () => {
    expect(loadConfig({}).pusher).toEqual({
      appId: 'aula',
      key: 'aula-key',
      secret: DEV_PUSHER_APP_SECRET,
      cluster: 'eu',
      host: undefined,
      port: undefined,
      useTLS: true,
    })
  })

  it('talks to PUSHER_HOST on the scheme’s port unless PUSHER_PORT says otherwise', () => {
    expect(loadConfig({ PUSHER_HOST: 'soketi.internal', PUSHER_SCHEME: 'http' }).pusher).toMatchObject({
      host: 'soketi.internal',
      port: 80,
      useTLS: false,
    })
    expect(loadConfig({ PUSHER_HOST: 'api-eu.pusher.com' }).pusher.port).toBe(443)
    expect(loadConfig({ PUSHER_HOST: 'soketi.internal', PUSHER_PORT: '6001' }).pusher.port).toBe(6001)
    expect(problemsOf({ PUSHER_HOST: 'https://soketi', PUSHER_PORT: '0', PUSHER_SCHEME: 'wss' })).toEqual([
      'PUSHER_HOST must be a host name, without scheme or port (got "https://soketi")',
      'PUSHER_PORT must be between 1 and 65535 (got 0)',
      'PUSHER_SCHEME must be https or http (got "wss")',
    ])
  })

  it('wants a real secret in production', () => {
    const production = { APP_ENV: 'production', APP_KEY: STRONG_KEY }
    expect(problemsOf(production)).toEqual(['PUSHER_APP_SECRET is required in production'])
    expect(problemsOf({ ...production, PUSHER_APP_SECRET: DEV_PUSHER_APP_SECRET })).toEqual([
      'PUSHER_APP_SECRET must not be the development default in production',
    ])
    expect(problemsOf({ ...production, PUSHER_APP_SECRET: 'short' })).toEqual([
      'PUSHER_APP_SECRET must be at least 32 characters in production',
    ])
    expect(loadConfig({ ...production, PUSHER_APP_SECRET: 's'.repeat(40) }).pusher.secret).toBe(
      's'.repeat(40),
    )
  })

  it('documents exactly the variables it reads', () => {
    expect(notificationsConfig.variables.map((variable) => variable.name)).toEqual(
      Object.keys(notificationsConfig.entries),
    )
  })
})
