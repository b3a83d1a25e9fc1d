import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { deletion, details, emailChange, emailSent, refusals, updatedUser, wrongPassword } from './fixtures'
import { accountFormInput, accountSettingsMachine, accountSettingsView, type AccountForm } from './index'

function start(form: AccountForm, answer: (body: unknown) => Promise<unknown>) {
  const bodies: unknown[] = []
  const saved: unknown[] = []
  const invalid: (string | null)[] = []
  const actor = createActor(
    accountSettingsMachine.provide({
      actors: { submit: fromPromise<unknown, unknown>(({ input }) => (bodies.push(input), answer(input))) },
    }),
    { input: accountFormInput(form) },
  ).start()
  actor.on('saved', (event) => saved.push(event.output))
  actor.on('invalid', (event) => invalid.push(event.field))
  const view = () => accountSettingsView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, bodies, saved, invalid, view, settled }
}

describe('account settings journeys', () => {
  it('saves the personal data, says so and hands the page the account as it now is', async () => {
    const form = start('details', async () => updatedUser)
    form.actor.send({ type: 'form.submit', body: details })
    expect(form.view()).toMatchObject({ phase: 'submitting', busy: true, saved: null })
    await form.settled()
    expect(form.bodies).toEqual([details])
    expect(form.saved).toEqual([updatedUser])
    expect(form.view()).toMatchObject({ phase: 'saved', busy: false, saved: updatedUser, alert: null })
  })

  it('sends the link to the new address and names it; another field’s 422 is the form’s alert', async () => {
    let answer: () => Promise<unknown> = () => Promise.reject(refusals.fields('token', 'Link già usato.'))
    const form = start('email', () => answer())
    form.actor.send({ type: 'form.submit', body: emailChange })
    await form.settled()
    expect(form.view()).toMatchObject({
      phase: 'invalid',
      errors: {},
      alert: { kind: 'refused', message: 'Link già usato.' },
    })
    expect(form.invalid).toEqual([null])
    answer = async () => emailSent
    form.actor.send({ type: 'form.submit', body: emailChange })
    await form.settled()
    expect(form.view()).toMatchObject({ phase: 'saved', sentTo: 'nuova@aula.test', alert: null })
  })

  it('asks before deleting: cancelled calls nothing; a wrong password goes under its field until edited', async () => {
    let answer: () => Promise<unknown> = () =>
      Promise.reject(refusals.fields('current_password', wrongPassword))
    const form = start('deletion', () => answer())
    form.actor.send({ type: 'form.submit', body: deletion })
    expect(form.view()).toMatchObject({ phase: 'confirming', confirming: true, busy: false })
    form.actor.send({ type: 'form.cancel' })
    expect(form.view().phase).toBe('editing')
    expect(form.bodies).toEqual([])

    form.actor.send({ type: 'form.submit', body: deletion })
    form.actor.send({ type: 'form.confirm' })
    await form.settled()
    expect(form.view()).toMatchObject({ phase: 'invalid', errors: { current_password: wrongPassword } })
    expect(form.invalid).toEqual(['current_password'])
    form.actor.send({ type: 'form.edit', field: 'current_password' })
    expect(form.view().errors).toEqual({})

    answer = () => Promise.reject(refusals.server)
    form.actor.send({ type: 'form.submit', body: deletion })
    form.actor.send({ type: 'form.confirm' })
    await form.settled()
    expect(form.view()).toMatchObject({
      phase: 'failed',
      alert: { kind: 'failed', failure: { status: 503 } },
    })
    answer = async () => ({ ok: true })
    form.actor.send({ type: 'form.submit', body: deletion })
    form.actor.send({ type: 'form.confirm' })
    await form.settled()
    expect(form.saved).toEqual([{ ok: true }])
    expect(form.bodies).toEqual([deletion, deletion, deletion])
  })

  it("keeps the page's own messages without a call, and a reset leaves nothing behind", async () => {
    const form = start('password', async () => ({}))
    form.actor.send({ type: 'form.invalid', errors: { current_password: 'Inserisci la password attuale.' } })
    expect(form.view()).toMatchObject({ phase: 'invalid', alert: null })
    expect(form.bodies).toEqual([])
    form.actor.send({ type: 'form.reset' })
    expect(form.view()).toMatchObject({ phase: 'editing', errors: {}, saved: null })
  })
})
