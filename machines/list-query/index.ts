export {
  listQueryMachine,
  sameQuery,
  type ListLoadInput,
  type ListQuery,
  type ListQueryContext,
  type ListQueryEvent,
  type ListQueryInput,
} from './list-query.machine'
export { listQueryView, type ListQueryPhase, type ListQueryView } from './list-query.view'
