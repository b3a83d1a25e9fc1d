/**
 * The payments dev tools (DESIGN.md §6), never in production: the sandbox's test clock and a
 * bank transfer "arriving".
 */
import type { FastifyPluginAsync } from 'fastify'
import { devAdvanceClock, devConfirmBankTransfer } from '../../../contracts/payments/endpoints.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { confirmBankTransfer } from './bank-transfers.ts'
import { paymentsOf } from './payments.routes.ts'
import { CARD_EXPIRY_QUEUE, RENEWALS_QUEUE } from './services.ts'
import type { SandboxProvider } from './provider/sandbox.ts'

export function devRoutes(sandbox: SandboxProvider | null): FastifyPluginAsync {
  return async (app) => {
    if (sandbox)
      route(app, devAdvanceClock, async ({ body, request }) => {
        const now = await sandbox.advanceClock(body.advance_seconds)
        // What falls due runs now, through the queue as the hourly (and daily) schedule would run it.
        paymentsOf(app, request)
        await app.jobs.send(RENEWALS_QUEUE, {})
        await app.jobs.send(CARD_EXPIRY_QUEUE, {})
        await app.jobs.drain()
        return { data: { now: now.toISOString() } }
      })

    route(app, devConfirmBankTransfer, async ({ params, request }) => ({
      data: await confirmBankTransfer(paymentsOf(app, request), params.id, requestLocale(request)),
    }))
  }
}
