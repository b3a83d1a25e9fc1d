/**
 * The notifications area's settings (issue 33: each area declares its own, server/core/config-area.ts):
 * the Pusher-protocol realtime server, the embedded one (services.ts) or Pusher Channels / Soketi.
 */
import * as v from 'valibot'
import { checkSecret, defineAreaConfig, optionalText } from '../../core/config-area.ts'

export const DEV_PUSHER_APP_SECRET = 'aula-development-pusher-secret-not-for-production'

declare module '../../core/config.ts' {
  interface Config {
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
  }
}

const named = (fallback: string) => v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), fallback)

export default defineAreaConfig({
  variables: [
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
  ],
  entries: {
    PUSHER_APP_ID: named('aula'),
    PUSHER_APP_KEY: named('aula-key'),
    PUSHER_APP_SECRET: optionalText,
    PUSHER_CLUSTER: named('eu'),
    PUSHER_HOST: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^[A-Za-z0-9.-]+$/, 'must be a host name, without scheme or port'),
      ),
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
  },
  build: (env, context) => ({
    pusher: {
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_APP_KEY,
      secret: checkSecret('PUSHER_APP_SECRET', env.PUSHER_APP_SECRET, DEV_PUSHER_APP_SECRET, context),
      cluster: env.PUSHER_CLUSTER,
      host: env.PUSHER_HOST,
      port: env.PUSHER_HOST ? (env.PUSHER_PORT ?? (env.PUSHER_SCHEME === 'https' ? 443 : 80)) : undefined,
      useTLS: env.PUSHER_SCHEME === 'https',
    },
  }),
})
