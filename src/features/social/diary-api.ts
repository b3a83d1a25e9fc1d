/** Typed calls of the diary (contracts/diary/endpoints.ts). */
import * as diary from '../../../contracts/diary/endpoints'
import type { DiaryEntryInput } from '../../../contracts/diary/schemas'
import { call } from '../../shared/api'
import { pageQuery, type PageParams } from '../../shared/api/page-query'

export const fetchDiaryEntries = (params: PageParams, signal: AbortSignal) =>
  call(diary.listDiaryEntries, { query: pageQuery(params) as never }, { signal })

export const fetchDiaryMonths = (_params: object, signal: AbortSignal) =>
  call(diary.listDiaryMonths, {}, { signal })

export const createDiaryEntry = (body: DiaryEntryInput) => call(diary.createDiaryEntry, { body })

export const saveDiaryEntry = (id: number, body: DiaryEntryInput) =>
  call(diary.updateDiaryEntry, { params: { id }, body })

export const removeDiaryEntry = (id: number) => call(diary.deleteDiaryEntry, { params: { id } })
