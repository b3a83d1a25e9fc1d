/**
 * What /dev's views load, so that they never call the server themselves (issue 34): the typed
 * calls of the support endpoints, and the statechart files the build wrote (charts/*.json).
 */
import type { ChartIndex, MachineChart } from '../../../contracts/dev/charts'
import * as support from '../../../contracts/support/endpoints'
import { call, isApiError } from '../../shared/api'
import { readBuildFile } from '../../shared/lib/build-files'

export const fetchDevAccess = (signal?: AbortSignal) => call(support.devAccess, {}, { signal })

export const fetchTrace = (code: string, signal?: AbortSignal) =>
  call(support.showTrace, { params: { code } }, { signal })

const chartFile = <T>(name: string, signal?: AbortSignal) =>
  readBuildFile<T>(`/charts/${encodeURIComponent(name)}`, { signal })

export const fetchChartIndex = (signal?: AbortSignal) => chartFile<ChartIndex>('index.json', signal)

export const fetchChart = (id: string, signal?: AbortSignal) => chartFile<MachineChart>(`${id}.json`, signal)

/** The HTTP status a load failed with (0 for a network failure), for the view's message. */
export const failureStatus = (error: unknown): number => (isApiError(error) ? error.status : 0)
