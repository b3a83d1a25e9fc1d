import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESIZE_THROTTLE_MS } from '../../../contracts/core/constants'
import { renderWithApp } from '../../shared/testing/render'
import { SiteHeader } from './site-header'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.innerWidth = 1024
})

describe('SiteHeader', () => {
  it('shows the navigation inline from md up, with no menu button', async () => {
    window.innerWidth = 1024
    await renderWithApp(<SiteHeader />)
    expect(screen.queryByRole('button', { name: 'Apri il menu' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Corsi' })).toBeTruthy()
  })

  it('collapses the navigation behind a menu button below md, and drops the button when the window grows', async () => {
    window.innerWidth = 500
    await renderWithApp(<SiteHeader />)
    const button = screen.getByRole('button', { name: 'Apri il menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('main-menu')?.className).toContain('hidden')

    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Chiudi il menu' }).getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById('main-menu')?.className).not.toContain('hidden')

    vi.useFakeTimers()
    act(() => {
      window.innerWidth = 1280
      window.dispatchEvent(new Event('resize'))
      vi.advanceTimersByTime(RESIZE_THROTTLE_MS)
    })
    expect(screen.queryByRole('button', { name: /menu/ })).toBeNull()
    expect(document.getElementById('main-menu')?.className).not.toContain('hidden')

    // back to a phone: the menu starts closed again
    act(() => {
      window.innerWidth = 400
      window.dispatchEvent(new Event('resize'))
      vi.advanceTimersByTime(RESIZE_THROTTLE_MS)
    })
    expect(screen.getByRole('button', { name: 'Apri il menu' }).getAttribute('aria-expanded')).toBe('false')
  })
})
