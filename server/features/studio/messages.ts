/** The studio's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  coverMissing: {
    it: 'Scegli un’immagine da caricare.',
    en: 'Choose an image to upload.',
  },
  coverTooBig: {
    it: 'L’immagine supera i {mb} MB: scegline una più leggera.',
    en: 'The image is over {mb} MB: choose a lighter one.',
  },
  coverType: {
    it: 'Il file non è un’immagine JPEG, PNG o WebP.',
    en: 'The file is not a JPEG, PNG or WebP image.',
  },
  couponTaken: {
    it: 'Questo codice esiste già: scegline un altro.',
    en: 'This code already exists: choose another.',
  },
  couponPast: {
    it: 'La data di fine è già passata.',
    en: 'The end date has already passed.',
  },
  tooManyCoupons: {
    it: 'Un corso ha al massimo {max} codici sconto: elimina quelli che non usi.',
    en: 'A course has at most {max} coupon codes: delete those you no longer use.',
  },
  notInReview: {
    it: 'Il corso non è in attesa di revisione.',
    en: 'The course is not waiting for review.',
  },
  incomplete: {
    it: 'Il corso non è ancora completo: {items}.',
    en: 'The course is not complete yet: {items}.',
  },
  goals: { it: 'obiettivi', en: 'goals' },
  heading: { it: 'intestazione (sottotitolo e livello)', en: 'heading (subtitle and level)' },
  lessons: {
    it: 'lezioni (almeno una, ogni video pronto, ogni testo scritto)',
    en: 'lessons (at least one, every video ready, every text written)',
  },
  presentation: { it: 'presentazione (descrizione)', en: 'presentation (description)' },
  price: { it: 'prezzo (anche gratuito)', en: 'price (free included)' },
  recipients: { it: 'destinatari', en: 'recipients' },
  unknownCategory: { it: 'Questa categoria non esiste.', en: 'This category does not exist.' },
  promoNotLower: {
    it: 'Il prezzo in promozione deve essere minore del prezzo.',
    en: 'The promo price must be lower than the price.',
  },
  orderMismatch: {
    it: 'Indica ogni lezione del corso una sola volta.',
    en: 'List every lesson of the course exactly once.',
  },
  materialMissing: {
    it: 'Scegli un file da allegare (campo file).',
    en: 'Choose a file to attach (field file).',
  },
  materialTooBig: {
    it: 'Il file supera il limite di {mb} MB.',
    en: 'The file is larger than {mb} MB.',
  },
  materialType: {
    it: 'Allega un PDF o un documento Word, Excel o PowerPoint (.docx, .xlsx, .pptx).',
    en: 'Attach a PDF or a Word, Excel or PowerPoint document (.docx, .xlsx, .pptx).',
  },
  courseMaterialsFull: {
    it: 'Un corso ha al massimo {max} materiali generali.',
    en: 'A course holds at most {max} course-wide materials.',
  },
  materialsFull: {
    it: 'Una lezione ha al massimo {max} materiali.',
    en: 'A lesson holds at most {max} materials.',
  },
})
