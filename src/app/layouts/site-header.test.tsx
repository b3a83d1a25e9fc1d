import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../../shared/testing/render'
import { SiteHeader } from './site-header'

afterEach(() => {
  cleanup()
  window.innerWidth = 1024
})

/** The classes of an element, as a list (jsdom has no stylesheet: CSS decides what shows). */
const classes = (element: Element | null) => element?.getAttribute('class')?.split(' ') ?? []

describe('SiteHeader', () => {
  it('draws the same markup at every width: CSS, not the window, picks the compact or the wide layout', async () => {
    // the server draws the header without a window (src/app/ssr.tsx): a width read in JavaScript
    // would give the browser another header to hydrate, and a shift once it is taken over
    window.innerWidth = 375
    const narrow = (await renderWithApp(<SiteHeader />)).container.innerHTML
    cleanup()
    window.innerWidth = 1280
    const wide = (await renderWithApp(<SiteHeader />)).container.innerHTML
    expect(wide).toBe(narrow)
    // the menu button and the bar's controls are gone from md up; the closed menu shows from md only
    const button = screen.getByRole('button', { name: 'Apri il menu', hidden: true })
    expect(classes(button.parentElement)).toContain('md:hidden')
    const menu = document.getElementById('main-menu')
    expect(classes(menu)).toEqual(expect.arrayContaining(['hidden', 'md:flex']))
    const navigation = within(menu!).getByRole('navigation', { name: 'Principale', hidden: true })
    expect(within(navigation).getByRole('link', { name: 'Corsi', hidden: true }).getAttribute('href')).toBe(
      '/courses',
    )
    // the first render loads every catalog part (renderWithApp): slow on a busy machine
  }, 20_000)

  it('opens the menu from its button below md, and closes it when the window grows past md', async () => {
    window.innerWidth = 500
    await renderWithApp(<SiteHeader />)
    const button = screen.getByRole('button', { name: 'Apri il menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-controls')).toBe('main-menu')

    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Chiudi il menu' }).getAttribute('aria-expanded')).toBe('true')
    const menu = document.getElementById('main-menu')
    // open: shown below md as a panel under the bar (display none only when closed)
    expect(classes(menu)).not.toContain('hidden')
    expect(classes(menu)).toContain('absolute')
    const links = within(screen.getByRole('navigation', { name: 'Principale' })).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Corsi', 'Formatori', 'Studenti', 'HR'])

    // a resize within the compact layout keeps it open; past md it closes (back on a phone: closed)
    act(() => {
      window.innerWidth = 600
      window.dispatchEvent(new Event('resize'))
    })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    act(() => {
      window.innerWidth = 1280
      window.dispatchEvent(new Event('resize'))
    })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(classes(document.getElementById('main-menu'))).toContain('hidden')
  })
})
