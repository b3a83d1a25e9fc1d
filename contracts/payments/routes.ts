/**
 * Payments (SPEC.md §2 "Purchase flow"): the three steps of buying a course or a feature, and the
 * extra features. Buying needs an account to attach the order to.
 */
import { defineAreaRoutes, GUARDS } from '../core/routes'

const PURCHASE_STEPS = ['billing-information', 'payment-methods', 'order-completed'] as const
const KINDS = ['course', 'feature'] as const

export default defineAreaRoutes('payments', [
  ...KINDS.flatMap((kind) =>
    PURCHASE_STEPS.map((step) => ({
      name: `buy-${kind}-id-${step}` as const,
      path: `/buy/${kind}/{id}/${step}`,
      guards: GUARDS.loggedIn,
      layout: 'default' as const,
    })),
  ),
  { name: 'extra-features', path: '/extra-features', guards: GUARDS.loggedIn, layout: 'dashboard' },
])
