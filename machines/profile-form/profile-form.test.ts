import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { refusals } from '../course-manager/fixtures'
import { profileFormMachine, profileFormView, type SaveProfileFormInput } from './index'

describe('profile form journeys', () => {
  it('opens with the profile’s values, shows the 422 by field, then saves and tells the page', async () => {
    const saves: SaveProfileFormInput[] = []
    let answer: unknown = refusals.fields('social_media.website', 'Indirizzo non valido')
    const actor = createActor(
      profileFormMachine.provide({
        actors: {
          saveProfileForm: fromPromise(async ({ input }) => {
            saves.push(input)
            if (answer) throw answer
            return {}
          }),
        },
      }),
      { input: { target: 'about' } },
    ).start()
    let saved = 0
    actor.on('saved', () => saved++)
    actor.send({ type: 'form.open', values: { bio: '' } })
    actor.send({ type: 'field.set', values: { bio: 'Insegno Excel.' } })
    expect(profileFormView(actor.getSnapshot())).toMatchObject({
      open: true,
      values: { bio: 'Insegno Excel.' },
    })
    actor.send({ type: 'form.submit', body: { bio: 'Insegno Excel.' } })
    expect(profileFormView(actor.getSnapshot()).saving).toBe(true)
    await waitFor(actor, (s) => s.matches('open'))
    expect(profileFormView(actor.getSnapshot())).toMatchObject({
      errors: { 'social_media.website': 'Indirizzo non valido' },
      firstError: 'Indirizzo non valido',
      failed: false,
    })
    answer = refusals.server
    actor.send({ type: 'form.submit', body: { bio: 'Insegno Excel.' } })
    await waitFor(actor, (s) => s.matches('open'))
    expect(profileFormView(actor.getSnapshot())).toMatchObject({ errors: {}, failed: true })
    answer = undefined
    actor.send({ type: 'form.submit', body: { bio: 'Insegno Excel.' } })
    await waitFor(actor, (s) => s.matches('closed'))
    expect(saves).toHaveLength(3)
    expect(saves[2]).toEqual({ target: 'about', body: { bio: 'Insegno Excel.' } })
    expect(saved).toBe(1)
  })
})
