/**
 * The localized title of every route: the page heading and the document title. A test checks that
 * every route of contracts/routes has one, so a new route cannot ship without its title.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const purchaseSteps = {
  'billing-information': msg`Dati di fatturazione`,
  'payment-methods': msg`Metodo di pagamento`,
  'order-completed': msg`Ordine completato`,
}

export const routeTitles: Record<string, MessageDescriptor> = {
  index: msg`Impara dai migliori formatori`,
  courses: msg`Corsi`,
  'course-slug': msg`Corso`,
  students: msg`Studenti`,
  trainers: msg`Formatori`,
  'trainers-all': msg`Tutti i formatori`,
  hr: msg`Aziende e HR`,
  id: msg`Profilo pubblico`,
  's-id': msg`Profilo pubblico`,
  dev: msg`Strumenti di sviluppo`,

  search: msg`Cerca`,
  'search-results-categories-category': msg`Risultati per categoria`,
  'search-results-companies': msg`Aziende trovate`,
  'search-results-courses': msg`Corsi trovati`,
  'search-results-students': msg`Studenti trovati`,
  'search-results-topics-topic': msg`Risultati per argomento`,
  'search-results-trainers': msg`Formatori trovati`,

  'learn-slug': msg`Lezioni del corso`,
  'learn-slug-id': msg`Lezione`,
  'learn-slug-free-id': msg`Lezione gratuita`,
  myprogress: msg`I miei progressi`,
  mypurchases: msg`I miei acquisti`,
  myproducts: msg`I miei prodotti`,
  myfavorites: msg`I miei preferiti`,

  'buy-course-id-billing-information': purchaseSteps['billing-information'],
  'buy-course-id-payment-methods': purchaseSteps['payment-methods'],
  'buy-course-id-order-completed': purchaseSteps['order-completed'],
  'buy-feature-id-billing-information': purchaseSteps['billing-information'],
  'buy-feature-id-payment-methods': purchaseSteps['payment-methods'],
  'buy-feature-id-order-completed': purchaseSteps['order-completed'],

  feed: msg`Feed`,
  'posts-id': msg`Post`,
  notifications: msg`Notifiche`,
  diary: msg`Diario`,
  dms: msg`Messaggi`,
  'dms-new-id': msg`Nuovo messaggio`,
  'extra-features': msg`Funzionalità extra`,
  referrals: msg`Invita un amico`,
  me: msg`Il mio profilo`,
  'me-s': msg`Il mio profilo pubblico`,
  mysettings: msg`Impostazioni`,
  'mysettings-account': msg`Account`,
  'mysettings-billing': msg`Fatturazione`,
  'mysettings-help': msg`Assistenza`,
  'mysettings-subscription': msg`Abbonamento`,

  joblistings: msg`Offerte di lavoro`,
  'joblistings-id': msg`Offerta di lavoro`,
  'joblistings-manage-id': msg`Gestisci l'offerta di lavoro`,
  'joblistings-manage-create': msg`Nuova offerta di lavoro`,

  'instructor-course-create': msg`Crea un corso`,
  'instructor-course-id': msg`Gestisci il corso`,
  'instructor-course-id-manage-goals': msg`Obiettivi del corso`,
  'instructor-course-id-manage-heading': msg`Intestazione del corso`,
  'instructor-course-id-manage-lessons': msg`Lezioni`,
  'instructor-course-id-manage-materials': msg`Materiali`,
  'instructor-course-id-manage-presentation': msg`Presentazione`,
  'instructor-course-id-manage-price': msg`Prezzo`,
  'instructor-course-id-manage-recipients': msg`Destinatari`,

  login: msg`Accedi`,
  register: msg`Registrati`,
  'register-student': msg`Registrati come studente`,
  'register-formatore': msg`Registrati come formatore`,
  'register-hr': msg`Registrati come HR`,
  'password-forgotten': msg`Password dimenticata`,

  'verify-email-token': msg`Verifica dell'indirizzo email`,
  'verify-email-check-your-email': msg`Controlla la tua email`,

  'onboarding-student': msg`Benvenuto in Aula`,
  'onboarding-student-index-phone-number': msg`Il tuo numero di telefono`,
  'onboarding-student-index-confirm-number': msg`Conferma il numero`,
  'onboarding-student-index-identity-confirmed': msg`Identità confermata`,
  'onboarding-student-index-interests-select': msg`I tuoi interessi`,

  onboarding: msg`Completa il tuo profilo`,
  'onboarding-index-user-details': msg`I tuoi dati`,
  'onboarding-index-billing-information': msg`Dati di fatturazione`,
  'onboarding-index-biography': msg`Biografia`,
  'onboarding-index-documents': msg`Documenti`,
  'onboarding-index-hr-details': msg`Dati dell'azienda`,
  'onboarding-index-hr-social': msg`Social dell'azienda`,
  'onboarding-index-social': msg`I tuoi social`,
  'onboarding-index-interests-select': msg`I tuoi interessi`,
  'onboarding-index-mission': msg`La tua missione`,
  'onboarding-index-skill-select': msg`Le tue competenze`,
  'onboarding-index-subscriptions': msg`Scegli l'abbonamento`,
  'onboarding-index-payment-methods': msg`Metodo di pagamento`,
  'onboarding-index-payment-pending': msg`Pagamento in attesa`,
  'onboarding-index-order-completed': msg`Ordine completato`,
  'onboarding-index-profile-completed': msg`Profilo completato`,
}

export const notFoundTitle = msg`Pagina non trovata`
