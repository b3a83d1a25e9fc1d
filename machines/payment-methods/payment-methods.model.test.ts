import type { SavedCard } from '../../contracts/payments/schemas'
import type { DefaultPaymentMethodAnswer, DeletePaymentMethodAnswer } from '../../contracts/payments/plans'
import { afterAll, describe, expect, it } from 'vitest'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  createPromiseControls,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import {
  answers,
  cardRefusal,
  mastercard,
  paypal,
  paypalRefusal,
  sandboxCard,
  serverRefusal,
  visa,
} from './fixtures'
import {
  paymentMethodsMachine,
  paymentMethodsView,
  type AddCardInput,
  type PaymentMethodsEvent,
} from './index'

// A bounded event set: one method to remove, one to make the default, a card added either way.
const events: EventCases<PaymentMethodsEvent> = {
  'cards.retry': [{ type: 'cards.retry' }],
  'cards.remove': [{ type: 'cards.remove', id: paypal.id }],
  'cards.confirm': [{ type: 'cards.confirm' }],
  'cards.dismiss': [{ type: 'cards.dismiss' }],
  'cards.makeDefault': [{ type: 'cards.makeDefault', id: mastercard.id }],
  'cards.addPaypal': [{ type: 'cards.addPaypal' }],
  'cards.paypalReturned': [{ type: 'cards.paypalReturned', id: 'seti_1' }],
  'cards.add': [
    { type: 'cards.add', input: sandboxCard, forRenewals: true },
    { type: 'cards.add', input: sandboxCard, forRenewals: false },
  ],
}

const list = [visa, mastercard, paypal]
const outcomes: ModelEvent<PaymentMethodsEvent>[] = [
  { type: 'xstate.done.actor.loadCards', output: list },
  { type: 'xstate.error.actor.loadCards', error: serverRefusal },
  {
    type: 'xstate.done.actor.deleteCard',
    output: { ...answers.deleted(paypal.id), subscription: answers.paid.subscription },
  },
  { type: 'xstate.error.actor.deleteCard', error: serverRefusal },
  { type: 'xstate.done.actor.setDefaultCard', output: answers.paid },
  { type: 'xstate.error.actor.setDefaultCard', error: serverRefusal },
  { type: 'xstate.done.actor.addCard', output: mastercard },
  { type: 'xstate.error.actor.addCard', error: cardRefusal },
  {
    type: 'xstate.done.actor.startPaypal',
    output: { id: 'seti_1', next_action_url: '/api/sandbox/paypal/seti_1' },
  },
  { type: 'xstate.error.actor.startPaypal', error: serverRefusal },
  { type: 'xstate.done.actor.confirmPaypal', output: paypal },
  { type: 'xstate.error.actor.confirmPaypal', error: paypalRefusal },
]

const recorder = createCoverageRecorder('payment-methods', paymentMethodsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('payment methods model', () => {
  const model = createMachineTestModel(paymentMethodsMachine, {
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call at a time, on the chosen method`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const redirects: string[] = []
      const machine = paymentMethodsMachine.provide({
        actors: {
          loadCards: controls.logic('loadCards'),
          deleteCard: controls.logic<DeletePaymentMethodAnswer, { id: string }>('deleteCard'),
          setDefaultCard: controls.logic<DefaultPaymentMethodAnswer, { id: string }>('setDefaultCard'),
          addCard: controls.logic<SavedCard, AddCardInput>('addCard'),
          startPaypal: controls.logic<{ id: string; next_action_url: string }, unknown>('startPaypal'),
          confirmPaypal: controls.logic<SavedCard, { id: string }>('confirmPaypal'),
        },
        actions: { redirect: (_, params) => redirects.push(params.url) },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.hasTag('busy') && !snapshot.matches('redirecting') ? 1 : 0)
          const view = paymentMethodsView(snapshot)
          if (snapshot.matches('deleting') || snapshot.matches('settingDefault'))
            expect(live[0].input).toEqual({ id: snapshot.context.target })
          if (snapshot.matches('adding')) expect(live[0].input).toEqual(sandboxCard)
          if (snapshot.matches('savingPaypal')) expect(live[0].input).toEqual({ id: 'seti_1' })
          // PayPal's page is opened once, when the setup intent is there, and only then
          expect(redirects).toEqual(snapshot.matches('redirecting') ? ['/api/sandbox/paypal/seti_1'] : [])
          // the confirmation names the method chosen, while it is still listed
          if (snapshot.matches('confirmingDelete') && snapshot.context.cards?.some((c) => c.id === paypal.id))
            expect(view.confirming?.id).toBe(paypal.id)
          else if (!snapshot.matches('deleting')) expect(view.confirming).toBeNull()
          expect(view.busy).toBe(snapshot.hasTag('busy'))
        },
      })
    }
  }, 30_000)
})
