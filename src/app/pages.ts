/**
 * Route name -> lazily loaded page. Each page is its own chunk, so a visitor downloads only the
 * page they open. Routes not listed here render PlaceholderPage with their title.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageProps } from '../lib/routing'

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>

const home = lazy(() => import('../features/public/pages/home-page').then((m) => ({ default: m.HomePage })))
const courses = lazy(() =>
  import('../features/courses/pages/courses-page').then((m) => ({ default: m.CoursesPage })),
)
const course = lazy(() =>
  import('../features/courses/pages/course-page').then((m) => ({ default: m.CoursePage })),
)
const trainers = lazy(() =>
  import('../features/public/pages/trainers-page').then((m) => ({ default: m.TrainersPage })),
)
const students = lazy(() =>
  import('../features/public/pages/students-page').then((m) => ({ default: m.StudentsPage })),
)
const hr = lazy(() => import('../features/public/pages/hr-page').then((m) => ({ default: m.HrPage })))
const dev = lazy(() => import('../features/public/pages/dev-page').then((m) => ({ default: m.DevPage })))

export const pages: Partial<Record<string, LazyPage>> = {
  index: home,
  courses,
  'course-slug': course,
  trainers,
  'trainers-all': trainers,
  students,
  hr,
  dev,
}
