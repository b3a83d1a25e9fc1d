/**
 * What a door (login, registration, password reset) needs only once someone acts: the session
 * machine, the API client, the validation rules. The page renders its form at once and fetches this
 * module right after it is on screen (DESIGN.md §7: a newcomer's first page is interactive within the
 * public pages' budget); a submit waits for it, validation uses it from the moment it is there.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, type Form, type FormOptions, type FormValue } from '../../shared/lib/use-form'

export interface LazyModule<M> {
  /** The module, fetched once (again after a failed attempt). */
  load: () => Promise<M>
  /** The module if it has arrived. */
  current: () => M | undefined
  /** The module once it has arrived (a render follows its arrival); starts fetching it on mount. */
  use: () => M | undefined
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  const load = () =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  return {
    load,
    current: () => loaded,
    use() {
      const [module, setModule] = useState(loaded)
      useEffect(() => {
        if (module) return
        let live = true
        load().then(
          (arrived) => live && setModule(() => arrived),
          // a submit tries again and reports the failure
          () => undefined,
        )
        return () => {
          live = false
        }
      }, [module])
      return module
    },
  }
}

/**
 * useForm for a form whose rules come in a lazy module: a field left (or changed, where the mode
 * checks on change) before the rules arrived is checked again once they have, so a fast typist on
 * a slow network is told what the rules say as soon as they can say it.
 */
export function useLazyRulesForm<V extends Record<string, FormValue>>(
  rules: LazyModule<unknown>,
  options: FormOptions<V>,
): Form<V> {
  const arrived = rules.use() !== undefined
  const form = useForm(options)
  const asked = useRef(new Set<keyof V & string>())
  const { blur: check, set: put } = form
  useEffect(() => {
    if (!arrived) return
    for (const field of asked.current) check(field)
    asked.current.clear()
  }, [arrived, check])
  const set = useCallback(
    (field: keyof V & string, value: FormValue, how: 'input' | 'choice') => {
      if (!rules.current() && (how === 'choice' || options.mode === 'eager')) asked.current.add(field)
      put(field, value, how)
    },
    [put, rules, options.mode],
  )
  const blur = useCallback(
    (field: keyof V & string) => {
      if (!rules.current()) asked.current.add(field)
      check(field)
    },
    [check, rules],
  )
  return { ...form, set, blur }
}
