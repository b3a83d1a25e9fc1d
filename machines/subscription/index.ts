export {
  renewalRetry,
  subscriptionMachine,
  type RenewalRetry,
  type SubscriptionAction,
  type SubscriptionContext,
  type SubscriptionError,
  type SubscriptionEvent,
} from './subscription.machine'
export { subscriptionView, type SubscriptionPhase, type SubscriptionView } from './subscription.view'
