import { describe, expect, it } from 'vitest'
import { resourceMachine } from './resource.machine'
import { resourceView } from './resource.view'

const at = (value: string, data?: unknown, error?: unknown) =>
  resourceView<string[]>(
    resourceMachine.resolveState({ value: value as never, context: { params: {}, data, error } }),
  )

describe('resourceView', () => {
  it('shows a skeleton on the first load, the data (dimmed while reloading) after, and a retry on failure', () => {
    expect(at('loading')).toEqual({
      phase: 'loading',
      busy: true,
      firstLoad: true,
      data: undefined,
      stale: false,
      error: undefined,
      canRetry: false,
    })
    expect(at('success', ['a'])).toMatchObject({ busy: false, firstLoad: false, data: ['a'], stale: false })
    expect(at('reloading', ['a'])).toMatchObject({ busy: true, firstLoad: false, data: ['a'], stale: true })
    expect(at('empty', [])).toMatchObject({ phase: 'empty', busy: false, canRetry: false })
    expect(at('failure', undefined, { status: 500 })).toMatchObject({
      canRetry: true,
      error: { status: 500 },
    })
  })
})
