import type { PhoneCodeSent } from '../../contracts/onboarding/schemas'
import type { PhoneNumber } from './phone-change.machine'

/** The number the account holds, verified at sign-up. */
export const OLD_NUMBER: PhoneNumber = { phone_code: '0039', phone: '3209876543' }
/** The number the user moves to. */
export const NEW_NUMBER: PhoneNumber = { phone_code: '0039', phone: '3331234567' }

/** The server's answer once a code went to `number`: another may be asked for a minute later. */
export const codeSentTo = (number: PhoneNumber, resendAt = '2026-11-27T10:01:00.000Z'): PhoneCodeSent => ({
  ...number,
  expires_at: '2026-11-27T10:10:00.000Z',
  resend_at: resendAt,
})

export const sent = codeSentTo(NEW_NUMBER)

/** The server's refusals, as the API client raises them. */
export const phoneRefusals = {
  taken: { status: 422, serverMessage: 'Dati non validi', fieldErrors: { phone: ['Numero già usato'] } },
  tooEarly: { status: 429, serverMessage: 'Attendi 40 secondi' },
  wrongCode: { status: 422, fieldErrors: { otp: ['Codice errato: restano 4 tentativi'] } },
}
