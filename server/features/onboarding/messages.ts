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
    it: 'Puoi chiedere un nuovo codice tra {seconds} secondi.',
    en: 'You can ask for a new code in {seconds} seconds.',
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
    it: 'Questo passo si completa compilando il suo modulo.',
    en: 'This step is completed by filling in its form.',
  },
  smsCode: {
    it: 'Il tuo codice Aula è {otp}. Scade tra {minutes} minuti.',
    en: 'Your Aula code is {otp}. It expires in {minutes} minutes.',
  },
})
