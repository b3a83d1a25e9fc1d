/** Learning (SPEC.md §2 "Learning"): the lesson player is open, the personal lists need a login. */
import { defineAreaRoutes, GUARDS } from '../core/routes'

export default defineAreaRoutes('learning', [
  { name: 'learn-slug', path: '/learn-{slug}', layout: 'default' },
  { name: 'learn-slug-id', path: '/learn-{slug}/{id}', layout: 'default' },
  { name: 'learn-slug-free-id', path: '/learn-{slug}/free/{id}', layout: 'default' },
  { name: 'myprogress', path: '/myprogress', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'mypurchases', path: '/mypurchases', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'myproducts', path: '/myproducts', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'myfavorites', path: '/myfavorites', guards: GUARDS.loggedIn, layout: 'dashboard' },
  // Where a certificate's verification code leads (printed on the PDF): open to anyone.
  { name: 'certificate-code', path: '/certificate/{code}', layout: 'public' },
])
