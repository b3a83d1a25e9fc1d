/**
 * Accounts: login, registration, password reset and e-mail verification (contracts/accounts/routes.ts).
 * Never imported by a public page; each page is its own chunk.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/accounts/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

const registerRole = (page: 'RegisterStudentPage' | 'RegisterTrainerPage' | 'RegisterHrPage') =>
  lazyPage(() => import('./pages/register-role-page'), page)

export default defineManifest(routes, {
  pages: {
    login: { title: msg`Accedi`, page: lazyPage(() => import('./pages/login-page'), 'LoginPage') },
    register: {
      title: msg`Registrati`,
      page: lazyPage(() => import('./pages/register-page'), 'RegisterPage'),
    },
    'register-student': { title: msg`Registrati come studente`, page: registerRole('RegisterStudentPage') },
    'register-formatore': {
      title: msg`Registrati come formatore`,
      page: registerRole('RegisterTrainerPage'),
    },
    'register-hr': { title: msg`Registrati come HR`, page: registerRole('RegisterHrPage') },
    'password-forgotten': {
      title: msg`Password dimenticata`,
      page: lazyPage(() => import('./pages/password-forgotten-page'), 'PasswordForgottenPage'),
    },
    'verify-email-token': {
      title: msg`Verifica dell'indirizzo email`,
      page: lazyPage(() => import('./pages/verify-email-page'), 'VerifyEmailPage'),
    },
    'verify-email-check-your-email': {
      title: msg`Controlla la tua email`,
      page: lazyPage(() => import('./pages/check-your-email-page'), 'CheckYourEmailPage'),
    },
  },
})
