/** The media area's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  notMultipart: {
    it: 'Invia il file come modulo multipart/form-data con i campi file e collection.',
    en: 'Send the file as a multipart/form-data form with the fields file and collection.',
  },
  fileMissing: {
    it: 'Scegli un file da caricare.',
    en: 'Choose a file to upload.',
  },
  fileEmpty: {
    it: 'Il file è vuoto.',
    en: 'The file is empty.',
  },
  fileTooBig: {
    it: 'Il file supera il limite di {mb} MB.',
    en: 'The file is larger than {mb} MB.',
  },
  notImage: {
    it: 'Il file deve essere un’immagine JPEG, PNG o WebP.',
    en: 'The file must be a JPEG, PNG or WebP image.',
  },
  badImage: {
    it: 'L’immagine è danneggiata o non si può leggere.',
    en: 'The image is damaged or cannot be read.',
  },
  pdfActive: {
    it: 'Il PDF contiene contenuti attivi ({what}): script, file allegati e comandi non sono ammessi. Stampalo o esportalo di nuovo come PDF semplice e ricaricalo.',
    en: 'The PDF carries active content ({what}): scripts, attached files and commands are not allowed. Print or export it again as a plain PDF and upload it once more.',
  },
  notPdf: {
    it: 'Il file deve essere un PDF.',
    en: 'The file must be a PDF.',
  },
  collectionMissing: {
    it: 'Indica dove caricare il file (avatar, cover, cv, certificates o master).',
    en: 'Say where the file goes (avatar, cover, cv, certificates or master).',
  },
  collectionUnknown: {
    it: 'La raccolta «{name}» non esiste: usa avatar, cover, cv, certificates o master.',
    en: 'There is no “{name}” collection: use avatar, cover, cv, certificates or master.',
  },
  badForm: {
    it: 'Il modulo inviato non è valido: riprova il caricamento.',
    en: 'The form sent is not valid: try the upload again.',
  },
})
