export {
  isPaypalMethod,
  paymentMethodsMachine,
  type AddCardInput,
  type PaymentMethodsAction,
  type PaymentMethodsContext,
  type PaymentMethodsEmitted,
  type PaymentMethodsError,
  type PaymentMethodsEvent,
  type PaymentMethodsNotice,
} from './payment-methods.machine'
export {
  paymentMethodsView,
  type PaymentMethodRow,
  type PaymentMethodsPhase,
  type PaymentMethodsView,
} from './payment-methods.view'
