/** What a page's data section shows, from the resource machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { resourceMachine } from './resource.machine'

export type ResourcePhase = 'loading' | 'success' | 'empty' | 'failure' | 'reloading'

export interface ResourceView<T = unknown> {
  phase: ResourcePhase
  /** A load is under way (the first one or a reload): aria-busy. */
  busy: boolean
  /** Nothing to show yet: the skeleton. */
  firstLoad: boolean
  /** The data on screen: kept, dimmed, while reloading. */
  data: T | undefined
  /** Loaded data dims while a newer load runs. */
  stale: boolean
  error: unknown
  /** The failure's retry button. */
  canRetry: boolean
}

export function resourceView<T = unknown>(snapshot: SnapshotFrom<typeof resourceMachine>): ResourceView<T> {
  const phase = snapshot.value as ResourcePhase
  return {
    phase,
    busy: phase === 'loading' || phase === 'reloading',
    firstLoad: phase === 'loading',
    data: snapshot.context.data as T | undefined,
    stale: phase === 'reloading',
    error: snapshot.context.error,
    canRetry: phase === 'failure',
  }
}
