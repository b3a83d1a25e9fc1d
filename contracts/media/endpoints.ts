/**
 * Media (SPEC.md §7): uploading a file into a collection and deleting it. The upload is a
 * multipart form `{ file, collection }`, so its descriptor names no JSON body: the route reads the
 * form itself and answers 422 per field like every other input.
 */
import * as v from 'valibot'
import { data, endpoint } from '../core/endpoint'
import { Media, MediaIdParams } from './schemas'

const tag = 'media'

export const uploadMedia = endpoint({
  method: 'POST',
  path: '/api/media',
  auth: 'user',
  tag,
  summary:
    'Uploads a file (multipart/form-data: file, collection = avatar | cover | cv | certificates); images are cropped, stripped of metadata and stored as WebP, documents must be PDF; at most 10 MB. An avatar or cover replaces the previous one',
  multipart: { file: 'file', collection: 'text' },
  status: 201,
  response: data(Media),
})

export const listMedia = endpoint({
  method: 'GET',
  path: '/api/media',
  auth: 'user',
  tag,
  summary: 'The caller’s files, newest first',
  response: data(v.array(Media)),
})

export const deleteMedia = endpoint({
  method: 'DELETE',
  path: '/api/media/:id',
  auth: 'owner',
  tag,
  summary: 'Deletes one of the caller’s files (and clears the profile’s avatar or cover that pointed to it)',
  params: MediaIdParams,
  status: 204,
  errors: [404],
})
