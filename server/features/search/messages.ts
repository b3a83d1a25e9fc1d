/** The search area's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  tooManySaved: {
    it: 'Hai già {max} ricerche salvate: eliminane una per salvarne un’altra.',
    en: 'You already have {max} saved searches: delete one to save another.',
  },
  categoryUnknown: {
    it: 'Questa categoria non esiste.',
    en: 'This category does not exist.',
  },
  allResults: { it: 'Tutti i risultati', en: 'All results' },
})
