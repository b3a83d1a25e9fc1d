/** The support area's own messages (those the contracts do not carry), in both languages. */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  traceNotYours: {
    it: 'Nessun flusso inviato da te ha questo codice.',
    en: 'No flow you sent has this code.',
  },
  attachmentsTooMany: {
    it: 'Puoi allegare al massimo {max} file.',
    en: 'You can attach at most {max} files.',
  },
  attachmentTooBig: {
    it: 'Il file «{name}» supera {mb} MB.',
    en: 'The file “{name}” is over {mb} MB.',
  },
  attachmentType: {
    it: 'Il file «{name}» non è un’immagine JPEG, PNG o WebP né un PDF.',
    en: 'The file “{name}” is not a JPEG, PNG or WebP image nor a PDF.',
  },
  attachmentEmpty: {
    it: 'Il file «{name}» è vuoto.',
    en: 'The file “{name}” is empty.',
  },
  formUnreadable: {
    it: 'Il modulo inviato non è leggibile: riprova.',
    en: 'The form sent could not be read: please try again.',
  },
})
