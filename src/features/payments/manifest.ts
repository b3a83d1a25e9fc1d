/**
 * Payments: the purchase flow and the extra features (contracts/payments/routes.ts). The billing
 * information is this area's state: the session loads it on navigation and announces it.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/payments/routes'
import { defineManifest, lazyPage, lazyPart } from '../../shared/lib/manifest'
import { billingInformation } from './billing-information'

const buyPage = lazyPage(() => import('./pages/buy-page'), 'BuyPage')

const steps = {
  'billing-information': { title: msg`Dati di fatturazione`, page: buyPage },
  'payment-methods': { title: msg`Metodo di pagamento`, page: buyPage },
  'order-completed': { title: msg`Ordine completato`, page: buyPage },
}

export default defineManifest(routes, {
  pages: {
    'buy-course-id-billing-information': steps['billing-information'],
    'buy-course-id-payment-methods': steps['payment-methods'],
    'buy-course-id-order-completed': steps['order-completed'],
    'buy-feature-id-billing-information': steps['billing-information'],
    'buy-feature-id-payment-methods': steps['payment-methods'],
    'buy-feature-id-order-completed': steps['order-completed'],
    'extra-features': {
      title: msg`Funzionalità extra`,
      page: lazyPage(() => import('./pages/extra-features-page'), 'ExtraFeaturesPage'),
    },
    'dev-bank-transfers': {
      title: msg`Bonifici da confermare`,
      page: lazyPage(() => import('./pages/bank-transfers-page'), 'BankTransfersPage'),
    },
  },
  sidebar: [{ route: 'extra-features', icon: 'star', roles: ['trainer'], order: 70 }],
  // Issue 36: a renewal that failed is announced on every page, with the way to the fix.
  chrome: { overlay: lazyPart(() => import('./components/renewal-banner'), 'RenewalBanner') },
  session: {
    'session.billingLoaded': ({ billing }) => billingInformation.set(billing),
    'session.loggedOut': () => billingInformation.set(null),
  },
})
