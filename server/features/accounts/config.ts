/**
 * The accounts area's settings (issue 33: each area declares its own, server/core/config-area.ts):
 * Facebook and Google sign-in, each on when both its id and its secret are set.
 */
import { defineAreaConfig, optionalText } from '../../core/config-area.ts'

declare module '../../core/config.ts' {
  interface Config {
    /** Facebook login, when both the app id and the secret are set. */
    facebook: { appId: string; appSecret: string } | undefined
    /** Google login, when both the client id and the secret are set. */
    google: { clientId: string; clientSecret: string } | undefined
  }
}

const PAIRS = [
  ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
] as const

export default defineAreaConfig({
  variables: [
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
  ],
  entries: {
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
  },
  build: (env, { problems }) => {
    for (const [id, secret] of PAIRS) {
      if ((env[id] === undefined) !== (env[secret] === undefined))
        problems.push(`${id} and ${secret} must be set together`)
    }
    return {
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET }
          : undefined,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
          : undefined,
    }
  },
})
