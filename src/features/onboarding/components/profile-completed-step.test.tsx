/**
 * profile-completed shows the profile as it is when the step opens: the wizard loaded its progress
 * when it started, and everything saved since (documents, links…) counts in the percentage.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type OnboardingProgress } from '../../../../contracts/onboarding/schemas'
import { FLOW_STEPS } from '../../../../contracts/onboarding/steps'
import { progress } from '../../../../machines/onboarding/fixtures'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { forgetWizard, wizardFor } from '../wizard-actor'
import { ProfileCompletedStep } from './general-steps'

afterEach(() => {
  cleanup()
  forgetWizard()
  vi.unstubAllGlobals()
})

const atLastStep = (completion: number, missing: string[]): OnboardingProgress =>
  progress(
    'trainer',
    ['user-details', 'billing-information', 'biography', 'social', 'interests-select', 'mission'],
    { 'profile-completed': { completion, missing } },
  )

/** The wizard as it was loaded (`then`), and the server's answers when the step asks again. */
async function open(then: OnboardingProgress, now: () => { status?: number; body?: unknown }) {
  let calls = 0
  const api = installFakeApi({
    'GET /api/onboarding': () => (calls++ === 0 ? { body: { data: then } } : now()),
    'PUT /api/onboarding/steps/profile-completed': { body: { data: then } },
  })
  const actor = wizardFor(1, undefined)
  await waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
  const view = await renderWithApp(<ProfileCompletedStep actor={actor} />, {
    path: '/onboarding/profile-completed',
  })
  return Object.assign(api, { actor, location: view.location })
}

describe('ProfileCompletedStep', () => {
  it('asks the server again and shows the percentage and what is missing now', async () => {
    const api = await open(atLastStep(0, ['bio', 'media.avatar', 'media.cover']), () => ({
      body: { data: atLastStep(85, ['media.cover']) },
    }))
    expect(await screen.findByText('Il tuo profilo è completo al 85%.')).toBeTruthy()
    expect(screen.getByText('Immagine di copertina')).toBeTruthy()
    expect(screen.queryByText('Biografia')).toBeNull()
    expect(api.calls('GET /api/onboarding')).toHaveLength(2)
  })

  it.each([
    ['Crea il tuo primo corso', 'instructor-course-create'],
    ['Vai al tuo profilo', 'me'],
  ])('"%s" finishes the wizard first, then leads to %s', async (label, destination) => {
    const last = progress('trainer', FLOW_STEPS.trainer.slice(0, -1), {
      'profile-completed': { completion: 85, missing: [] },
    })
    const api = await open(last, () => ({ body: { data: last } }))
    fireEvent.click(await screen.findByRole('link', { name: label }))
    // The link waits for the wizard: the guard chain would send an unfinished trainer back to step 1.
    expect(api.location.history).toEqual(['/onboarding/profile-completed'])
    await waitFor(() => expect(api.actor.getSnapshot().matches('finished')).toBe(true))
    expect(api.calls('PUT /api/onboarding/steps/profile-completed')).toHaveLength(1)
    expect(api.actor.getSnapshot().context.destination).toBe(destination)
  })

  it('falls back to what the wizard loaded when the server cannot answer', async () => {
    await open(atLastStep(40, ['bio']), () => ({ status: 500, body: { message: 'Server Error' } }))
    expect(await screen.findByText('Il tuo profilo è completo al 40%.')).toBeTruthy()
    expect(screen.getByText('Biografia')).toBeTruthy()
  })
})
