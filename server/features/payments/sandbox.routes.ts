/**
 * The sandbox provider's own pages and calls (the parts Stripe.js and Stripe's hosted pages play):
 * card tokenisation, and the 3-D Secure challenge page whose approve / fail links settle the
 * payment intent and return the buyer to the buy call's return_url. Registered only when the
 * sandbox is the provider.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  sandboxChallenge,
  sandboxChallengeComplete,
  sandboxCreatePaymentMethod,
} from '../../../contracts/payments/endpoints.ts'
import { sameOriginPath } from '../../../contracts/payments/schemas.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { say } from './messages.ts'
import { CardError, type SandboxProvider } from './provider/sandbox.ts'
import { ProviderError } from './provider/types.ts'

const CARD_MESSAGES = {
  not_a_test_card: 'cardNotTestCard',
  expired: 'cardExpired',
  cvc_length: 'cvcLength',
} as const

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function challengePage(sandbox: SandboxProvider, intent: { id: string; amount: number }, lang: 'it' | 'en') {
  const sig = sandbox.challengeSignature(intent.id)
  const link = (result: 'approve' | 'fail') =>
    escapeHtml(`/api/sandbox/3ds/${encodeURIComponent(intent.id)}/complete?result=${result}&sig=${sig}`)
  const amount = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'it-IT', {
    style: 'currency',
    currency: 'EUR',
  }).format(intent.amount / 100)
  const text =
    lang === 'en'
      ? {
          title: '3-D Secure authentication (sandbox)',
          body: `Confirm the payment of ${amount}. This is the sandbox's test page: no bank is involved.`,
          approve: 'Approve',
          fail: 'Fail authentication',
        }
      : {
          title: 'Autenticazione 3-D Secure (sandbox)',
          body: `Conferma il pagamento di ${amount}. È la pagina di prova del sandbox: nessuna banca è coinvolta.`,
          approve: 'Approva',
          fail: "Fallisci l'autenticazione",
        }
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
a{display:inline-block;margin:.5rem .5rem 0 0;padding:.6rem 1.2rem;border-radius:.375rem;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.approve{background:#166534;color:#fff}.fail{border:1px solid #991b1b;color:#991b1b}
</style></head>
<body><main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<p><a class="approve" id="approve" href="${link('approve')}">${escapeHtml(text.approve)}</a>
<a class="fail" id="fail" href="${link('fail')}">${escapeHtml(text.fail)}</a></p>
</main></body></html>`
}

export function sandboxRoutes(sandbox: SandboxProvider): FastifyPluginAsync {
  return async (app) => {
    route(app, sandboxCreatePaymentMethod, async ({ body, request }) => {
      const locale = requestLocale(request)
      try {
        const method = await sandbox.createPaymentMethod(body)
        return {
          data: {
            id: method.id,
            brand: method.card.brand,
            last4: method.card.last4,
            exp_month: method.card.exp_month,
            exp_year: method.card.exp_year,
          },
        }
      } catch (error) {
        if (error instanceof CardError)
          throw validationError({ [error.field]: [say(CARD_MESSAGES[error.reason], locale)] }, locale)
        throw error
      }
    })

    route(app, sandboxChallenge, async ({ params, request, reply }) => {
      const intent = await sandbox.retrievePaymentIntent(params.id).catch((error: unknown) => {
        if (error instanceof ProviderError) throw notFound()
        throw error
      })
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(challengePage(sandbox, intent, requestLocale(request)))
    })

    route(app, sandboxChallengeComplete, async ({ params, query, request, reply }) => {
      if (query.sig !== sandbox.challengeSignature(params.id)) throw notFound()
      const intent = await sandbox.completeChallenge(params.id, query.result === 'approve')
      // Checked again where it is followed: only a path of our own origin, else the home page.
      const back = sameOriginPath(await sandbox.returnUrlOf(intent.id), app.config.publicUrl) ?? '/'
      const separator = back.includes('?') ? '&' : '?'
      const target = `${back}${separator}payment_intent=${encodeURIComponent(intent.id)}`
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(returnPage(target, requestLocale(request)))
    })
  }
}

/** Sends the buyer back at once (no script needed), with a link for a browser that does not follow. */
export function returnPage(target: string, lang: 'it' | 'en') {
  const url = escapeHtml(target)
  const text = lang === 'en' ? 'Back to the shop' : 'Torna al negozio'
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${url}">
<title>${text}</title></head>
<body><main><p><a id="return" href="${url}">${text}</a></p></main></body></html>`
}
