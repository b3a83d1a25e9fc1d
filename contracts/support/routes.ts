/** Developer tools (SPEC.md §2 "/dev"): open in development, admins only in production (DESIGN.md §4). */
import { defineAreaRoutes } from '../core/routes'

export default defineAreaRoutes('support', [{ name: 'dev', path: '/dev', layout: 'public' }])
