/** The onboarding area's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  phoneTaken: {
    it: 'Questo numero è già verificato su un altro account.',
    en: 'This number is already verified on another account.',
  },
  noCode: {
    it: 'Non hai un codice attivo: chiedine uno nuovo.',
    en: 'You have no active code: ask for a new one.',
  },
  codeExpired: {
    it: 'Il codice è scaduto: chiedine uno nuovo.',
    en: 'The code has expired: ask for a new one.',
  },
  codeLocked: {
    it: 'Hai sbagliato il codice troppe volte: chiedine uno nuovo.',
    en: 'You entered a wrong code too many times: ask for a new one.',
  },
  codeWrong: {
    it: 'Il codice non è corretto. Tentativi rimasti: {left}.',
    en: 'The code is not correct. Attempts left: {left}.',
  },
  resendTooEarly: {
    it: 'Puoi chiedere un nuovo codice tra {seconds, plural, one {# secondo} other {# secondi}}.',
    en: 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  },
  phoneMissing: {
    it: 'Inserisci prima il tuo numero di telefono.',
    en: 'Enter your phone number first.',
  },
  stepNotYours: {
    it: 'Questo passo non fa parte della tua procedura di benvenuto.',
    en: 'This step is not part of your onboarding.',
  },
  stepNeedsData: {
    it: 'Questo passo si completa con la sua procedura (telefono, interessi, documenti o pagamento).',
    en: 'This step is completed through its own procedure (phone, interests, documents or payment).',
  },
  slugTaken: {
    it: 'Questo indirizzo è già in uso: scegline un altro.',
    en: 'This address is already taken: choose another one.',
  },
  slugReserved: {
    it: 'Questo indirizzo è riservato a una pagina di Aula: scegline un altro.',
    en: 'This address is reserved for a page of Aula: choose another one.',
  },
  earlierStepsFirst: {
    it: 'Completa prima i passi precedenti.',
    en: 'Complete the previous steps first.',
  },
  smsCode: {
    it: 'Il tuo codice Aula è {otp}. Scade tra {minutes, plural, one {# minuto} other {# minuti}}.',
    en: 'Your Aula code is {otp}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  },
})
