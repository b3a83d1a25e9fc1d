/**
 * The DIARY area's calls (issue 17, SPEC.md §7 "diary"): a user's private entries. Every call
 * needs the `diary` feature flag (403 without it, saying where to get it) and touches the
 * caller's own entries only: another user's entry answers 404, as if it did not exist.
 */
import * as v from 'valibot'
import { data, endpoint, paginated } from '../core/endpoint'
import { DiaryEntry, DiaryEntryBody, DiaryIdParams, DiaryMonth, DiaryQuery } from './schemas'

const tag = 'diary'

export const listDiaryEntries = endpoint({
  method: 'GET',
  path: '/api/diary',
  auth: 'user',
  tag,
  summary: 'The caller’s diary entries, newest day first, searched by text or tag and filtered by month',
  query: DiaryQuery,
  response: paginated(DiaryEntry),
  errors: [403],
})

export const listDiaryMonths = endpoint({
  method: 'GET',
  path: '/api/diary/months',
  auth: 'user',
  tag,
  summary: 'The months that hold the caller’s diary entries, with how many each, newest first',
  response: data(v.array(DiaryMonth)),
  errors: [403],
})

export const getDiaryEntry = endpoint({
  method: 'GET',
  path: '/api/diary/:id',
  auth: 'user',
  tag,
  summary: 'One of the caller’s diary entries',
  params: DiaryIdParams,
  response: data(DiaryEntry),
  errors: [403, 404],
})

export const createDiaryEntry = endpoint({
  method: 'POST',
  path: '/api/diary',
  auth: 'user',
  tag,
  summary: 'Writes a diary entry',
  body: DiaryEntryBody,
  status: 201,
  response: data(DiaryEntry),
  errors: [403],
})

export const updateDiaryEntry = endpoint({
  method: 'PUT',
  path: '/api/diary/:id',
  auth: 'user',
  tag,
  summary: 'Rewrites one of the caller’s diary entries',
  params: DiaryIdParams,
  body: DiaryEntryBody,
  response: data(DiaryEntry),
  errors: [403, 404],
})

export const deleteDiaryEntry = endpoint({
  method: 'DELETE',
  path: '/api/diary/:id',
  auth: 'user',
  tag,
  summary: 'Deletes one of the caller’s diary entries',
  params: DiaryIdParams,
  status: 204,
  errors: [403, 404],
})
