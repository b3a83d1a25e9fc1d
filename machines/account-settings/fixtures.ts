/** What the account page's forms send and the server answers, for the account-settings tests. */
import { makeUser } from '../guards/fixtures'

export { refusals } from '../settings-form/fixtures'

export const details = { first_name: 'Giulia', last_name: 'Verdi', newsletter_accepted: true, locale: 'en' }
/** PUT /api/me/update answers the account as it now is. */
export const updatedUser = makeUser('student', { first_name: 'Giulia', last_name: 'Verdi', locale: 'en' })

export const emailChange = { email: 'nuova@aula.test', current_password: 'Segreta123!' }
/** POST /api/settings/email answers the address the link went to. */
export const emailSent = { email: 'nuova@aula.test' }

export const passwordChange = {
  id: 2,
  body: {
    current_password: 'Segreta123!',
    password: 'Nuovissima456!',
    password_confirmation: 'Nuovissima456!',
  },
}

export const deletion = { current_password: 'Segreta123!' }

export const wrongPassword = 'La password attuale non è corretta.'
