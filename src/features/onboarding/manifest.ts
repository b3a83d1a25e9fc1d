/**
 * Both onboardings (contracts/onboarding/routes.ts): the student's wizard and the general one
 * (trainer, HR); every step of a wizard is the same page, which shows the step of its route.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/onboarding/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

const studentWizard = lazyPage(() => import('./pages/student-wizard-page'), 'StudentWizardPage')
const generalWizard = lazyPage(() => import('./pages/general-wizard-page'), 'GeneralWizardPage')

export default defineManifest(routes, {
  pages: {
    'onboarding-student': { title: msg`Benvenuto in Aula`, page: studentWizard },
    'onboarding-student-index-phone-number': { title: msg`Il tuo numero di telefono`, page: studentWizard },
    'onboarding-student-index-confirm-number': { title: msg`Conferma il numero`, page: studentWizard },
    'onboarding-student-index-identity-confirmed': { title: msg`Identità confermata`, page: studentWizard },
    'onboarding-student-index-interests-select': { title: msg`I tuoi interessi`, page: studentWizard },
    onboarding: { title: msg`Completa il tuo profilo`, page: generalWizard },
    'onboarding-index-user-details': { title: msg`I tuoi dati`, page: generalWizard },
    'onboarding-index-billing-information': { title: msg`Dati di fatturazione`, page: generalWizard },
    'onboarding-index-biography': { title: msg`Biografia`, page: generalWizard },
    'onboarding-index-documents': { title: msg`Documenti`, page: generalWizard },
    'onboarding-index-hr-details': { title: msg`Dati dell'azienda`, page: generalWizard },
    'onboarding-index-hr-social': { title: msg`Social dell'azienda`, page: generalWizard },
    'onboarding-index-social': { title: msg`I tuoi social`, page: generalWizard },
    'onboarding-index-interests-select': { title: msg`I tuoi interessi`, page: generalWizard },
    'onboarding-index-mission': { title: msg`La tua missione`, page: generalWizard },
    'onboarding-index-skill-select': { title: msg`Le tue competenze`, page: generalWizard },
    'onboarding-index-subscriptions': { title: msg`Scegli l'abbonamento`, page: generalWizard },
    'onboarding-index-payment-methods': { title: msg`Metodo di pagamento`, page: generalWizard },
    'onboarding-index-payment-pending': { title: msg`Pagamento in attesa`, page: generalWizard },
    'onboarding-index-order-completed': { title: msg`Ordine completato`, page: generalWizard },
    'onboarding-index-profile-completed': { title: msg`Profilo completato`, page: generalWizard },
  },
})
