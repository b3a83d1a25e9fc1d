/** What a button or form waiting on one call shows, from the request machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { CallError } from './request.machine'
import type { requestMachine } from './request.machine'

export type RequestPhase = 'idle' | 'sending' | 'done' | 'failed'

export interface RequestView<TOutput = unknown> {
  phase: RequestPhase
  /** The call is under way: the button waits. */
  busy: boolean
  /** The last call's answer (until reset). */
  output: TOutput | undefined
  /** The last call's refusal: status (none for a network failure), message, messages by field. */
  error: CallError | null
  /** Too many attempts (429): the page says to wait. */
  tooMany: boolean
}

export function requestView<TOutput = unknown>(
  snapshot: SnapshotFrom<typeof requestMachine>,
): RequestView<TOutput> {
  const phase = snapshot.value as RequestPhase
  const { error } = snapshot.context
  return {
    phase,
    busy: phase === 'sending',
    output: phase === 'done' ? (snapshot.context.output as TOutput) : undefined,
    error: phase === 'failed' ? error : null,
    tooMany: phase === 'failed' && error?.status === 429,
  }
}
