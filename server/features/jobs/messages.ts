/** The jobs area's own messages, in both languages (the SPA shows an error's text as it is). */
import { createMessages } from '../../core/http/messages.ts'

export const { say } = createMessages({
  // The CSV's "Stato" column, in the exporter's language (the labels of the HR pages); hired by
  // the person's gender, with a neutral form when the profile does not say.
  status_sent: { it: 'Inviata', en: 'Sent' },
  status_viewed: { it: 'Vista', en: 'Viewed' },
  status_shortlisted: { it: 'In rosa', en: 'Shortlisted' },
  status_rejected: { it: 'Non selezionata', en: 'Not selected' },
  status_hired_female: { it: 'Assunta', en: 'Hired' },
  status_hired_male: { it: 'Assunto', en: 'Hired' },
  status_hired_other: { it: 'Assunzione', en: 'Hired' },
  alreadyApplied: {
    it: 'Hai già inviato la tua candidatura a questa offerta.',
    en: 'You have already applied to this job listing.',
  },
  notOpen: {
    it: 'Questa offerta non accetta più candidature.',
    en: 'This job listing no longer accepts applications.',
  },
  ownListing: {
    it: 'Non puoi candidarti a un’offerta che hai pubblicato tu.',
    en: 'You cannot apply to a job listing you published.',
  },
  cvNotYours: {
    it: 'Il CV scelto non è tra i tuoi: caricalo di nuovo.',
    en: 'The chosen CV is not one of yours: upload it again.',
  },
  cvNotPdf: {
    it: 'Il CV deve essere un PDF.',
    en: 'The CV must be a PDF.',
  },
  badMove: {
    it: 'Una candidatura «{from}» non può passare a «{to}».',
    en: 'An application that is “{from}” cannot move to “{to}”.',
  },
  expiryPast: {
    it: 'La scadenza è già passata: scegli una data futura.',
    en: 'The expiry date has already passed: choose a future date.',
  },
  salaryOrder: {
    it: 'Lo stipendio massimo non può essere minore del minimo.',
    en: 'The highest salary cannot be lower than the lowest.',
  },
  studentHidden: {
    it: 'Questo studente non è visibile alle aziende.',
    en: 'This student is not visible to companies.',
  },
  listingNotPublished: {
    it: 'Puoi invitare solo a una tua offerta pubblicata.',
    en: 'You can only invite to one of your published job listings.',
  },
})
