export { partnershipMachine } from './partnership.machine'
export type {
  ActInput,
  LoadPartnershipInput,
  PartnershipContext,
  PartnershipError,
  PartnershipEvent,
  PartnershipInput,
} from './partnership.machine'
export { partnershipView, type PartnershipView } from './partnership.view'
