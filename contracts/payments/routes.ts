/**
 * Payments (SPEC.md §2 "Purchase flow"): the three steps of buying a course or a feature, the
 * extra features, and the admins' bank-transfer confirmations. Buying needs an account to attach
 * the order to.
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
  // Admins confirm bank transfers here; SPEC.md names no admin route, so it sits beside /dev.
  { name: 'dev-bank-transfers', path: '/dev/bank-transfers', guards: GUARDS.loggedIn, layout: 'dashboard' },
])
