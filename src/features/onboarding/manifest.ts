/**
 * Both onboardings (contracts/onboarding/routes.ts): the student's wizard is built; the general one
 * (trainer, HR) has titles only so far.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/onboarding/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

const studentWizard = lazyPage(() => import('./pages/student-wizard-page'), 'StudentWizardPage')

export default defineManifest(routes, {
  pages: {
    'onboarding-student': { title: msg`Benvenuto in Aula`, page: studentWizard },
    'onboarding-student-index-phone-number': { title: msg`Il tuo numero di telefono`, page: studentWizard },
    'onboarding-student-index-confirm-number': { title: msg`Conferma il numero`, page: studentWizard },
    'onboarding-student-index-identity-confirmed': { title: msg`Identità confermata`, page: studentWizard },
    'onboarding-student-index-interests-select': { title: msg`I tuoi interessi`, page: studentWizard },
    onboarding: { title: msg`Completa il tuo profilo` },
    'onboarding-index-user-details': { title: msg`I tuoi dati` },
    'onboarding-index-billing-information': { title: msg`Dati di fatturazione` },
    'onboarding-index-biography': { title: msg`Biografia` },
    'onboarding-index-documents': { title: msg`Documenti` },
    'onboarding-index-hr-details': { title: msg`Dati dell'azienda` },
    'onboarding-index-hr-social': { title: msg`Social dell'azienda` },
    'onboarding-index-social': { title: msg`I tuoi social` },
    'onboarding-index-interests-select': { title: msg`I tuoi interessi` },
    'onboarding-index-mission': { title: msg`La tua missione` },
    'onboarding-index-skill-select': { title: msg`Le tue competenze` },
    'onboarding-index-subscriptions': { title: msg`Scegli l'abbonamento` },
    'onboarding-index-payment-methods': { title: msg`Metodo di pagamento` },
    'onboarding-index-payment-pending': { title: msg`Pagamento in attesa` },
    'onboarding-index-order-completed': { title: msg`Ordine completato` },
    'onboarding-index-profile-completed': { title: msg`Profilo completato` },
  },
})
