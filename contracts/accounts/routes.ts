/**
 * Accounts (SPEC.md §2 "Authentication", "E-mail verification"). Registration is for visitors only;
 * the link in the verification e-mail may be opened in a browser without a session, so its pages are open.
 */
import { defineAreaRoutes } from '../core/routes'

export default defineAreaRoutes('accounts', [
  { name: 'login', path: '/login', layout: 'empty' },
  { name: 'register', path: '/register', guards: ['not-logged-in'], layout: 'empty' },
  { name: 'register-student', path: '/register/student', guards: ['not-logged-in'], layout: 'empty' },
  { name: 'register-formatore', path: '/register/formatore', guards: ['not-logged-in'], layout: 'empty' },
  { name: 'register-hr', path: '/register/hr', guards: ['not-logged-in'], layout: 'empty' },
  { name: 'password-forgotten', path: '/password-forgotten', layout: 'empty' },
  { name: 'verify-email-token', path: '/verify/email/{token}', layout: 'empty' },
  { name: 'verify-email-check-your-email', path: '/verify/email/check-your-email', layout: 'empty' },
])
