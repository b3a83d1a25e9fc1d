/**
 * The documents step's calls (contracts/media/endpoints.ts). An upload goes through sendForm
 * (XMLHttpRequest, for its upload progress, with the client's headers and ApiError).
 */
import { deleteMedia, listMedia, uploadMedia } from '../../../contracts/media/endpoints'
import type { Media, MediaCollection } from '../../../contracts/media/schemas'
import { call, sendForm } from '../../shared/api'

export const fetchMyMedia = (signal?: AbortSignal) => call(listMedia, {}, { signal })

export const removeMedia = (id: number) => call(deleteMedia, { params: { id: String(id) } })

/** Uploads `file` into `collection`, reporting the share sent so far (0…1). */
export async function sendMedia(
  file: File,
  collection: MediaCollection,
  onProgress: (fraction: number) => void,
): Promise<Media> {
  const form = new FormData()
  // The collection first, so the server knows what the file is before it reads it.
  form.append('collection', collection)
  form.append('file', file, file.name)
  return sendForm<Media>(uploadMedia, form, onProgress)
}
