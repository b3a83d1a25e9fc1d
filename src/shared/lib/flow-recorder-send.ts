/**
 * Sends the recorded flow to support (issue 11) and answers the code to quote. Loaded only when a
 * user asks, so the pages carry no API code for it. The machine hashes come from the build's
 * charts/index.json and the version from its build manifest: support sees which definitions ran.
 */
import type { ChartIndex } from '../../../contracts/dev/charts'
import { sendTrace } from '../../../contracts/support/endpoints'
import { TRACE_MAX_BYTES } from '../../../contracts/support/trace-limits'
import type { TraceStep } from '../../../contracts/support/traces'
import { call } from '../api'
import { readBuildFile } from './build-files'
import { flowRecorder } from './flow-recorder'

const fetchJson = <T>(url: string): Promise<T | undefined> =>
  readBuildFile<T>(url, { cache: 'no-store' }).catch(() => undefined)

/** The newest steps that fit the server's limit (a context can be large). */
export function fitSteps(steps: readonly TraceStep[], maxBytes = TRACE_MAX_BYTES): TraceStep[] {
  const kept: TraceStep[] = []
  let size = 2
  for (let index = steps.length - 1; index >= 0; index--) {
    const bytes = JSON.stringify(steps[index]).length + 1
    if (size + bytes > maxBytes) break
    size += bytes
    kept.unshift(steps[index])
  }
  return kept
}

export async function sendRecordedFlow(signal?: AbortSignal): Promise<string> {
  const [index, manifest] = await Promise.all([
    fetchJson<ChartIndex>('/charts/index.json'),
    fetchJson<{ version?: string }>('/build-manifest.json'),
  ])
  const machines = Object.fromEntries((index?.machines ?? []).map((machine) => [machine.id, machine.hash]))
  const { code } = await call(
    sendTrace,
    {
      body: {
        app_version: manifest?.version ?? 'development',
        machines,
        steps: fitSteps(flowRecorder.steps()),
      },
    },
    { signal },
  )
  return code
}
