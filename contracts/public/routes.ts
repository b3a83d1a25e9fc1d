/** The public area's pages (SPEC.md §2 "Public or open layout"): home and the directories. */
import { defineAreaRoutes } from '../core/routes'

export default defineAreaRoutes('public', [
  { name: 'index', path: '/', layout: 'public' },
  { name: 'students', path: '/students', layout: 'public' },
  { name: 'trainers', path: '/trainers', layout: 'public' },
  { name: 'trainers-all', path: '/trainers/all', layout: 'public' },
  { name: 'hr', path: '/hr', layout: 'public' },
])
