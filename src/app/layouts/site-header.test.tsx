import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
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
    const navigation = screen.getByRole('navigation', { name: 'Principale' })
    expect(within(navigation).getByRole('link', { name: 'Corsi' }).getAttribute('href')).toBe('/courses')
  })

  it('collapses the navigation behind a menu button below md, and drops the button when the window grows', async () => {
    window.innerWidth = 500
    await renderWithApp(<SiteHeader />)
    const button = screen.getByRole('button', { name: 'Apri il menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    // closed: the menu the button controls is out of the accessibility tree, links and all
    expect(button.getAttribute('aria-controls')).toBe('main-menu')
    expect(screen.queryByRole('navigation', { name: 'Principale' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Corsi' })).toBeNull()

    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Chiudi il menu' }).getAttribute('aria-expanded')).toBe('true')
    const navigation = screen.getByRole('navigation', { name: 'Principale' })
    expect(within(navigation).getByRole('link', { name: 'Corsi' }).getAttribute('href')).toBe('/courses')

    vi.useFakeTimers()
    act(() => {
      window.innerWidth = 1280
      window.dispatchEvent(new Event('resize'))
      vi.advanceTimersByTime(RESIZE_THROTTLE_MS)
    })
    expect(screen.queryByRole('button', { name: /menu/ })).toBeNull()
    const links = within(screen.getByRole('navigation', { name: 'Principale' })).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Corsi', 'Formatori', 'Studenti', 'HR'])

    // back to a phone: the menu starts closed again
    act(() => {
      window.innerWidth = 400
      window.dispatchEvent(new Event('resize'))
      vi.advanceTimersByTime(RESIZE_THROTTLE_MS)
    })
    expect(screen.getByRole('button', { name: 'Apri il menu' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('navigation', { name: 'Principale' })).toBeNull()
  })

  it('closes the dropdown on Escape, from the button or from a link inside, and gives focus back to the button', async () => {
    window.innerWidth = 375
    await renderWithApp(<SiteHeader />)
    fireEvent.click(screen.getByRole('button', { name: 'Apri il menu' }))
    const link = within(screen.getByRole('navigation', { name: 'Principale' })).getByRole('link', {
      name: 'Corsi',
    })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    const button = screen.getByRole('button', { name: 'Apri il menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('navigation', { name: 'Principale' })).toBeNull()
    expect(document.activeElement).toBe(button)

    fireEvent.click(button)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Chiudi il menu' }), { key: 'Escape' })
    expect(screen.getByRole('button', { name: 'Apri il menu' }).getAttribute('aria-expanded')).toBe('false')
  })
})
