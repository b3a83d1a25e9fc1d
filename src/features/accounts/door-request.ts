/**
 * A door's call (./lazy-module.ts): its machine and the API client arrive in the lazy module, so the
 * form starts the actor on its first submit and stops it when it goes. A module that could not be
 * downloaded fails the submit as an unreachable server, which the form says.
 */
import { useCallback, useEffect, useRef } from 'react'
import { ApiError } from '../../shared/api/api-error'
import type { LazyModule } from './lazy-module'

export interface DoorRun {
  send: (input: unknown) => Promise<unknown>
  stop: () => void
}

export function useDoorRequest<M>(module: LazyModule<M>, start: (loaded: M) => DoorRun) {
  const run = useRef<DoorRun | null>(null)
  const starter = useRef(start)
  useEffect(() => {
    starter.current = start
  })
  useEffect(
    () => () => {
      run.current?.stop()
      run.current = null
    },
    [],
  )
  return useCallback(
    async (input: (loaded: M) => unknown) => {
      const loaded = module.current() ?? (await module.load().catch(() => undefined))
      if (!loaded) throw new ApiError(0, undefined, 'the form could not be loaded')
      run.current ??= starter.current(loaded)
      return run.current.send(input(loaded))
    },
    [module],
  )
}
