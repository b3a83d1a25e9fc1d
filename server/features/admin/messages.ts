/** Administration's own messages, in both languages (the admin area shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  userMissing: { it: 'Nessun utente ha questo id.', en: 'No user has this id.' },
  ownAccount: {
    it: 'Non puoi bloccare o disattivare il tuo account.',
    en: 'You cannot block or deactivate your own account.',
  },
  notBlocked: {
    it: 'Questo account non è bloccato.',
    en: 'This account is not blocked.',
  },
  alreadyDeactivated: {
    it: 'Questo account è già disattivato.',
    en: 'This account is already deactivated.',
  },
  reportMissing: {
    it: 'Questa segnalazione non c’è o è già stata gestita.',
    en: 'This report does not exist or was already handled.',
  },
})
