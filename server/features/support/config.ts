/**
 * The support area's settings (issue 33: each area declares its own, server/core/config-area.ts):
 * where the tickets are mailed.
 */
import * as v from 'valibot'
import { defineAreaConfig } from '../../core/config-area.ts'

declare module '../../core/config.ts' {
  interface Config {
    /** Where support tickets are mailed (SUPPORT_EMAIL); unset: support@ the PUBLIC_URL host. */
    supportEmail: string | undefined
  }
}

export default defineAreaConfig({
  variables: [
    {
      name: 'SUPPORT_EMAIL',
      default: 'support@(PUBLIC_URL host)',
      description: 'Where the support tickets sent from /mysettings/help are mailed.',
    },
  ],
  entries: {
    SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'))),
  },
  build: (env) => ({ supportEmail: env.SUPPORT_EMAIL }),
})
