/*
 * The purchase machine's checkout steps (purchase.machine.ts draws the chart): loading the order's
 * state, the billing form, choosing how to pay (coupon, new card) and the payment call, whose
 * answer leads to the states of purchase.settling.ts.
 */
import { assertEvent } from 'xstate'
import { billingUpsertPayload } from '../../contracts/accounts/schemas'
import { payMethodOf, type NewCard } from './purchase.context'
import { purchaseSetup } from './purchase.setup'
import {
  checkoutOf,
  openNextAction,
  orderOf,
  orderOfCheckout,
  storeError,
  storeOrder,
  toCompleted,
  toDeclined,
  toPaypalApproval,
  toPaypalCanceled,
  toPendingBankTransfer,
  toProcessing,
  toThreeDSecure,
} from './purchase.transitions'

export const loading = purchaseSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'loadOrder',
    src: 'loadOrder',
    input: ({ context }) => ({ product: context.product }),
    onDone: [
      {
        guard: { type: 'isSucceeded', params: orderOfCheckout },
        target: 'orderCompleted',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      {
        guard: { type: 'isOwned', params: checkoutOf },
        target: 'alreadyOwned',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      {
        guard: { type: 'isPaypalApproval', params: orderOfCheckout },
        target: 'paypalApproval',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      {
        guard: { type: 'isActionRequired', params: orderOfCheckout },
        target: 'threeDSecure',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      {
        guard: { type: 'isPaypalCanceled', params: orderOfCheckout },
        target: 'paypalCanceled',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      {
        guard: { type: 'isDeclined', params: orderOfCheckout },
        target: 'declined',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      {
        guard: { type: 'isAwaitingBankTransfer', params: orderOfCheckout },
        target: 'pendingBankTransfer',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      {
        guard: { type: 'isProcessing', params: orderOfCheckout },
        target: 'processing',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      {
        guard: { type: 'isBillingNeeded', params: checkoutOf },
        target: 'billingInformation',
        actions: { type: 'storeCheckout', params: checkoutOf },
      },
      { target: 'paymentMethods', actions: { type: 'storeCheckout', params: checkoutOf } },
    ],
    onError: { target: 'loadFailed', actions: storeError('loadOrder') },
  },
})

export const billingInformation = purchaseSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'purchase.submitBilling': { guard: 'isBillingValid', target: 'saving', actions: 'clearError' },
        'purchase.goToStep': {
          guard: 'isPaymentStepOpen',
          target: '#purchase.paymentMethods',
          actions: 'clearError',
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveBilling',
        src: 'saveBilling',
        // Only entered by purchase.submitBilling; SPEC.md §5: only non-empty fields are sent.
        input: ({ event }) => {
          assertEvent(event, 'purchase.submitBilling')
          return billingUpsertPayload(event.billing)
        },
        onDone: {
          target: '#purchase.paymentMethods',
          actions: { type: 'billingSaved', params: ({ event }) => ({ billing: event.output }) },
        },
        onError: { target: 'editing', actions: storeError('saveBilling') },
      },
    },
  },
})

export const paymentMethods = purchaseSetup.createStateConfig({
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'purchase.selectMethod': { guard: 'isMethodAvailable', actions: 'selectMethod' },
        'purchase.applyCoupon': {
          guard: 'isCouponCode',
          target: 'checkingCoupon',
          actions: 'clearError',
        },
        'purchase.removeCoupon': { guard: 'hasCoupon', actions: 'removeCoupon' },
        'purchase.pay': [
          { guard: 'isNewCardPayment', target: 'tokenizing', actions: 'clearError' },
          { guard: 'isPayable', target: '#purchase.paying', actions: 'startAttempt' },
        ],
        'purchase.goToStep': {
          guard: 'isBillingStepOpen',
          target: '#purchase.billingInformation',
          actions: 'clearError',
        },
      },
    },
    checkingCoupon: {
      tags: ['busy'],
      invoke: {
        id: 'checkCoupon',
        src: 'checkCoupon',
        input: ({ context, event }) => {
          assertEvent(event, 'purchase.applyCoupon')
          return { code: event.code.trim(), product: context.product }
        },
        onDone: {
          target: 'choosing',
          actions: { type: 'applyCoupon', params: ({ event }) => ({ coupon: event.output }) },
        },
        onError: { target: 'choosing', actions: storeError('checkCoupon') },
      },
    },
    tokenizing: {
      tags: ['busy'],
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        // Only entered by purchase.pay with a valid card (isNewCardPayment).
        input: ({ event }) => {
          assertEvent(event, 'purchase.pay')
          return event.card as NewCard
        },
        onDone: {
          target: '#purchase.paying',
          actions: [{ type: 'addCard', params: ({ event }) => ({ card: event.output }) }, 'startAttempt'],
        },
        onError: { target: 'choosing', actions: storeError('tokenizeCard') },
      },
    },
  },
})

export const paying = purchaseSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'pay',
    src: 'pay',
    input: ({ context }) => ({
      product: context.product,
      method: payMethodOf(context),
      coupon: context.coupon?.code ?? null,
      idempotencyKey: context.idempotencyKey ?? '',
    }),
    onDone: [
      { guard: { type: 'isSucceeded', params: orderOf }, target: toCompleted, actions: storeOrder },
      {
        guard: { type: 'isPaypalApproval', params: orderOf },
        target: toPaypalApproval,
        actions: [storeOrder, openNextAction],
      },
      {
        guard: { type: 'isActionRequired', params: orderOf },
        target: toThreeDSecure,
        actions: [storeOrder, openNextAction],
      },
      {
        guard: { type: 'isPaypalCanceled', params: orderOf },
        target: toPaypalCanceled,
        actions: [storeOrder, 'endAttempt'],
      },
      {
        guard: { type: 'isDeclined', params: orderOf },
        target: toDeclined,
        actions: [storeOrder, 'endAttempt'],
      },
      {
        guard: { type: 'isAwaitingBankTransfer', params: orderOf },
        target: toPendingBankTransfer,
        actions: storeOrder,
      },
      { target: toProcessing, actions: storeOrder },
    ],
    onError: [
      // The buy refused the saved billing data (issue 36: an invoice is never made of data the
      // fiscal rules refuse; nothing was charged): back to the billing form, the fields named.
      {
        guard: 'isBillingRefused',
        target: '#purchase.billingInformation',
        actions: [storeError('pay'), 'billingRefused'],
      },
      // The attempt's outcome is unknown: paying again retries it with the same key.
      { target: 'paymentMethods', actions: storeError('pay') },
    ],
  },
})
