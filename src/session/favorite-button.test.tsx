/**
 * A course's heart (machines/toggle through favorites.ts): a save shows on every heart of the
 * course, a refusal puts the heart back and says so (issue 34: the heart's flow is a machine's).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../machines/guards/fixtures'
import { flowRecorder } from '../shared/lib/flow-recorder'
import { installFakeApi } from '../shared/testing/fake-api'
import { renderWithApp } from '../shared/testing/render'
import { FavoriteButton } from './favorite-button'
import { publishSession } from './session-store'

afterEach(() => {
  cleanup()
  flowRecorder.clear()
  vi.unstubAllGlobals()
  publishSession({ user: null, isLoggedIn: false })
})

const hearts = () => screen.getAllByRole('button', { name: /Excel avanzato/ })

describe('FavoriteButton', () => {
  it('a saved favourite presses every heart of the course; a refusal puts it back with a message', async () => {
    publishSession({ user: { ...makeUser('student'), id: 4242 }, isLoggedIn: true, isLoading: false })
    let refuse = false
    const api = installFakeApi({
      'GET /api/favorites/course-ids': { body: { data: [] } },
      'PUT /api/courses/7/favorite': ({ body }) =>
        refuse
          ? { status: 503, body: { message: 'Servizio non disponibile.' } }
          : { body: { data: { favorite: (body as { favorite: boolean }).favorite } } },
    })
    await renderWithApp(
      <>
        <FavoriteButton courseId={7} title="Excel avanzato" />
        <FavoriteButton compact courseId={7} title="Excel avanzato" />
      </>,
    )
    await waitFor(() => expect(api.calls('GET /api/favorites/course-ids')).toHaveLength(1))
    expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'false'])

    fireEvent.click(hearts()[0])
    await waitFor(() =>
      expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['true', 'true']),
    )
    expect(api.calls('PUT /api/courses/7/favorite').map((call) => call.body)).toEqual([{ favorite: true }])

    refuse = true
    fireEvent.click(hearts()[1])
    await screen.findAllByText('Non è stato possibile aggiornare i preferiti. Riprova.')
    expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['true', 'true'])
    // the flow is the toggle machine's, in the trace support replays: saved, then rolled back
    const toggles = flowRecorder.steps().filter((step) => step.machine === 'toggle')
    expect(toggles.map((step) => [step.event.type, step.value])).toEqual(
      expect.arrayContaining([
        ['toggle.set', 'saving'],
        ['xstate.done.actor.apply', 'idle'],
        ['xstate.error.actor.apply', 'idle'],
      ]),
    )
  })
})
