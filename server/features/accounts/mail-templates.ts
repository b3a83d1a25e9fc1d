/**
 * The account e-mails in Italian and English. Each template gives a subject and one list of lines;
 * core's render (server/core/mail/render.ts, re-exported here for the account routes) builds the
 * plain-text body and a small HTML body from the same lines, so the two never say different things.
 */
import type { MailTemplate as Template } from '../../core/mail/render.ts'

export { render } from '../../core/mail/render.ts'

const verification: Template<{ name: string; url: string }> = {
  subject: { it: 'Conferma il tuo indirizzo email', en: 'Confirm your e-mail address' },
  lines: ({ name, url }) => ({
    it: [
      `Ciao ${name},`,
      'per completare la registrazione conferma il tuo indirizzo email aprendo questo link:',
      url,
      'Il link è valido per 24 ore. Se non ti sei registrato tu, ignora questo messaggio.',
    ],
    en: [
      `Hi ${name},`,
      'to complete your registration, confirm your e-mail address by opening this link:',
      url,
      'The link is valid for 24 hours. If you did not sign up, ignore this message.',
    ],
  }),
}

const passwordResetPin: Template<{ name: string; pin: string }> = {
  subject: { it: 'Il PIN per reimpostare la password', en: 'Your password reset PIN' },
  lines: ({ name, pin }) => ({
    it: [
      `Ciao ${name},`,
      'abbiamo ricevuto una richiesta per reimpostare la tua password. Il tuo PIN è:',
      pin,
      'Il PIN è valido per 15 minuti. Se non hai chiesto tu di reimpostare la password, ignora questo messaggio.',
    ],
    en: [
      `Hi ${name},`,
      'we received a request to reset your password. Your PIN is:',
      pin,
      'The PIN is valid for 15 minutes. If you did not ask to reset your password, ignore this message.',
    ],
  }),
}

const oneTimeCode: Template<{ otp: string }> = {
  subject: { it: 'Il tuo codice di verifica', en: 'Your verification code' },
  lines: ({ otp }) => ({
    it: [
      'Il tuo codice di verifica è:',
      otp,
      'Il codice è valido per 10 minuti. Non condividerlo con nessuno.',
    ],
    en: ['Your verification code is:', otp, 'The code is valid for 10 minutes. Do not share it with anyone.'],
  }),
}

const loginCode: Template<{ name: string; otp: string }> = {
  subject: { it: 'Il tuo codice di accesso', en: 'Your login code' },
  lines: ({ name, otp }) => ({
    it: [
      `Ciao ${name},`,
      'qualcuno ha inserito la password giusta del tuo account da un dispositivo che non conosciamo, mentre ' +
        "l'accesso era bloccato per troppi tentativi sbagliati. Per entrare usa questo codice:",
      otp,
      'Il codice è valido per 10 minuti. Se non sei stato tu, cambia subito la password: chi ha provato la conosce.',
    ],
    en: [
      `Hi ${name},`,
      'someone entered the right password of your account on a device we do not know, while logging in was ' +
        'locked after too many wrong attempts. To log in, use this code:',
      otp,
      'The code is valid for 10 minutes. If this was not you, change your password now: whoever tried knows it.',
    ],
  }),
}

const passwordChanged: Template<{ name: string }> = {
  subject: { it: 'La tua password è stata cambiata', en: 'Your password was changed' },
  lines: ({ name }) => ({
    it: [
      `Ciao ${name},`,
      'la password del tuo account Aula è stata appena cambiata e le altre sessioni aperte sono state chiuse.',
      'Se non sei stato tu, reimposta subito la password con "Password dimenticata" e contatta il supporto.',
    ],
    en: [
      `Hi ${name},`,
      'the password of your Aula account was just changed and your other open sessions were ended.',
      'If this was not you, reset your password right away with "Forgot password" and contact support.',
    ],
  }),
}

const emailChange: Template<{ name: string; url: string; email: string }> = {
  subject: { it: 'Conferma il nuovo indirizzo email', en: 'Confirm your new e-mail address' },
  lines: ({ name, url, email }) => ({
    it: [
      `Ciao ${name},`,
      `per usare ${email} come indirizzo del tuo account Aula apri questo link:`,
      url,
      "Il link è valido per 24 ore. Finché non lo apri, l'indirizzo resta quello di prima.",
    ],
    en: [
      `Hi ${name},`,
      `to use ${email} as the address of your Aula account, open this link:`,
      url,
      'The link is valid for 24 hours. Until you open it, the address stays as it was.',
    ],
  }),
}

const emailChangeNotice: Template<{ name: string; email: string }> = {
  subject: { it: 'Richiesta di cambio indirizzo email', en: 'E-mail address change requested' },
  lines: ({ name, email }) => ({
    it: [
      `Ciao ${name},`,
      `è stato chiesto di spostare il tuo account Aula sull'indirizzo ${email}.`,
      'Se non sei stato tu, cambia subito la password e contatta il supporto: senza la conferma dal nuovo indirizzo non cambia nulla.',
    ],
    en: [
      `Hi ${name},`,
      `someone asked to move your Aula account to the address ${email}.`,
      'If this was not you, change your password right away and contact support: nothing changes without the confirmation from the new address.',
    ],
  }),
}

const accountDeletion: Template<{ name: string; date: string }> = {
  subject: { it: 'Il tuo account Aula sarà eliminato', en: 'Your Aula account will be deleted' },
  lines: ({ name, date }) => ({
    it: [
      `Ciao ${name},`,
      `come hai chiesto, il tuo account sarà eliminato il ${date}: nome, email, telefono e profilo saranno cancellati.`,
      'Le fatture e le ricevute dei tuoi acquisti restano conservate come richiede la legge.',
      'Se cambi idea, accedi prima di quella data e il tuo account resterà com’è.',
    ],
    en: [
      `Hi ${name},`,
      `as you asked, your account will be deleted on ${date}: your name, e-mail, phone and profile will be erased.`,
      'The invoices and receipts of your purchases are kept, as the law requires.',
      'If you change your mind, log in before that date and your account stays as it is.',
    ],
  }),
}

export const templates = {
  accountDeletion,
  verification,
  passwordResetPin,
  oneTimeCode,
  loginCode,
  passwordChanged,
  emailChange,
  emailChangeNotice,
}
