/**
 * Route name -> lazily loaded page. Each page is its own chunk, so a visitor downloads only the
 * page they open. Routes not listed here render PlaceholderPage with their title.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageProps } from '../shared/lib/routing'

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

// Accounts (auth and e-mail verification): never imported by a public page, each its own chunk.
const login = lazy(() =>
  import('../features/accounts/pages/login-page').then((m) => ({ default: m.LoginPage })),
)
const register = lazy(() =>
  import('../features/accounts/pages/register-page').then((m) => ({ default: m.RegisterPage })),
)
const registerRole = (role: 'RegisterStudentPage' | 'RegisterTrainerPage' | 'RegisterHrPage') =>
  lazy(() => import('../features/accounts/pages/register-role-page').then((m) => ({ default: m[role] })))
const passwordForgotten = lazy(() =>
  import('../features/accounts/pages/password-forgotten-page').then((m) => ({
    default: m.PasswordForgottenPage,
  })),
)
const verifyEmail = lazy(() =>
  import('../features/accounts/pages/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
)
const checkYourEmail = lazy(() =>
  import('../features/accounts/pages/check-your-email-page').then((m) => ({ default: m.CheckYourEmailPage })),
)

export const pages: Partial<Record<string, LazyPage>> = {
  index: home,
  courses,
  'course-slug': course,
  trainers,
  'trainers-all': trainers,
  students,
  hr,
  dev,
  login,
  register,
  'register-student': registerRole('RegisterStudentPage'),
  'register-formatore': registerRole('RegisterTrainerPage'),
  'register-hr': registerRole('RegisterHrPage'),
  'password-forgotten': passwordForgotten,
  'verify-email-token': verifyEmail,
  'verify-email-check-your-email': checkYourEmail,
}
