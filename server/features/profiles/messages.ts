/** The profiles area's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  profileMissing: { it: 'Profilo non trovato.', en: 'Profile not found.' },
  slugTaken: {
    it: 'Questo indirizzo è già usato da un altro profilo: scegline un altro.',
    en: 'This address is already used by another profile: choose another.',
  },
  slugReserved: {
    it: 'Questo indirizzo è riservato a una pagina di Aula: scegline un altro.',
    en: 'This address is reserved for a page of Aula: choose another.',
  },
  hrVisibleStudents: {
    it: 'Solo gli studenti scelgono se farsi trovare dagli HR.',
    en: 'Only students choose whether HR users can find them.',
  },
  sectionFull: {
    it: 'Questa sezione ha già {max} voci: togline una prima di aggiungerne un’altra.',
    en: 'This section already has {max} entries: remove one before adding another.',
  },
  orderMismatch: {
    it: 'Manda ogni voce della sezione una volta sola.',
    en: 'Send every entry of the section exactly once.',
  },
  schoolUnknown: {
    it: 'Questa scuola non è nell’elenco: sceglila di nuovo o scrivine il nome.',
    en: 'This school is not in the list: choose it again or type its name.',
  },
  imageMissing: { it: 'Scegli un’immagine da caricare.', en: 'Choose an image to upload.' },
  imageTooBig: {
    it: 'L’immagine supera i {mb} MB: scegline una più leggera.',
    en: 'The image is over {mb} MB: choose a lighter one.',
  },
  imageType: {
    it: 'Il file non è un’immagine JPEG, PNG o WebP.',
    en: 'The file is not a JPEG, PNG or WebP image.',
  },
  badForm: {
    it: 'Il modulo non si legge: mandalo come multipart/form-data.',
    en: 'The form cannot be read: send it as multipart/form-data.',
  },
  privateTitle: { it: 'Profilo privato', en: 'Private profile' },
  videoType: {
    it: 'Il file non è un video: scegli un file MP4, MOV, WebM o simile.',
    en: 'The file is not a video: choose an MP4, MOV, WebM or similar file.',
  },
  videoTooBig: {
    it: 'Il video supera i {gb} GB: accorcialo o comprimilo prima di caricarlo.',
    en: 'The video is over {gb} GB: shorten or compress it before uploading.',
  },
  videoEmpty: { it: 'Il file è vuoto: scegli un video.', en: 'The file is empty: choose a video.' },
})
