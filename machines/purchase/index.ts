export {
  MAX_PAYMENT_ATTEMPTS,
  PURCHASE_MAX_WAIT_MS,
  PURCHASE_POLL_MS,
  PURCHASE_SLOW_POLL_MS,
  dueCents,
  isProviderCard,
} from './purchase.context'
export { purchaseMachine } from './purchase.machine'
export type {
  CheckCouponInput,
  NewCard,
  PayInput,
  PayMethod,
  PaymentMethodChoice,
  ProviderCard,
  PurchaseCall,
  PurchaseContext,
  PurchaseEmitted,
  PurchaseError,
  PurchaseEvent,
  PurchaseInput,
  PurchaseStepTarget,
} from './purchase.context'
export { purchaseEventFromNotification } from './purchase.notifications'
export { purchaseView } from './purchase.view'
export type {
  PurchasePrice,
  PurchaseStatus,
  PurchaseStep,
  PurchaseView,
  PurchaseViewOptions,
} from './purchase.view'
