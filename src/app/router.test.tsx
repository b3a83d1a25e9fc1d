import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../contracts/core/routes'
import { makeUser } from '../../machines/guards/fixtures'
import { INTERACTIVE_MARK } from '../shared/lib/interactive'
import { renderWithApp } from '../shared/testing/render'
import { LocaleSync } from './locale-sync'
import { AppRouter } from './router'
import { routeTitles } from './route-titles'

// The pages ask the API for data; here it answers with empty lists so only routing is under test.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (input: RequestInfo | URL) =>
        new Response(
          JSON.stringify(
            // a logged-in user for the session, empty lists for the pages
            String(input).endsWith('/api/me')
              ? { data: makeUser('trainer', { first_name: 'Giulia' }) }
              : { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } },
          ),
          { headers: { 'content-type': 'application/json' } },
        ),
    ),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function App() {
  return (
    <>
      <LocaleSync />
      <AppRouter />
    </>
  )
}

describe('router', () => {
  it('renders the page of a known path inside its layout', async () => {
    await renderWithApp(<App />, { path: '/courses' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Corsi' })).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Principale' })).toBeTruthy()
  })

  it('answers with /it too', async () => {
    await renderWithApp(<App />, { path: '/it/trainers' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Formatori' })).toBeTruthy()
  })

  it("renders 'Page not found: {path}' for an unknown path", async () => {
    await renderWithApp(<App />, { path: '/x/y/z' })
    expect(await screen.findByText('Page not found: /x/y/z')).toBeTruthy()
  })

  it('strips the locale prefix from the not-found path', async () => {
    await renderWithApp(<App />, { path: '/en/x/y/z', locale: 'en' })
    expect(await screen.findByText('Page not found: /x/y/z')).toBeTruthy()
  })

  it('switches the language with the /en prefix', async () => {
    await renderWithApp(<App />, { path: '/en/courses' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy()
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    const english = screen.getByRole('link', { name: 'English' })
    expect(english.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('link', { name: 'Italiano' }).getAttribute('href')).toBe('/courses')
    // links keep the locale of the page
    expect(screen.getByRole('link', { name: 'Trainers' }).getAttribute('href')).toBe('/en/trainers')
  })

  it('renders a placeholder with its title for routes not built yet', async () => {
    await renderWithApp(<App />, { path: '/search/results/topics/excel' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Risultati per argomento' })).toBeTruthy()
  })

  it("renders dashboard routes for a logged-in user with the sidebar and the document title 'La mia home page'", async () => {
    // the token cookie makes the session restore the user before the guarded page shows
    document.cookie = 'token=router-test; Path=/'
    await renderWithApp(<App />, { path: '/feed' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Menu personale' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('La mia home page'))
    // the header knows the user; the sidebar got their role from the session
    expect(screen.getByRole('button', { name: 'Menu utente di Giulia Bianchi' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Crea un corso' })).toBeTruthy()
  })

  it('marks the page interactive once its shell is in, before its data section arrives', async () => {
    await renderWithApp(<App />, { path: '/trainers' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Formatori' })).toBeTruthy()
    expect(performance.getEntriesByName(INTERACTIVE_MARK, 'mark')).toHaveLength(1)
    // the list is the lazily loaded data section: it follows, with the API's (empty) answer
    expect(await screen.findByText('Non ci sono ancora formatori.')).toBeTruthy()
  })

  it('has a title for every route of the table', () => {
    const missing = routes.filter((route) => !routeTitles[route.name]).map((route) => route.name)
    expect(missing).toEqual([])
  })
})
