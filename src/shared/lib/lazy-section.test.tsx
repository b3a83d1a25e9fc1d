import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, useLayoutEffect, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazySection } from './lazy-section'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function Greeting({ name }: { name: string }) {
  return <p>Ciao {name}</p>
}

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children
  }
}

describe('lazySection', () => {
  it('shows the fallback, then the section with its props once the chunk is in', async () => {
    const chunk = deferred<typeof Greeting>()
    const Section = lazySection(() => chunk.promise)
    const { container } = render(<Section name="Anna" fallback={<p>Caricamento</p>} />)
    expect(container.textContent).toBe('Caricamento')
    await act(async () => chunk.resolve(Greeting))
    expect(container.textContent).toBe('Ciao Anna')
    expect(screen.queryByText('Caricamento')).toBeNull()
  })

  it('starts the download after the shell around it has committed, not while it renders', async () => {
    const log: string[] = []
    const Section = lazySection(() => {
      log.push('download')
      return Promise.resolve(Greeting)
    })
    function Shell() {
      log.push('render')
      useLayoutEffect(() => {
        log.push('committed')
      }, [])
      return <Section name="Bruno" />
    }
    const { container } = render(<Shell />)
    expect((await screen.findByText('Ciao Bruno')).tagName).toBe('P')
    expect(container.textContent).toBe('Ciao Bruno')
    expect(log.slice(0, 3)).toEqual(['render', 'committed', 'download'])
  })

  it('downloads once, and later mounts render the section straight away', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Section = lazySection(load)
    const first = render(
      <>
        <Section name="Carla" fallback={<p>Caricamento</p>} />
        <Section name="Dario" fallback={<p>Caricamento</p>} />
      </>,
    )
    await screen.findByText('Ciao Dario')
    expect(first.container.textContent).toBe('Ciao CarlaCiao Dario')
    first.unmount()
    // synchronously, without the fallback
    const second = render(<Section name="Elena" fallback={<p>Caricamento</p>} />)
    expect(second.container.textContent).toBe('Ciao Elena')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('hands a failed download to the error boundary above it', async () => {
    const chunk = deferred<typeof Greeting>()
    const Section = lazySection(() => chunk.promise)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Catch>
        <Section name="Franco" />
      </Catch>,
    )
    await act(async () => chunk.reject(new Error('Failed to fetch dynamically imported module')))
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module')
    vi.restoreAllMocks()
  })
})
