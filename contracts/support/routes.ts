/**
 * Developer tools (SPEC.md §2 "/dev"): open in development, admins only in production (DESIGN.md §4).
 * The legal texts the registration form links to (terms of service, privacy notice): open to all,
 * so they are in the sitemap too.
 */
import { defineAreaRoutes } from '../core/routes'

export default defineAreaRoutes('support', [
  { name: 'dev', path: '/dev', layout: 'public' },
  { name: 'terms', path: '/terms', layout: 'default' },
  { name: 'privacy', path: '/privacy', layout: 'default' },
])
