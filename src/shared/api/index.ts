export { ApiError, isApiError } from './api-error'
export { call, type CallInput, type CallOptions, type Unwrapped } from './call'
export {
  api,
  createApiClient,
  CSRF_COOKIE_PATH,
  onSessionRejected,
  unwrap,
  type ApiClient,
  type ApiClientOptions,
  type CookieReader,
  type DeleteOptions,
  type GetOptions,
  type RequestOptions,
} from './client'
export { sendForm } from './send-form'
