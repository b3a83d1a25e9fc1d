import { afterAll, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import type { AuthBody, BillingInformation } from '../../contracts/accounts/schemas'
import type {
  CheckoutState,
  CouponCheckAnswer,
  OrderStatusAnswer,
  ProductRef,
  SavedCard,
} from '../../contracts/payments/schemas'
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
import { coverageUniverse } from '../test-utils/ui-model'
import {
  BILLING,
  CARD_FORM,
  NEW_CARD,
  ORDERS,
  ORDER_ID,
  PAYPAL_URL,
  THREE_DS_URL,
  VISA,
  makeCheckout,
  makeInput,
} from './fixtures'
import {
  PURCHASE_POLL_MS,
  purchaseMachine,
  purchaseView,
  type CheckCouponInput,
  type NewCard,
  type PayInput,
  type PurchaseEvent,
  type PurchaseInput,
} from './index'

// The first case of each event is the usual one: models that do not focus on an event use only it.
const events: EventCases<PurchaseEvent> = {
  'purchase.retry': [{ type: 'purchase.retry' }],
  'purchase.submitBilling': [
    { type: 'purchase.submitBilling', billing: { first_name: 'Mario', zip: '00100' } },
    { type: 'purchase.submitBilling', billing: { p_iva: '123' } },
  ],
  'purchase.goToStep': [
    { type: 'purchase.goToStep', step: 'billing-information' },
    { type: 'purchase.goToStep', step: 'payment-methods' },
  ],
  'purchase.selectMethod': [
    { type: 'purchase.selectMethod', method: { type: 'card', pmid: VISA.id } },
    { type: 'purchase.selectMethod', method: { type: 'newCard' } },
    { type: 'purchase.selectMethod', method: { type: 'bankTransfer' } },
    { type: 'purchase.selectMethod', method: { type: 'paypal' } },
    { type: 'purchase.selectMethod', method: { type: 'card', pmid: 'pm_unknown' } },
  ],
  'purchase.applyCoupon': [
    { type: 'purchase.applyCoupon', code: 'ESTATE25' },
    { type: 'purchase.applyCoupon', code: '  ' },
  ],
  'purchase.removeCoupon': [{ type: 'purchase.removeCoupon' }],
  'purchase.pay': [
    { type: 'purchase.pay' },
    { type: 'purchase.pay', card: CARD_FORM },
    { type: 'purchase.pay', card: { provider: 'stripe' } },
  ],
  'purchase.authenticate': [{ type: 'purchase.authenticate' }],
  'purchase.returned': [{ type: 'purchase.returned' }],
  'purchase.tryAgain': [{ type: 'purchase.tryAgain' }],
  'purchase.paymentSucceeded': [
    { type: 'purchase.paymentSucceeded', orderId: ORDER_ID },
    { type: 'purchase.paymentSucceeded', orderId: 99 },
  ],
  'purchase.paymentFailed': [
    { type: 'purchase.paymentFailed', orderId: ORDER_ID, reason: 'authentication_failed' },
  ],
}

const loaded = (checkout: CheckoutState): ModelEvent<PurchaseEvent> => ({
  type: 'xstate.done.actor.loadOrder',
  output: checkout,
})
const paid = (order: OrderStatusAnswer): ModelEvent<PurchaseEvent> => ({
  type: 'xstate.done.actor.pay',
  output: order,
})
const failed = (actor: string, status: number, fieldErrors: Record<string, string[]> = {}) =>
  ({ type: `xstate.error.actor.${actor}`, error: { status, fieldErrors } }) as const

const coupon: CouponCheckAnswer = { code: 'ESTATE25', price_cents: 0, discount_cents: 4900 }

// Every call needs a success to explore (the model would otherwise deliver one with no output);
// a call's failures carry the 422 field messages the view shows.
const answers = {
  saveBilling: [
    { type: 'xstate.done.actor.saveBilling', output: BILLING },
    failed('saveBilling', 422, { zip: ['Il campo CAP è richiesto'] }),
  ],
  checkCoupon: [
    { type: 'xstate.done.actor.checkCoupon', output: coupon },
    failed('checkCoupon', 422, { code: ['Il coupon è scaduto'] }),
  ],
  tokenizeCard: [
    { type: 'xstate.done.actor.tokenizeCard', output: NEW_CARD },
    failed('tokenizeCard', 422, { number: ['La carta è stata rifiutata'] }),
  ],
  loadFailed: [failed('loadOrder', 503)],
  payFailed: [failed('pay', 503)],
} satisfies Record<string, ModelEvent<PurchaseEvent>[]>

// One attempt and two polls before "taking longer" keep the models small; both limits are reached.
const small = { maxAttempts: 1, maxProcessingWaitMs: 2 * PURCHASE_POLL_MS }

/**
 * Four models, each deep in one part of the flow and shallow elsewhere (the usual case of the
 * events and one answer per call it is not about), so that together they cover the machine, both
 * branches of every guard included, in a few seconds.
 */
interface Scenario {
  name: string
  input: PurchaseInput
  /** Events whose every case the model explores; of the others, only the first case. */
  focus: PurchaseEvent['type'][]
  outcomes: ModelEvent<PurchaseEvent>[]
}

const scenarios: Scenario[] = [
  {
    // The billing step, and the way to the payment step and back.
    name: 'billing',
    input: makeInput(small),
    focus: ['purchase.submitBilling', 'purchase.goToStep'],
    outcomes: [
      loaded(makeCheckout({ billing: BILLING })),
      ...answers.loadFailed,
      ...answers.saveBilling,
      ...answers.checkCoupon,
      ...answers.tokenizeCard,
      paid(ORDERS.succeeded),
      ...answers.payFailed,
      // the buy refuses the saved billing data (issue 36): back to the billing step
      failed('pay', 422, { fiscal_code: ['Il codice fiscale non è valido.'] }),
    ],
  },
  {
    // The payment step before paying: methods (bank transfer allowed), new card, coupon.
    name: 'choosing',
    input: makeInput({ ...small, requiresBilling: false, allowsBankTransfer: true }),
    focus: ['purchase.selectMethod', 'purchase.applyCoupon', 'purchase.removeCoupon', 'purchase.pay'],
    outcomes: [
      loaded(makeCheckout()),
      ...answers.loadFailed,
      ...answers.saveBilling,
      ...answers.checkCoupon,
      ...answers.tokenizeCard,
      paid(ORDERS.succeeded),
      ...answers.payFailed,
    ],
  },
  {
    // Reloading any step: every state the server can report, at load and while polling.
    name: 'resume',
    input: makeInput({ ...small, requiresBilling: false }),
    focus: [
      'purchase.retry',
      'purchase.authenticate',
      'purchase.returned',
      'purchase.tryAgain',
      'purchase.paymentSucceeded',
      'purchase.paymentFailed',
    ],
    outcomes: [
      loaded(makeCheckout()),
      loaded(makeCheckout({ owned: true })),
      ...Object.values(ORDERS).map((order) => loaded(makeCheckout({ order }))),
      ...answers.loadFailed,
      ...answers.saveBilling,
      ...answers.checkCoupon,
      ...answers.tokenizeCard,
      paid(ORDERS.succeeded),
      ...answers.payFailed,
    ],
  },
  {
    // Paying: every answer, a retry of a failed call, one attempt only.
    name: 'paying',
    input: makeInput({ ...small, requiresBilling: false }),
    focus: [
      'purchase.pay',
      'purchase.authenticate',
      'purchase.returned',
      'purchase.tryAgain',
      'purchase.paymentSucceeded',
      'purchase.paymentFailed',
    ],
    outcomes: [
      loaded(makeCheckout()),
      loaded(makeCheckout({ order: ORDERS.processing })),
      ...answers.loadFailed,
      ...answers.saveBilling,
      ...answers.checkCoupon,
      ...answers.tokenizeCard,
      ...Object.values(ORDERS).map(paid),
      ...answers.payFailed,
    ],
  },
]

// The call each waiting state has running; no other state has one.
const CALLS: [state: object | string, call: string][] = [
  ['loading', 'loadOrder'],
  [{ billingInformation: 'saving' }, 'saveBilling'],
  [{ paymentMethods: 'checkingCoupon' }, 'checkCoupon'],
  [{ paymentMethods: 'tokenizing' }, 'tokenizeCard'],
  ['paying', 'pay'],
  [{ threeDSecure: 'checking' }, 'loadOrder'],
  [{ paypalApproval: 'checking' }, 'loadOrder'],
  [{ processing: { patient: 'checking' } }, 'loadOrder'],
  [{ processing: { takingLonger: 'checking' } }, 'loadOrder'],
  [{ pendingBankTransfer: 'checking' }, 'loadOrder'],
]

const recorder = createCoverageRecorder('purchase', purchaseMachine)
const guardsTaken = new Set<string>()
let recordingGuards = true
const guards = Object.fromEntries(
  Object.entries(
    purchaseMachine.implementations.guards as Record<string, (...args: unknown[]) => unknown>,
  ).map(([name, guard]) => [
    name,
    (...args: unknown[]) => {
      const answer = Boolean(guard(...args))
      if (recordingGuards) guardsTaken.add(`guard ${name}: ${answer}`)
      return answer
    },
  ]),
)

afterAll(() => {
  assertFullCoverage(recorder)
  const branches = coverageUniverse(purchaseMachine).filter((item) => item.startsWith('guard '))
  expect(branches.filter((branch) => !guardsTaken.has(branch))).toEqual([])
})

function eventsOf({ focus }: Scenario): PurchaseEvent[] {
  const all: [PurchaseEvent['type'], readonly PurchaseEvent[]][] = Object.entries(events) as never
  return all.flatMap(([type, cases]) => (focus.includes(type) ? cases : cases.slice(0, 1)))
}

it('explores every case of the fixture in some model', () => {
  const explored = new Set(scenarios.flatMap(eventsOf).map((event) => JSON.stringify(event)))
  expect(eventCases(events).filter((event) => !explored.has(JSON.stringify(event)))).toEqual([])
})

describe.each(scenarios)('purchase model: $name', (scenario) => {
  const { input, outcomes } = scenario
  const model = createMachineTestModel(purchaseMachine, {
    input,
    events: [...eventsOf(scenario), ...outcomes],
    limit: 5_000,
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call per busy state, one key per attempt`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    // One machine for all paths (providing is slow); what it records is reset for each path.
    const controls = createPromiseControls()
    const opened: string[] = []
    let completions = 0
    const machine = purchaseMachine.provide({
      actors: {
        loadOrder: controls.logic<CheckoutState, { product: ProductRef }>('loadOrder'),
        saveBilling: controls.logic<BillingInformation, AuthBody<'InvoiceDataBody'>>('saveBilling'),
        checkCoupon: controls.logic<CouponCheckAnswer, CheckCouponInput>('checkCoupon'),
        tokenizeCard: controls.logic<SavedCard, NewCard>('tokenizeCard'),
        pay: controls.logic<OrderStatusAnswer, PayInput>('pay'),
      },
      actions: {
        openNextAction: (_, { url }) => opened.push(url),
        announceCompleted: () => {
          completions += 1
        },
      },
      guards,
    })
    for (const path of paths) {
      controls.pending.length = 0
      opened.length = 0
      completions = 0
      let previous: SnapshotFrom<typeof purchaseMachine> | undefined
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot, step) => {
          const { context } = snapshot
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const pay = live.find((call) => call.id === 'pay')?.input as PayInput | undefined
          recordingGuards = false
          const view = purchaseView(snapshot)
          recordingGuards = true
          // The 3-D Secure (or PayPal) page opens when a payment asks for it (or the user does),
          // never on a reload: the user may just have come back from it.
          const page = (['threeDSecure', 'paypalApproval'] as const).find((state) => snapshot.matches(state))
          const asked =
            page !== undefined &&
            (previous?.matches('paying') ||
              previous?.matches('processing') ||
              (step.event.type === 'purchase.authenticate' && previous?.matches(page)))
          // One check per step keeps the thousands of steps quick.
          expect({
            calls: live.map((call) => call.id),
            payKey: pay?.idempotencyKey,
            attemptsOk: context.attempts <= context.maxAttempts,
            cardNumberKept: JSON.stringify(context).includes('4242 4242'),
            payWhileBusy: view.isSubmitting && view.canPay,
            opened,
            completions,
          }).toEqual({
            calls: CALLS.filter(([state]) => snapshot.matches(state as never)).map(([, call]) => call),
            payKey: pay ? `${context.checkoutId}:${context.attempts}` : undefined,
            attemptsOk: true,
            cardNumberKept: false,
            payWhileBusy: false,
            opened: asked ? [page === 'paypalApproval' ? PAYPAL_URL : THREE_DS_URL] : [],
            completions: snapshot.matches('orderCompleted') ? 1 : 0,
          })
          opened.length = 0
          previous = snapshot
        },
      })
    }
  }, 120_000)
})
