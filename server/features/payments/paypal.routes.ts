/**
 * The sandbox's PayPal approval page (issue 36): the part PayPal's own pages play when Stripe
 * sends a PayPal payment's buyer there. The buyer picks one of the sandbox's PayPal accounts and
 * approves (the payment is captured: `payment_intent.succeeded`) or cancels (the intent goes back
 * to requires_payment_method: `payment_intent.payment_failed`, reason `paypal_canceled`); either
 * way the page sends them back to the buy call's return_url, like the 3-D Secure page. Registered
 * only when the sandbox is the provider.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  SANDBOX_PAYPAL_PAYERS,
  sandboxPaypal,
  sandboxPaypalComplete,
} from '../../../contracts/payments/endpoints.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { splitLocale } from '../../../contracts/core/routes.ts'
import { sameOriginPath } from '../../../contracts/payments/schemas.ts'
import { notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { isSetupIntent, type SandboxProvider } from './provider/sandbox.ts'
import { ProviderError, type PaymentIntent } from './provider/types.ts'
import { escapeHtml, returnPage } from './sandbox.routes.ts'

const TEXT = {
  it: {
    title: 'PayPal (sandbox)',
    body: (amount: string) =>
      `Approva il pagamento di ${amount} con PayPal. È la pagina di prova del sandbox: nessun conto PayPal vero è coinvolto.`,
    setup:
      'Autorizza Aula ad addebitare questo conto PayPal per i prossimi pagamenti, rinnovi compresi: oggi non ti addebitiamo nulla. È la pagina di prova del sandbox: nessun conto PayPal vero è coinvolto.',
    account: 'Conto PayPal di prova',
    payers: {
      'buyer@paypal.test': 'paga sempre',
      'fail-renewal@paypal.test': 'paga ora, poi i rinnovi vengono rifiutati',
    },
    approve: 'Approva',
    cancel: 'Annulla',
    done: 'Questo pagamento non attende più un’approvazione.',
  },
  en: {
    title: 'PayPal (sandbox)',
    body: (amount: string) =>
      `Approve the payment of ${amount} with PayPal. This is the sandbox's test page: no real PayPal account is involved.`,
    setup:
      "Allow Aula to charge this PayPal account for your next payments, renewals included: nothing is charged today. This is the sandbox's test page: no real PayPal account is involved.",
    account: 'Test PayPal account',
    payers: {
      'buyer@paypal.test': 'always pays',
      'fail-renewal@paypal.test': 'pays now, then renewals are declined',
    },
    approve: 'Approve',
    cancel: 'Cancel',
    done: 'This payment is no longer waiting for an approval.',
  },
} as const

/** The approval page: a form (keyboard-usable, no script) whose two buttons approve or cancel. */
export function approvalPage(sandbox: SandboxProvider, intent: PaymentIntent, lang: 'it' | 'en') {
  const text = TEXT[lang]
  const amount = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'it-IT', {
    style: 'currency',
    currency: 'EUR',
  }).format(intent.amount / 100)
  const action = escapeHtml(`/api/sandbox/paypal/${encodeURIComponent(intent.id)}/complete`)
  const waiting = intent.status === 'requires_action'
  const payers = SANDBOX_PAYPAL_PAYERS.map(
    (payer, index) =>
      `<label><input type="radio" name="payer" value="${payer}"${index === 0 ? ' checked' : ''}> ${payer} <small>(${escapeHtml(text.payers[payer])})</small></label>`,
  ).join('\n')
  const form = waiting
    ? `<form method="get" action="${action}">
<input type="hidden" name="sig" value="${sandbox.paypalSignature(intent.id)}">
<fieldset><legend>${escapeHtml(text.account)}</legend>
${payers}
</fieldset>
<p><button class="approve" id="approve" name="result" value="approve">${escapeHtml(text.approve)}</button>
<button class="cancel" id="cancel" name="result" value="cancel">${escapeHtml(text.cancel)}</button></p>
</form>`
    : `<p>${escapeHtml(text.done)}</p>`
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
h1{color:#003087}fieldset{border:1px solid #d1d5db;border-radius:.375rem;padding:.5rem 1rem}
label{display:block;margin:.5rem 0;overflow-wrap:anywhere}
button{margin:.5rem .5rem 0 0;padding:.6rem 1.2rem;border-radius:1.5rem;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.approve{background:#ffc439;border:1px solid #ffc439;color:#111827}.cancel{background:#fff;border:1px solid #374151;color:#374151}
</style></head>
<body><main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(isSetupIntent(intent.id) ? text.setup : text.body(amount))}</p>
${form}
</main></body></html>`
}

/**
 * The sandbox's pages speak the language of the page the buyer comes from and goes back to (its
 * return URL's /it or /en prefix; unprefixed is the default, Italian), not the browser's
 * Accept-Language: someone using Aula in Italian in an English browser stays in Italian.
 */
async function pageLocale(sandbox: SandboxProvider, id: string, request: FastifyRequest): Promise<Locale> {
  const back = sameOriginPath(await sandbox.returnUrlOf(id))
  return back ? splitLocale(back.split(/[?#]/)[0]).locale : requestLocale(request)
}

export function paypalRoutes(sandbox: SandboxProvider): FastifyPluginAsync {
  return async (app) => {
    route(app, sandboxPaypal, async ({ params, request, reply }) => {
      const intent = await sandbox.retrievePaymentIntent(params.id).catch((error: unknown) => {
        if (error instanceof ProviderError) throw notFound()
        throw error
      })
      if (!intent.payment_method_types.includes('paypal')) throw notFound()
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(approvalPage(sandbox, intent, await pageLocale(sandbox, intent.id, request)))
    })

    route(app, sandboxPaypalComplete, async ({ params, query, request, reply }) => {
      if (query.sig !== sandbox.paypalSignature(params.id)) throw notFound()
      const intent =
        query.result === 'approve'
          ? await sandbox.approvePaypal(params.id, query.payer)
          : await sandbox.cancelPaypal(params.id)
      // Checked again where it is followed: only a path of our own origin, else the home page.
      const back = sameOriginPath(await sandbox.returnUrlOf(intent.id), app.config.publicUrl) ?? '/'
      const separator = back.includes('?') ? '&' : '?'
      // a setup intent (a PayPal account saved from the settings) comes back as Stripe sends it
      const name = isSetupIntent(intent.id) ? 'setup_intent' : 'payment_intent'
      const target = `${back}${separator}${name}=${encodeURIComponent(intent.id)}`
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(returnPage(target, await pageLocale(sandbox, intent.id, request)))
    })
  }
}
