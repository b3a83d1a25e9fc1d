/*
 * The purchase machine's states after the payment call, while the order waits for the provider
 * (purchase.machine.ts draws the chart): 3-D Secure, PayPal's approval and cancel, declined,
 * processing (polled, slower once it takes longer) and a bank transfer awaited; the webhook's
 * notifications or a poll settle them.
 */
import { purchaseSetup } from './purchase.setup'
import {
  openNextAction,
  orderOfCheckout,
  pollAnswers,
  settledByWebhook,
  storeCheckoutOrder,
  toCompleted,
  toDeclined,
  toPaypalApproval,
  toPaypalCanceled,
  toPendingBankTransfer,
  toProcessing,
} from './purchase.transitions'

export const threeDSecure = purchaseSetup.createStateConfig({
  initial: 'awaiting',
  on: {
    ...settledByWebhook,
    'purchase.tryAgain': { target: 'paymentMethods', actions: 'forgetOrder' },
  },
  states: {
    awaiting: {
      after: { pollInterval: 'checking' },
      on: {
        'purchase.returned': 'checking',
        'purchase.authenticate': { actions: openNextAction },
      },
    },
    checking: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          {
            guard: { type: 'isSucceeded', params: orderOfCheckout },
            target: toCompleted,
            actions: storeCheckoutOrder,
          },
          // Paid with PayPal meanwhile (another tab): its approval page is the one to wait for.
          {
            guard: { type: 'isPaypalApproval', params: orderOfCheckout },
            target: toPaypalApproval,
            actions: storeCheckoutOrder,
          },
          {
            guard: { type: 'isActionRequired', params: orderOfCheckout },
            target: 'awaiting',
            actions: storeCheckoutOrder,
          },
          {
            guard: { type: 'isDeclined', params: orderOfCheckout },
            target: toDeclined,
            actions: [storeCheckoutOrder, 'endAttempt'],
          },
          {
            guard: { type: 'isAwaitingBankTransfer', params: orderOfCheckout },
            target: toPendingBankTransfer,
            actions: storeCheckoutOrder,
          },
          {
            guard: { type: 'isProcessing', params: orderOfCheckout },
            target: toProcessing,
            actions: storeCheckoutOrder,
          },
          // No order any more (cancelled on the server): choose again.
          { target: '#purchase.paymentMethods', actions: 'forgetOrder' },
        ],
        onError: { target: 'awaiting' },
      },
    },
  },
})

// PayPal (issue 36): the buyer approves or cancels on PayPal's page, which returns to this
// checkout (a page load: loading finds the order's state); meanwhile the webhook's
// notification or a poll settles it, like 3-D Secure.
export const paypalApproval = purchaseSetup.createStateConfig({
  initial: 'awaiting',
  on: {
    'purchase.paymentSucceeded': { guard: 'isForThisOrder', target: toCompleted, actions: 'markPaid' },
    'purchase.paymentFailed': {
      guard: 'isForThisOrder',
      target: toPaypalCanceled,
      actions: ['storeDecline', 'endAttempt'],
    },
    'purchase.tryAgain': { target: 'paymentMethods', actions: 'forgetOrder' },
  },
  states: {
    awaiting: {
      after: { pollInterval: 'checking' },
      on: {
        'purchase.returned': 'checking',
        'purchase.authenticate': { actions: openNextAction },
      },
    },
    checking: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          {
            guard: { type: 'isSucceeded', params: orderOfCheckout },
            target: toCompleted,
            actions: storeCheckoutOrder,
          },
          {
            guard: { type: 'isPaypalApproval', params: orderOfCheckout },
            target: 'awaiting',
            actions: storeCheckoutOrder,
          },
          {
            guard: { type: 'isDeclined', params: orderOfCheckout },
            target: toPaypalCanceled,
            actions: [storeCheckoutOrder, 'endAttempt'],
          },
          {
            guard: { type: 'isProcessing', params: orderOfCheckout },
            target: toProcessing,
            actions: storeCheckoutOrder,
          },
          // No order any more (cancelled on the server): choose again.
          { target: '#purchase.paymentMethods', actions: 'forgetOrder' },
        ],
        onError: { target: 'awaiting' },
      },
    },
  },
})

// Cancelled on PayPal's page (or PayPal declined): nothing was charged; the user picks
// another method here, or goes back to the payment step as it was.
export const paypalCanceled = purchaseSetup.createStateConfig({
  on: {
    'purchase.tryAgain': { target: 'paymentMethods', actions: 'forgetOrder' },
    'purchase.selectMethod': {
      guard: 'isMethodAvailable',
      target: 'paymentMethods',
      actions: ['forgetOrder', 'selectMethod'],
    },
  },
})

export const declined = purchaseSetup.createStateConfig({
  on: {
    'purchase.tryAgain': { target: 'paymentMethods', actions: 'forgetOrder' },
  },
})

export const processing = purchaseSetup.createStateConfig({
  on: settledByWebhook,
  entry: 'resetPolls',
  initial: 'patient',
  states: {
    patient: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ product: context.product }),
            onDone: [
              ...pollAnswers,
              { guard: 'isTakingLonger', target: '#purchase.processing.takingLonger' },
              { target: 'waiting', actions: 'countPoll' },
            ],
            onError: [
              { guard: 'isTakingLonger', target: '#purchase.processing.takingLonger' },
              { target: 'waiting', actions: 'countPoll' },
            ],
          },
        },
      },
    },
    takingLonger: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { slowPollInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ product: context.product }),
            onDone: [...pollAnswers, { target: 'waiting' }],
            onError: { target: 'waiting' },
          },
        },
      },
    },
  },
})

export const pendingBankTransfer = purchaseSetup.createStateConfig({
  on: {
    'purchase.paymentSucceeded': { guard: 'isForThisOrder', target: toCompleted, actions: 'markPaid' },
  },
  // The notification usually says it first; asking now and then covers a socket that is down.
  initial: 'waiting',
  states: {
    waiting: {
      after: { transferPollInterval: 'checking' },
    },
    checking: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          {
            guard: { type: 'isSucceeded', params: orderOfCheckout },
            target: toCompleted,
            actions: storeCheckoutOrder,
          },
          { target: 'waiting' },
        ],
        onError: { target: 'waiting' },
      },
    },
  },
})
