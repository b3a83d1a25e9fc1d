/**
 * /verify/email/check-your-email tells the truth in the tab too: once the address is verified the
 * document title says so, not only the heading (issue 9, item 19). The real session actor runs,
 * against a fake server at the fetch boundary.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../../contracts/accounts/schemas'
import { makeUser } from '../../../../machines/guards/fixtures'
import { registerSessionRouter } from '../../../session/session'
import { authenticateWithSession, startSession, updateSessionUser } from '../../../session/session-actor'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { usePageTitle } from '../../../shared/lib/page-title'
import type { PageProps } from '../../../shared/lib/routing'
import type { ReactNode } from 'react'
import { CheckYourEmailPage } from './check-your-email-page'

const PATH = '/verify/email/check-your-email'
const ROUTE_TITLE = 'Controlla la tua email'
const props = { title: ROUTE_TITLE, params: {} } as unknown as PageProps

afterEach(() => {
  cleanup()
  startSession().send({ type: 'session.forceLogout' })
  vi.unstubAllGlobals()
})

/** What every layout does with the route's title (src/app/layouts, which a feature may not import). */
function Layout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title)
  return children
}

/** The page in a layout, as the router shows it, for `user` logged in. */
async function openAs(
  user: User,
  resend: { status: number; body: unknown } = { status: 204, body: undefined },
) {
  installFakeApi({
    'GET /api/profile/me': { status: 404, body: { message: 'Profile not found.' } },
    'POST /api/logout': { status: 204 },
    'POST /api/email/send-verification': resend,
  })
  const view = await renderWithApp(
    <Layout title={ROUTE_TITLE}>
      <CheckYourEmailPage {...props} />
    </Layout>,
    { path: PATH },
  )
  registerSessionRouter({
    path: () => view.location.history.at(-1) ?? PATH,
    navigate: view.location.navigate,
  })
  act(() => {
    authenticateWithSession({ token: 'tok-check', user })
  })
  await waitFor(() => expect(startSession().getSnapshot().matches('authenticated')).toBe(true))
}

const unverified = makeUser('student', { email_verified: false, email_verified_at: null })

describe('CheckYourEmailPage document title', () => {
  it('asks to check the mailbox while the address waits, and says verified once it is', async () => {
    await openAs(unverified)
    await screen.findByRole('heading', { level: 1, name: ROUTE_TITLE })
    expect(document.title).toBe('Controlla la tua email · Aula')

    act(() =>
      updateSessionUser({ ...unverified, email_verified: true, email_verified_at: new Date().toISOString() }),
    )
    await screen.findByRole('heading', { level: 1, name: 'Indirizzo email verificato' })
    await waitFor(() => expect(document.title).toBe('Indirizzo email verificato · Aula'))
  })

  it('says verified from the first render for an address verified elsewhere', async () => {
    await openAs(makeUser('student'))
    await screen.findByRole('heading', { level: 1, name: 'Indirizzo email verificato' })
    await waitFor(() => expect(document.title).toBe('Indirizzo email verificato · Aula'))
  })

  it('sends the link again through machines/request, and says to wait after a 429', async () => {
    await openAs(unverified, { status: 200, body: { data: { sent: true, email_verified: false } } })
    const button = await screen.findByRole('button', { name: "Invia di nuovo l'email" })
    fireEvent.click(button)
    await screen.findByText('Email di verifica inviata di nuovo. Controlla la tua casella.')
    cleanup()
    await openAs(unverified, { status: 429, body: { message: 'Too Many Attempts.' } })
    fireEvent.click(await screen.findByRole('button', { name: "Invia di nuovo l'email" }))
    await screen.findByText('Hai già chiesto più email di recente. Riprova tra qualche minuto.')
  })
})
