import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SavedCard } from '../../contracts/payments/schemas'
import type { DefaultPaymentMethodAnswer } from '../../contracts/payments/plans'
import { subscriptions } from '../subscription/fixtures'
import {
  answers,
  cardRefusal,
  expired,
  mastercard,
  paypal,
  paypalRefusal,
  sandboxCard,
  serverRefusal,
  visa,
} from './fixtures'
import { paymentMethodsMachine, paymentMethodsView, type AddCardInput } from './index'

function start(server: {
  cards: () => SavedCard[]
  remove?: (id: string) => Promise<unknown>
  makeDefault?: (id: string) => Promise<DefaultPaymentMethodAnswer>
  add?: (input: AddCardInput) => Promise<SavedCard>
  startPaypal?: () => Promise<{ id: string; next_action_url: string }>
  confirmPaypal?: (id: string) => Promise<SavedCard>
}) {
  const redirects: string[] = []
  const calls: string[] = []
  const heard: string[] = []
  const unexpected = () => Promise.reject(new Error('not expected'))
  const actor = createActor(
    paymentMethodsMachine.provide({
      actors: {
        loadCards: fromPromise(async () => (calls.push('load'), server.cards())),
        deleteCard: fromPromise(({ input }: { input: { id: string } }) => {
          calls.push(`delete ${input.id}`)
          return (server.remove ?? unexpected)(input.id) as never
        }),
        setDefaultCard: fromPromise(({ input }: { input: { id: string } }) => {
          calls.push(`default ${input.id}`)
          return (server.makeDefault ?? unexpected)(input.id)
        }),
        addCard: fromPromise(({ input }: { input: AddCardInput }) => {
          calls.push('add')
          return (server.add ?? unexpected)(input)
        }),
        startPaypal: fromPromise(() => (calls.push('paypal'), (server.startPaypal ?? unexpected)())),
        confirmPaypal: fromPromise(({ input }: { input: { id: string } }) => {
          calls.push(`confirm ${input.id}`)
          return (server.confirmPaypal ?? unexpected)(input.id) as Promise<SavedCard>
        }),
      },
      actions: { redirect: (_, params) => redirects.push(params.url) },
    }),
  ).start()
  actor.on('*', (event) =>
    heard.push(event.type === 'subscription' ? `subscription ${event.owned?.status}` : event.type),
  )
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
  return {
    actor,
    redirects,
    calls,
    heard,
    settled,
    view: (owned?: typeof subscriptions.active | null) => paymentMethodsView(actor.getSnapshot(), owned),
  }
}

