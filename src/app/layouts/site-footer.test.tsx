import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { makeUser } from '../../../machines/guards/fixtures'
import { publishSession } from '../../session/session-store'
import { renderWithApp } from '../../shared/testing/render'
import { SiteFooter } from './site-footer'

afterEach(() => {
  cleanup()
  publishSession({ user: null, isLoggedIn: false })
})

const accountLinks = () =>
  within(screen.getByRole('navigation', { name: 'Il tuo account' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('SiteFooter', () => {
  it('offers a visitor login and the two sign-ups', async () => {
    await renderWithApp(<SiteFooter />)
    expect(accountLinks()).toEqual([
      ['Accedi', '/login'],
      ['Diventa formatore', '/register/formatore'],
      ['Aula per le aziende', '/register/hr'],
    ])
  })

  it('offers a logged-in user their feed and settings instead of login and sign-up', async () => {
    publishSession({ user: makeUser('student'), isLoggedIn: true, isLoading: false })
    await renderWithApp(<SiteFooter />, { locale: 'en', path: '/en' })
    expect(
      within(screen.getByRole('navigation', { name: 'Your account' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Feed', 'Settings'])
  })
})
