/** The instructor's studio (SPEC.md §2 "Instructor"): course creation and management need a completed profile. */
import { defineAreaRoutes, GUARDS } from '../core/routes'

const MANAGE = ['goals', 'heading', 'lessons', 'materials', 'presentation', 'price', 'recipients'] as const

export default defineAreaRoutes('studio', [
  {
    name: 'instructor-course-create',
    path: '/instructor/course/create',
    guards: GUARDS.withProfile,
    layout: 'dashboard',
  },
  {
    name: 'instructor-course-id',
    path: '/instructor/course/{id}',
    guards: GUARDS.withProfile,
    layout: 'dashboard',
  },
  // the admins' review queue (the page itself tells anyone else it is not theirs; the API refuses them)
  {
    name: 'dev-course-reviews',
    path: '/dev/course-reviews',
    guards: GUARDS.loggedIn,
    layout: 'dashboard',
  },
  ...MANAGE.map((child) => ({
    name: `instructor-course-id-manage-${child}` as const,
    path: `/instructor/course/{id}/manage/${child}`,
    guards: GUARDS.withProfile,
    layout: 'dashboard' as const,
  })),
])
