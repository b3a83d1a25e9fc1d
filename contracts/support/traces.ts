/**
 * A user's recorded flow (issue 11): the steps the SPA's flow recorder kept (src/shared/lib/
 * flow-recorder.ts), sent to support and read back on /dev?trace=CODE. Payloads are redacted on the
 * client before they are sent; the limits here keep one trace small.
 */
import * as v from 'valibot'
import { apiMessage } from '../core/input'
import { TRACE_CODE_PATTERN } from './trace-code'
import { TRACE_MAX_BYTES, TRACE_MAX_STEPS } from './trace-limits'

export { TRACE_MAX_AGE_MS, TRACE_MAX_BYTES, TRACE_MAX_STEPS, TRACE_RETENTION_DAYS } from './trace-limits'

// the code's alphabet and form (AULA-7KX3-Q9), in a module of their own for /dev's field
export { TRACE_CODE_ALPHABET, TRACE_CODE_PATTERN } from './trace-code'

const tooBig = apiMessage(
  {
    it: 'Il flusso è troppo grande per essere inviato (massimo {steps} passi, {kb} KB).',
    en: 'The flow is too large to send (at most {steps} steps, {kb} KB).',
  },
  { steps: TRACE_MAX_STEPS, kb: TRACE_MAX_BYTES / 1024 },
)
const invalid = apiMessage({
  it: 'Il flusso registrato non è valido.',
  en: 'The recorded flow is not valid.',
})
const badVersion = apiMessage({
  it: "La versione dell'app non è valida.",
  en: 'The app version is not valid.',
})
const badMachines = apiMessage({
  it: "L'elenco delle macchine non è valido.",
  en: 'The list of machines is not valid.',
})

const shortText = (max: number) =>
  v.pipe(v.string(invalid), v.minLength(1, invalid), v.maxLength(max, invalid))

export const TraceStep = v.object({
  /** When the actor took the step (ms since the epoch). */
  at: v.pipe(v.number(invalid), v.integer(invalid), v.minValue(0, invalid)),
  /** The actor's id in the app's system (`session`, `x:12`). */
  actor: shortText(100),
  /** The root id of the machine it runs. */
  machine: shortText(100),
  /** The event it received, with only the allowed payload. */
  event: v.looseObject({ type: shortText(200) }, invalid),
  /** The state value it moved to. */
  value: v.unknown(),
  /** The redacted context after the step. */
  context: v.optional(v.unknown()),
  /** Keys (machines/core/coverage-keys.ts) of the transitions the step took, in order. */
  transitions: v.optional(v.pipe(v.array(shortText(400), invalid), v.maxLength(50, invalid))),
})
export type TraceStep = v.InferOutput<typeof TraceStep>

export const TraceBody = v.object({
  app_version: v.pipe(v.string(badVersion), v.maxLength(100, badVersion)),
  /** Machine id → definition hash of the build the user ran (charts/index.json). */
  machines: v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(100)),
      v.pipe(v.string(badMachines), v.maxLength(64, badMachines)),
      badMachines,
    ),
    v.check((machines) => Object.keys(machines).length <= 100, badMachines),
  ),
  steps: v.pipe(
    v.array(TraceStep, invalid),
    v.maxLength(TRACE_MAX_STEPS, tooBig),
    v.check((steps) => JSON.stringify(steps).length <= TRACE_MAX_BYTES, tooBig),
  ),
})
export type TraceBody = v.InferOutput<typeof TraceBody>

const badCode = apiMessage({
  it: 'Il codice deve avere la forma AULA-XXXX-XX.',
  en: 'The code must look like AULA-XXXX-XX.',
})

export const TraceCodeParams = v.object({
  code: v.pipe(v.string(badCode), v.toUpperCase(), v.regex(TRACE_CODE_PATTERN, badCode)),
})

export const TraceCode = v.object({ code: v.pipe(v.string(), v.regex(TRACE_CODE_PATTERN)) })

export const StoredTrace = v.object({
  code: v.string(),
  created_at: v.string(),
  app_version: v.string(),
  machines: v.record(v.string(), v.string()),
  steps: v.array(TraceStep),
  /** Who sent it; null for a visitor who was not logged in. */
  user_id: v.nullable(v.number()),
})
export type StoredTrace = v.InferOutput<typeof StoredTrace>
