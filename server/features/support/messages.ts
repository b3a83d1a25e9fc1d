/** The support area's own messages (those the contracts do not carry), in both languages. */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  traceNotYours: {
    it: 'Nessun flusso inviato da te ha questo codice.',
    en: 'No flow you sent has this code.',
  },
})
