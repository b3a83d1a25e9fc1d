/** The diary area's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  noDiary: {
    it: 'Il diario è una funzione extra: attivala dalla pagina Funzioni extra (/extra-features) per scrivere le tue pagine private.',
    en: 'The diary is an extra feature: turn it on from the Extra features page (/extra-features) to write your private entries.',
  },
  notFound: {
    it: 'Questa pagina del diario non esiste.',
    en: 'This diary entry does not exist.',
  },
})
