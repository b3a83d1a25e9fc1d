/**
 * /mysettings/account's forms through machines/account-settings (issue 34): a 422 goes under the
 * field of the form it came from (three forms have a "Password attuale") and takes the focus there;
 * a change empties the password form; deleting asks first and a dismissed dialog calls nothing.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../../../machines/guards/fixtures'
import { publishSession } from '../../../session/session-store'
import type { PageProps } from '../../../shared/lib/routing'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { AccountPage } from './account-page'

const props = { title: 'Account', params: {} } as unknown as PageProps
const student = makeUser('student', { email: 'giulia@aula.test' })
const wrong = {
  status: 422,
  body: {
    message: 'La password attuale non è corretta.',
    errors: { current_password: ['La password attuale non è corretta.'] },
  },
}

beforeEach(() => publishSession({ user: student, isLoggedIn: true, isLoading: false }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  publishSession({ user: null, isLoggedIn: false })
})

describe('AccountPage', { timeout: 30_000 }, () => {
  it('puts a wrong password under the password form’s own field, then changes it and empties the form', async () => {
    let answer = wrong
    const api = installFakeApi({ [`PUT /api/password/update/${student.id}`]: () => answer })
    await renderWithApp(<AccountPage {...props} />, { path: '/mysettings/account' })
    const form = within(screen.getByRole('form', { name: 'Cambia password' }))
    fireEvent.input(form.getByLabelText('Password attuale'), { target: { value: 'Sbagliata123!' } })
    fireEvent.input(form.getByLabelText('Nuova password'), { target: { value: 'Nuovissima456!' } })
    fireEvent.input(form.getByLabelText('Ripeti la nuova password'), { target: { value: 'Nuovissima456!' } })
    fireEvent.click(form.getByRole('button', { name: 'Cambia password' }))
    expect(await form.findByText('La password attuale non è corretta.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('Password attuale')))
    // the other forms' fields of the same name say nothing
    const email = within(screen.getByRole('form', { name: 'Cambia indirizzo e-mail' }))
    expect(email.queryByText('La password attuale non è corretta.')).toBeNull()

    answer = { status: 200, body: { data: { id: student.id } } } as never
    fireEvent.input(form.getByLabelText('Password attuale'), { target: { value: 'Segreta123!' } })
    fireEvent.click(form.getByRole('button', { name: 'Cambia password' }))
    expect(await screen.findByText(/Password cambiata/)).toBeTruthy()
    expect((form.getByLabelText('Password attuale') as HTMLInputElement).value).toBe('')
    expect(form.queryByText('La password attuale non è corretta.')).toBeNull()
    expect(api.calls(`PUT /api/password/update/${student.id}`).map((call) => call.body)).toEqual([
      {
        current_password: 'Sbagliata123!',
        password: 'Nuovissima456!',
        password_confirmation: 'Nuovissima456!',
      },
      {
        current_password: 'Segreta123!',
        password: 'Nuovissima456!',
        password_confirmation: 'Nuovissima456!',
      },
    ])
  })

  it('asks before deleting: dismissed, nothing is sent; confirmed with a wrong password, it shows under the field', async () => {
    const api = installFakeApi({ 'POST /api/settings/account/delete': wrong })
    await renderWithApp(<AccountPage {...props} />, { path: '/mysettings/account' })
    const form = within(screen.getByRole('form', { name: "Elimina l'account" }))
    fireEvent.click(form.getByRole('button', { name: 'Elimina il mio account' }))
    expect(form.getByText('Inserisci la password attuale.')).toBeTruthy()

    fireEvent.input(form.getByLabelText('Password attuale'), { target: { value: 'Sbagliata123!' } })
    fireEvent.click(form.getByRole('button', { name: 'Elimina il mio account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls('POST /api/settings/account/delete')).toHaveLength(0)

    fireEvent.click(form.getByRole('button', { name: 'Elimina il mio account' }))
    const again = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' })
    fireEvent.click(within(again).getByRole('button', { name: "Elimina l'account" }))
    expect(await form.findByText('La password attuale non è corretta.')).toBeTruthy()
    expect(api.calls('POST /api/settings/account/delete').map((call) => call.body)).toEqual([
      { current_password: 'Sbagliata123!' },
    ])
  })
})
