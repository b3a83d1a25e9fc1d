/**
 * The legal texts the registration form links to (terms of service, privacy notice): open to all,
 * so they are in the sitemap too. An area of their own, so a visitor reading them loads only their
 * texts, not the developer tools' (each area has its own part of the catalog).
 */
import { defineAreaRoutes } from '../core/routes'

export default defineAreaRoutes('legal', [
  { name: 'terms', path: '/terms', layout: 'default' },
  { name: 'privacy', path: '/privacy', layout: 'default' },
])