describe('payment methods journeys', () => {
  it('removes a PayPal account only once confirmed, reads the list again and tells the subscription', async () => {
    let cards = [visa, paypal]
    const { actor, calls, heard, settled, view } = start({
      cards: () => cards,
      remove: async (id) => ((cards = [visa]), answers.deleted(id)),
    })
    await settled()
    expect(view().rows.map((row) => [row.card.id, row.paypal, row.isDefault])).toEqual([
      ['pm_old', false, true],
      ['pm_paypal_1', true, false],
    ])
    actor.send({ type: 'cards.remove', id: paypal.id })
    expect(view().confirming).toEqual(paypal)
    actor.send({ type: 'cards.dismiss' })
    expect(view().confirming).toBeNull()
    actor.send({ type: 'cards.remove', id: paypal.id })
    actor.send({ type: 'cards.confirm' })
    await settled()
    expect(view()).toMatchObject({ notice: 'paypalRemoved', needsRenewalCard: true, renewing: true })
    expect(view().rows.map((row) => row.card.id)).toEqual(['pm_old'])
    expect(calls).toEqual(['load', 'delete pm_paypal_1', 'load'])
    expect(heard).toEqual(['subscription active'])
  })

  it('past due: the renewals card pays the failed renewal, or is declined too', async () => {
    let answer = answers.declined
    const { actor, heard, settled, view } = start({
      cards: () => [visa, mastercard, expired],
      makeDefault: async () => answer,
    })
    await settled()
    const pastDue = subscriptions.pastDue
    expect(view(pastDue).rows.map((row) => row.canMakeDefault)).toEqual([false, true, false])
    actor.send({ type: 'cards.makeDefault', id: mastercard.id })
    await settled()
    expect(view(pastDue).notice).toBe('declined')
    answer = answers.paid
    actor.send({ type: 'cards.makeDefault', id: mastercard.id })
    await settled()
    expect(view(subscriptions.active).notice).toBe('paid')
    expect(heard).toEqual(['subscription past_due', 'subscription active'])
  })

  it('a card added for renewals becomes their card; without a subscription it is just saved', async () => {
    const { actor, calls, heard, settled, view } = start({
      cards: () => [visa],
      add: async () => mastercard,
      makeDefault: async () => answers.kept,
    })
    await settled()
    actor.send({ type: 'cards.add', input: sandboxCard, forRenewals: true })
    await settled()
    expect(view().notice).toBe('renewalCard')
    actor.send({ type: 'cards.add', input: sandboxCard, forRenewals: false })
    await settled()
    expect(view().notice).toBe('saved')
    expect(calls).toEqual(['load', 'add', 'default pm_new', 'load', 'add', 'load'])
    expect(heard).toEqual(['added', 'subscription active', 'added'])
  })

  it("a refused card's reason goes under its field; other refusals say the server's message", async () => {
    let refusal: unknown = cardRefusal
    const { actor, settled, view } = start({
      cards: () => [visa],
      add: () => Promise.reject(refusal),
      remove: () => Promise.reject(serverRefusal),
    })
    await settled()
    actor.send({ type: 'cards.add', input: sandboxCard, forRenewals: false })
    await settled()
    expect(view()).toMatchObject({
      addFields: { pmid: 'La carta è stata rifiutata.' },
      addError: null,
      error: null,
    })
    refusal = new TypeError('Failed to fetch')
    actor.send({ type: 'cards.add', input: sandboxCard, forRenewals: false })
    await settled()
    expect(view()).toMatchObject({ addFields: {}, addError: { action: 'add' } })
    actor.send({ type: 'cards.remove', id: visa.id })
    actor.send({ type: 'cards.confirm' })
    await settled()
    expect(view()).toMatchObject({
      error: { action: 'delete', message: 'Carta non trovata.' },
      addError: null,
    })
    expect(view().rows).toHaveLength(1)
  })

  it("a PayPal account: to PayPal's page, then kept once back from it; cancelled there, the reason", async () => {
    let cards = [visa]
    let confirmed: () => Promise<SavedCard> = async () => ((cards = [paypal, visa]), paypal)
    const { actor, calls, redirects, settled, view } = start({
      cards: () => cards,
      startPaypal: async () => ({ id: 'seti_1', next_action_url: '/api/sandbox/paypal/seti_1' }),
      confirmPaypal: () => confirmed(),
    })
    await settled()
    actor.send({ type: 'cards.addPaypal' })
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'))
    expect(redirects).toEqual(['/api/sandbox/paypal/seti_1'])
    expect(view().busy).toBe(true)

    const back = start({
      cards: () => cards,
      confirmPaypal: () => confirmed(),
    })
    await back.settled()
    back.actor.send({ type: 'cards.paypalReturned', id: 'seti_1' })
    await back.settled()
    expect(back.view()).toMatchObject({ notice: 'paypalSaved', error: null })
    expect(back.view().rows.map((row) => row.paypal)).toEqual([true, false])
    confirmed = () => Promise.reject(paypalRefusal)
    back.actor.send({ type: 'cards.paypalReturned', id: 'seti_2' })
    await back.settled()
    expect(back.view()).toMatchObject({
      notice: null,
      error: { action: 'paypal', message: paypalRefusal.serverMessage },
    })
    expect(calls).toEqual(['load', 'paypal'])
    expect(back.calls).toEqual(['load', 'confirm seti_1', 'load', 'confirm seti_2'])
  })
})
