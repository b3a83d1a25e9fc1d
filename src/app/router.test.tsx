import { i18n } from '../shared/i18n'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../machines/guards/fixtures'
import { INTERACTIVE_MARK } from '../shared/lib/interactive'
import { renderWithApp } from '../shared/testing/render'
import { LocaleSync } from './locale-sync'
import { readServerStatus } from './server-status'
import { AppRouter } from './router'
import { appAreas } from './areas'
import { PERSONAL_LINKS } from './personal-links'
import { routes } from '../shared/lib/route-table'

/**
 * The trainer's menu as the areas' manifests and the personal links declare it (issue 33:
 * derived, not hand-kept), in Italian, by their order.
 */
const trainerMenu = () =>
  [...appAreas.sidebar.filter((item) => item.roles.includes('trainer') && !item.admin), ...PERSONAL_LINKS]
    .sort((a, b) => a.order - b.order)
    .map((item) => i18n._(item.label))

// The pages ask the API for data; here it answers with empty lists so only routing is under test.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (input: RequestInfo | URL) =>
        new Response(
          JSON.stringify(
            // a logged-in user for the session, an empty feed (a keyset page), empty lists for the pages
            String(input).endsWith('/api/me')
              ? { data: makeUser('trainer', { first_name: 'Giulia' }) }
              : new URL(String(input), 'http://localhost').pathname === '/api/feed'
                ? { data: { posts: [], next_cursor: null } }
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
    const heading = await screen.findByRole('heading', { level: 1, name: 'Corsi' })
    // the page inside the public layout: its main region, under the header's navigation
    expect(screen.getByRole('main').contains(heading)).toBe(true)
    const navigation = screen.getByRole('navigation', { name: 'Principale' })
    expect(within(navigation).getByRole('link', { name: 'Corsi' }).getAttribute('aria-current')).toBe('page')
    await waitFor(() => expect(document.title).toContain('Corsi'))
  })

  it('answers with /it too', async () => {
    const { location } = await renderWithApp(<App />, { path: '/it/trainers' })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Formatori')
    expect(location.history.at(-1)).toBe('/it/trainers')
    // links keep the explicit /it
    const navigation = screen.getByRole('navigation', { name: 'Principale' })
    expect(within(navigation).getByRole('link', { name: 'Corsi' }).getAttribute('href')).toBe('/it/courses')
  })

  it("renders the not-found page in Italian for an unknown path, with 'Torna alla home'", async () => {
    await renderWithApp(<App />, { path: '/x/y/z' })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pagina non trovata: /x/y/z')
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/')
    await waitFor(() => expect(document.title).toContain('Pagina non trovata'))
  })

  it("renders 'Page not found: {path}' in English, without the locale prefix", async () => {
    await renderWithApp(<App />, { path: '/en/x/y/z', locale: 'en' })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found: /x/y/z')
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en')
  })

  it('shows the not-found page for a known route the server answered 404, until the user moves on', async () => {
    const meta = document.createElement('meta')
    meta.name = 'aula-status'
    meta.content = '404'
    document.head.append(meta)
    window.history.replaceState(null, '', '/course/unknown')
    readServerStatus()
    try {
      const { location } = await renderWithApp(<App />, { path: '/course/unknown' })
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
        'Pagina non trovata: /course/unknown',
      )
      location.navigate('/courses')
      expect((await screen.findByRole('heading', { level: 1, name: 'Corsi' })).textContent).toBe('Corsi')
    } finally {
      meta.remove()
      window.history.replaceState(null, '', '/')
      readServerStatus()
    }
  })

  it('switches the language with the /en prefix', async () => {
    await renderWithApp(<App />, { path: '/en/courses' })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Courses')
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    const english = screen.getByRole('link', { name: 'English' })
    expect(english.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('link', { name: 'Italiano' }).getAttribute('href')).toBe('/courses')
    // links keep the locale of the page
    expect(screen.getByRole('link', { name: 'Trainers' }).getAttribute('href')).toBe('/en/trainers')
  })

  it('renders the last area built, search: a topic page with its title', async () => {
    await renderWithApp(<App />, { path: '/search/results/topics/excel' })
    // every route has its page now; the search area's topic page is titled by its topic
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent).toBe('#excel')
    expect(screen.getByRole('heading', { level: 1 }).closest('main')).toBe(screen.getByRole('main'))
  })

  it("renders dashboard routes for a logged-in user with the sidebar and the document title 'La mia home page'", async () => {
    // the session hint (beside the server's HttpOnly token cookie) makes the session restore the
    // user before the guarded page shows
    document.cookie = 'aula_session=1; Path=/'
    await renderWithApp(<App />, { path: '/feed' })
    // the session's chunk and calls download first, then the dashboard's
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent).toBe('Feed')
    const menu = screen.getByRole('navigation', { name: 'Menu personale' })
    await waitFor(() => expect(document.title).toBe('La mia home page'))
    // the header knows the user; the sidebar got their role from the session: the trainer's menu,
    // the entries of the areas' manifests in order, the current page marked
    expect(
      (await screen.findByRole('button', { name: 'Menu utente di Giulia Bianchi' })).getAttribute(
        'aria-expanded',
      ),
    ).toBe('false')
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(trainerMenu()),
    )
    // the manifests give the trainer's menu; a few entries read here keep that list honest
    expect(trainerMenu()).toEqual(
      expect.arrayContaining(['Feed', 'Il mio profilo', 'Crea un corso', 'Impostazioni']),
    )
    expect(within(menu).getByRole('link', { name: 'Feed' }).getAttribute('aria-current')).toBe('page')
    expect(within(menu).getByRole('link', { name: 'Crea un corso' }).getAttribute('href')).toBe(
      '/instructor/course/create',
    )
  })

  it('marks the page interactive once its shell is in, before its data section arrives', async () => {
    await renderWithApp(<App />, { path: '/trainers' })
    await screen.findByRole('heading', { level: 1, name: 'Formatori' })
    expect(performance.getEntriesByName(INTERACTIVE_MARK, 'mark')).toHaveLength(1)
    // the list is the lazily loaded data section: it follows, with the API's (empty) answer
    expect((await screen.findByText('Non ci sono ancora formatori.')).closest('main')).toBe(
      screen.getByRole('main'),
    )
  })

  it('has a title for every route of the table', () => {
    const missing = routes.filter((route) => !appAreas.titles[route.name]).map((route) => route.name)
    expect(missing).toEqual([])
  })
})
