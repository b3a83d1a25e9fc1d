export {
  savedSearchesMachine,
  type ApplyChangeOutput,
  type SavedChange,
  type SavedSearchesContext,
  type SavedSearchesEvent,
} from './saved-searches.machine'
export {
  savedSearchesView,
  type SavedRowView,
  type SavedSearchesPhase,
  type SavedSearchesView,
} from './saved-searches.view'
