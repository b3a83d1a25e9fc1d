import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loginPromptMachine } from '../../../../machines/login-prompt'
import { chartOf } from '../../../../scripts/build-charts-lib'
import { renderWithApp } from '../../../shared/testing/render'
import { StateChart } from './state-chart'

afterEach(cleanup)

const transformOf = (container: HTMLElement) =>
  container.querySelector('svg[data-chart] > g')?.getAttribute('transform')

describe('StateChart', () => {
  it('zooms and pans with the keyboard and the buttons, and picks a state with Enter', async () => {
    const chart = await chartOf(loginPromptMachine, 'login-prompt')
    const onSelect = vi.fn()
    const { container } = await renderWithApp(<StateChart chart={chart} onSelect={onSelect} />)
    const frame = screen.getByRole('group', { name: /Diagramma di loginPrompt/ })
    expect(transformOf(container)).toBe('translate(0 0) scale(1)')

    fireEvent.keyDown(frame, { key: '+' })
    expect(transformOf(container)).toBe('translate(0 0) scale(1.2)')
    fireEvent.keyDown(frame, { key: 'ArrowRight' })
    fireEvent.keyDown(frame, { key: 'ArrowDown' })
    expect(transformOf(container)).toBe('translate(-60 -60) scale(1.2)')
    fireEvent.click(screen.getByRole('button', { name: 'Riduci' }))
    expect(transformOf(container)).toMatch(/scale\(1\)$/)
    fireEvent.keyDown(frame, { key: '0' })
    expect(transformOf(container)).toBe('translate(0 0) scale(1)')

    // every state is a focusable button named after it
    const states = screen.getAllByRole('button', { name: /\((atomic|compound|parallel|final)\)$/ })
    expect(states).toHaveLength(chart.nodes.length)
    const editing = screen.getByRole('button', { name: 'editing (atomic)' })
    expect(editing.getAttribute('tabindex')).toBe('0')
    fireEvent.keyDown(editing, { key: 'Enter' })
    expect(onSelect).toHaveBeenCalledWith('loginPrompt.open.editing')
    // Enter on a state does not reach the frame's own keys
    expect(transformOf(container)).toBe('translate(0 0) scale(1)')
  }, 30_000)

  it('marks visited and active states and numbers the transitions taken', async () => {
    const chart = await chartOf(loginPromptMachine, 'login-prompt')
    const submit = chart.edges.find((edge) => edge.event === 'prompt.submit')!.key
    const { container } = await renderWithApp(
      <StateChart
        chart={chart}
        onSelect={() => undefined}
        highlight={{
          visited: new Set(['loginPrompt.open', 'loginPrompt.open.editing']),
          active: new Set(['loginPrompt.open', 'loginPrompt.open.submitting']),
          taken: new Map([[submit, [3, 7]]]),
          current: new Set([submit]),
        }}
      />,
    )
    expect(
      container.querySelector('[data-state="loginPrompt.open.editing"]')?.hasAttribute('data-visited'),
    ).toBe(true)
    expect(
      container.querySelector('[data-state="loginPrompt.open.submitting"]')?.hasAttribute('data-active'),
    ).toBe(true)
    expect(container.querySelector('[data-state="loginPrompt.closed"]')?.hasAttribute('data-visited')).toBe(
      false,
    )
    const taken = [...container.querySelectorAll('[data-transition]')].find(
      (element) => element.getAttribute('data-transition') === submit,
    )
    expect(taken?.getAttribute('data-taken')).toBe('3,7')
    expect(taken?.textContent).toContain('(3, 7) prompt.submit [isValid]')
  }, 30_000)
})
