/**
 * The accounts area's own messages (those the contracts do not carry), in both languages. They
 * reach people through the SPA, which shows an error's `message` as it is. Generic texts (422
 * summaries, 429, the input guard) are the core's (server/core/http/messages.ts); a text the
 * contracts already hold is taken from there, so no English sentence exists twice.
 */
import { authMessagesEn, LOGIN_ERROR_401 } from '../../../contracts/accounts/schemas.ts'
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  emailTaken: { it: "L'indirizzo email è già registrato.", en: 'The email has already been taken.' },
  referralInvalid: { it: 'Il codice invito non è valido.', en: 'The referral code is not valid.' },
  invalidCredentials: { it: LOGIN_ERROR_401.message, en: authMessagesEn['auth.login.invalidCredentials'] },
  accountBlocked: { it: 'Il tuo account è stato bloccato.', en: 'Your account has been blocked.' },
  accountDeactivated: { it: 'Il tuo account è stato disattivato.', en: 'Your account has been deactivated.' },
  pinSent: {
    it: "Se l'indirizzo è registrato, riceverai un'email con il PIN per reimpostare la password.",
    en: 'If the address is registered, you will receive an e-mail with the PIN to reset your password.',
  },
  loginCodeInvalid: {
    it: 'Il codice non è valido o è scaduto: accedi di nuovo per riceverne un altro.',
    en: 'The code is not valid or has expired: log in again to get another one.',
  },
  pinInvalid: { it: 'Il PIN non è valido o è scaduto.', en: 'The PIN is not valid or has expired.' },
  resetTokenInvalid: {
    it: 'La richiesta di reimpostazione della password non è valida o è scaduta.',
    en: 'The password reset request is not valid or has expired.',
  },
  passwordIsEmail: {
    it: 'La password non può essere uguale al tuo indirizzo email.',
    en: 'The password cannot be the same as your e-mail address.',
  },
  passwordTooCommon: {
    it: 'Questa password è tra le più usate e facili da indovinare: scegline una diversa.',
    en: 'This password is among the most common and easiest to guess: choose a different one.',
  },
  emailUnchanged: {
    it: "Questo è già l'indirizzo del tuo account.",
    en: 'This is already the address of your account.',
  },
  currentPasswordRequired: {
    it: 'Inserisci la password attuale.',
    en: 'Enter your current password.',
  },
  currentPasswordWrong: {
    it: 'La password attuale non è corretta.',
    en: 'The current password is not correct.',
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
  socialLinkUnverified: {
    it: "Esiste già un account con questo indirizzo email, ma l'indirizzo non è stato verificato: accedi con la password e verifica l'email, poi potrai usare anche questo accesso.",
    en: 'An account with this e-mail address already exists, but the address has not been verified: log in with your password and verify the e-mail, then you can use this sign-in too.',
  },
  socialNoEmail: {
    it: "Il provider non ha condiviso l'indirizzo email.",
    en: 'The provider did not share the e-mail address.',
  },
  socialTokenInvalid: {
    it: "Non è stato possibile verificare l'accesso con il provider.",
    en: 'The sign-in could not be verified with the provider.',
  },
})
