/**
 * The server's own messages (those the contracts do not carry), in both languages. They reach
 * people through the SPA, which shows an error's `message` as it is.
 */
import type { Locale } from '../../../contracts/core/constants.ts'

const messages = {
  emailTaken: { it: "L'indirizzo email è già registrato.", en: 'The email has already been taken.' },
  referralInvalid: { it: 'Il codice invito non è valido.', en: 'The referral code is not valid.' },
  invalidCredentials: { it: 'Credenziali errate', en: 'Wrong credentials' },
  accountBlocked: { it: 'Il tuo account è stato bloccato.', en: 'Your account has been blocked.' },
  accountDeactivated: { it: 'Il tuo account è stato disattivato.', en: 'Your account has been deactivated.' },
  tooManyAttempts: {
    it: 'Troppi tentativi. Riprova tra {seconds} secondi.',
    en: 'Too many attempts. Try again in {seconds} seconds.',
  },
  pinSent: {
    it: "Se l'indirizzo è registrato, riceverai un'email con il PIN per reimpostare la password.",
    en: 'If the address is registered, you will receive an e-mail with the PIN to reset your password.',
  },
  pinInvalid: { it: 'Il PIN non è valido o è scaduto.', en: 'The PIN is not valid or has expired.' },
  resetTokenInvalid: {
    it: 'La richiesta di reimpostazione della password non è valida o è scaduta.',
    en: 'The password reset request is not valid or has expired.',
  },
  otpInvalid: {
    it: 'Il codice OTP non è valido o è scaduto.',
    en: 'The OTP code is not valid or has expired.',
  },
  verificationInvalid: {
    it: 'Il link di verifica non è valido o è scaduto.',
    en: 'The verification link is not valid or has expired.',
  },
  socialNoAccount: {
    it: 'Nessun account è collegato a questo profilo: registrati prima.',
    en: 'No account is linked to this profile: register first.',
  },
  socialNoEmail: {
    it: "Il provider non ha condiviso l'indirizzo email.",
    en: 'The provider did not share the e-mail address.',
  },
  socialTokenInvalid: {
    it: "Non è stato possibile verificare l'accesso con il provider.",
    en: 'The sign-in could not be verified with the provider.',
  },
  nulCharacter: {
    it: 'Il campo {field} contiene un carattere non ammesso (NUL).',
    en: 'The {field} field contains a character that is not allowed (NUL).',
  },
  roleParam: {
    it: 'Il ruolo deve essere uno tra: {roles}.',
    en: 'The role must be one of: {roles}.',
  },
  idParam: {
    it: "L'id deve essere un numero intero positivo.",
    en: 'The id must be a positive whole number.',
  },
  outboxTo: {
    it: 'Il campo to non può contenere più di 320 caratteri.',
    en: 'The to field must not be longer than 320 characters.',
  },
  // The summary of a 422 (Laravel's ' (and N more errors)'), after the first problem.
  invalidData: { it: 'I dati inviati non sono validi.', en: 'The given data was invalid.' },
  oneMoreError: { it: ' (e un altro errore)', en: ' (and 1 more error)' },
  moreErrors: { it: ' (e altri {count} errori)', en: ' (and {count} more errors)' },
  bodyNotObject: {
    it: 'Il corpo della richiesta deve essere un oggetto JSON.',
    en: 'The request body must be a JSON object.',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type ServerMessage = keyof typeof messages

/**
 * A valibot message that speaks the `lang` of the parse (parseInput passes the request's locale),
 * for schemas declared once at module level.
 */
export const sayIssue =
  (key: ServerMessage, values: Record<string, string | number> = {}) =>
  (issue: { lang?: string }): string =>
    say(key, issue.lang === 'en' ? 'en' : 'it', values)

export function say(
  key: ServerMessage,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
