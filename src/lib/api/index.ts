export { ApiError, isApiError } from './api-error'
export {
  api,
  createApiClient,
  CSRF_COOKIE_PATH,
  unwrap,
  type ApiClient,
  type ApiClientOptions,
  type CookieReader,
  type DeleteOptions,
  type GetOptions,
  type RequestOptions,
} from './client'
