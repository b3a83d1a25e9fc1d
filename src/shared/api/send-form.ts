/**
 * A multipart form sent with its upload progress: through XMLHttpRequest rather than the JSON
 * client, because only XHR reports how much of the body has gone. It sends the headers the client
 * sends (the XSRF echo, the page's language, X-Requested-With) and fails with the same ApiError,
 * Retry-After included.
 */
import { XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants'
import { getCookie } from '../lib/cookies'
import { ApiError } from './api-error'
import { CSRF_COOKIE_PATH } from './client'

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** POSTs (or whatever `endpoint.method` says) `form`, reporting the share sent so far (0…1); resolves with the answer's `data`. */
export async function sendForm<T>(
  endpoint: { method: string; path: string },
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  if (!getCookie(XSRF_COOKIE)) await fetch(CSRF_COOKIE_PATH, { credentials: 'include' })
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(endpoint.method, endpoint.path)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    const xsrf = getCookie(XSRF_COOKIE)
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, decode(xsrf))
    const lang = document.documentElement.lang
    if (lang) xhr.setRequestHeader('Accept-Language', lang)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText) as unknown
      } catch {
        body = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((body as { data: T }).data)
        return
      }
      const message = (body as { message?: unknown } | undefined)?.message
      const retry = Number(xhr.getResponseHeader('retry-after'))
      reject(
        new ApiError(xhr.status, body, typeof message === 'string' ? message : `HTTP ${xhr.status}`, {
          retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
        }),
      )
    }
    xhr.onerror = () => reject(new ApiError(0, undefined, 'Network error'))
    xhr.send(form)
  })
}
