import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../shared/testing/fake-api'
import { renderWithApp } from '../shared/testing/render'
import { getSessionState } from '../session/session'
import { AppRouter } from './router'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// A public profile is a page visitors land on: with no token cookie the session is not even loaded.
describe('public-profile routes', () => {
  it.each(['/mario-rossi', '/s/mario-rossi', '/en/mario-rossi'])(
    'render %s for an anonymous visitor without waiting for the session',
    async (path) => {
      const api = installFakeApi({})
      await renderWithApp(<AppRouter />, { path })
      // the profile page itself, in the URL's language (the fake API knows no profile: not found)
      const title = path.startsWith('/en/') ? 'Profile not found' : 'Profilo non trovato'
      expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent).toBe(title)
      expect(getSessionState().active).toBe(false)
      expect(api.calls('GET /api/me')).toHaveLength(0)
    },
  )
})
