/**
 * The reusable checkout (issue 12): the purchase machine with the API's actors (useCheckout) and
 * its steps' components. /buy pages (src/features/payments) and the onboarding's subscription
 * steps use it; it imports only contracts, machines and src/shared.
 */
export {
  BillingForm,
  BillingInformationStep,
  CheckoutSteps,
  DeclinedNotice,
  OrderCompletedStep,
  PaymentMethodsStep,
  PaymentPendingStep,
  PriceSummary,
  ProcessingNotice,
  ThreeDSecureNotice,
  useDeclineText,
} from './checkout-steps'
export { useIntervalLabel } from './interval-label'
export {
  FALLBACK_POLL_MS,
  fallbackPollMs,
  onPaymentEvent,
  publishPaymentEvent,
  realtimeConnected,
} from './payment-events'
export { checkoutMachine, currentReturnUrl, payOrder, purchaseActors } from './purchase-actors'
export { useCheckout, type Checkout, type CheckoutOptions } from './use-checkout'
