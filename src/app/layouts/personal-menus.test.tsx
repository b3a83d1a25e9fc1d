/** Issue 35: the own profile and its network in the user menu and the sidebar for every role; job listings for all. */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { User } from '../../../contracts/accounts/schemas'
import { makeUser } from '../../../machines/guards/fixtures'
import { renderWithApp } from '../../shared/testing/render'
import { sidebarActor } from '../sidebar-actor'
import { PersonalMenu } from './dashboard-sidebar'
import { UserMenu } from './user-menu'

afterEach(() => {
  cleanup()
  sidebarActor.send({ type: 'sidebar.reset' })
})

describe('the personal pages in the menus', () => {
  it('lists "Il mio profilo" and "La mia rete" in the user menu', async () => {
    await renderWithApp(<UserMenu user={makeUser('student') as User} />)
    fireEvent.click(screen.getByRole('button', { name: /Menu utente/ }))
    expect(screen.getByRole('link', { name: 'Il mio profilo' }).getAttribute('href')).toBe('/me')
    expect(screen.getByRole('link', { name: 'La mia rete' }).getAttribute('href')).toBe(
      '/me#my-network-heading',
    )
  })

  it.each(['student', 'trainer', 'hr'] as const)(
    'has the profile, the network and the job listings in the %s sidebar',
    async (role) => {
      sidebarActor.send({ type: 'sidebar.user', roles: [role] })
      await renderWithApp(<PersonalMenu />, { path: '/en/feed' })
      const nav = screen.getByRole('navigation', { name: 'Personal menu' })
      expect(within(nav).getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/en/me')
      expect(within(nav).getByRole('link', { name: 'My network' }).getAttribute('href')).toBe(
        '/en/me#my-network-heading',
      )
      expect(within(nav).getByRole('link', { name: 'Job listings' }).getAttribute('href')).toBe(
        '/en/joblistings',
      )
    },
  )
})
