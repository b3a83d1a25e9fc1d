/**
 * The bounds of a recorded flow, apart from the schemas (./traces) so the recorder every page runs
 * (src/shared/lib/flow-recorder.ts) loads no validation code.
 */

/** The ring buffer's bounds: the last 500 steps, none older than 30 minutes. */
export const TRACE_MAX_STEPS = 500
export const TRACE_MAX_AGE_MS = 30 * 60 * 1000
/** A stored trace is deleted this many days after it was sent. */
export const TRACE_RETENTION_DAYS = 30
/** The whole `steps` array as JSON; larger traces are refused (422). */
export const TRACE_MAX_BYTES = 512 * 1024
