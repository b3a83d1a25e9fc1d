export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  optionCount,
  previewQuery,
  previewResultCount,
  searchPreviewMachine,
  type FetchPreviewInput,
  type SearchPreviewContext,
  type SearchPreviewEvent,
} from './search-preview.machine'
export { searchPreviewView, type SearchPreviewStatus, type SearchPreviewView } from './search-preview.view'
