import { act, cleanup } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { isTakenOver, keepEarlyInput } from './early-input'
import { useDrawsServerMarkup } from './hydration'

afterEach(cleanup)

let roots: Root[] = []
let stops: (() => void)[] = []
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()))
  stops.forEach((stop) => stop())
  roots = []
  stops = []
  document.body.innerHTML = ''
})

/** The server's markup of `element` in a container, as the HTML brings it. */
function drawn(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return container
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 120))

function Drawing() {
  return <p>{useDrawsServerMarkup() ? 'server' : 'client'}</p>
}

describe('useDrawsServerMarkup', () => {
  it("is true in the server's render and while React takes that markup over, false in a browser's render", async () => {
    const container = drawn(<Drawing />)
    expect(container.textContent).toBe('server')
    await act(async () => void roots.push(hydrateRoot(container, <Drawing />)))
    // hydrated without a mismatch: the markup was kept, text and all
    expect(container.textContent).toBe('server')
    expect(isTakenOver(container.querySelector('p')!)).toBe(true)
  })

  it('renders a component it took over once: hydration is not followed by a render of the client snapshot', async () => {
    let renders = 0
    function Section() {
      const drawing = useDrawsServerMarkup()
      renders++
      return <p>{drawing ? 'server' : 'client'}</p>
    }
    const container = drawn(<Section />)
    renders = 0
    await act(async () => void roots.push(hydrateRoot(container, <Section />)))
    await act(idle)
    expect(container.textContent).toBe('server')
    expect(renders).toBe(1)
  })
})

function Counter() {
  const [count, setCount] = useState(0)
  const [category, setCategory] = useState('')
  return (
    <form>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        pressed {count}
      </button>
      <select aria-label="Categoria" value={category} onChange={(event) => setCategory(event.target.value)}>
        <option value="">tutte</option>
        <option value="design">design</option>
      </select>
      <output>{category}</output>
    </form>
  )
}

describe('keepEarlyInput', () => {
  it('holds a press and a pick made on the bare markup and replays them once React has the elements', async () => {
    const container = drawn(<Counter />)
    stops.push(keepEarlyInput(container))
    const button = container.querySelector('button')!
    const select = container.querySelector('select')!
    expect(isTakenOver(button)).toBe(false)
    // the visitor presses and picks before any of it is hydrated
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    select.value = 'design'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await act(async () => void roots.push(hydrateRoot(container, <Counter />)))
    await act(idle)
    expect(button.textContent).toBe('pressed 1')
    expect(container.querySelector('output')!.textContent).toBe('design')
    expect(select.value).toBe('design')
  })

  it('lets a press on an element React already has through at once', async () => {
    const container = drawn(<Counter />)
    stops.push(keepEarlyInput(container))
    await act(async () => void roots.push(hydrateRoot(container, <Counter />)))
    const button = container.querySelector('button')!
    await act(async () => void button.click())
    expect(button.textContent).toBe('pressed 1')
  })
})
