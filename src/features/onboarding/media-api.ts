/**
 * The documents step's calls (contracts/media/endpoints.ts). An upload goes through
 * XMLHttpRequest rather than the JSON client because only XHR reports upload progress; it sends
 * the same headers the client does (XSRF echo, language) and fails with the same ApiError.
 */
import { XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants'
import { deleteMedia, listMedia, uploadMedia } from '../../../contracts/media/endpoints'
import type { Media, MediaCollection } from '../../../contracts/media/schemas'
import { ApiError, call, CSRF_COOKIE_PATH } from '../../shared/api'
import { getCookie } from '../../shared/lib/cookies'

export const fetchMyMedia = (signal?: AbortSignal) => call(listMedia, {}, { signal })

export const removeMedia = (id: number) => call(deleteMedia, { params: { id: String(id) } })

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Uploads `file` into `collection`, reporting the share sent so far (0…1). */
export async function sendMedia(
  file: File,
  collection: MediaCollection,
  onProgress: (fraction: number) => void,
): Promise<Media> {
  if (!getCookie(XSRF_COOKIE)) await fetch(CSRF_COOKIE_PATH, { credentials: 'include' })
  const form = new FormData()
  // The collection first, so the server knows what the file is before it reads it.
  form.append('collection', collection)
  form.append('file', file, file.name)
  return new Promise<Media>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(uploadMedia.method, uploadMedia.path)
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
        resolve((body as { data: Media }).data)
        return
      }
      const message = (body as { message?: unknown } | undefined)?.message
      reject(new ApiError(xhr.status, body, typeof message === 'string' ? message : `HTTP ${xhr.status}`))
    }
    xhr.onerror = () => reject(new ApiError(0, undefined, 'Network error'))
    xhr.send(form)
  })
}
