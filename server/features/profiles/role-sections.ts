/**
 * What the areas a profile's role brings add to its public page (issue 33): a trainer's published
 * courses and their latest reviews (courses), a learner's certificates (learning), an HR user's
 * company and open job listings (jobs). Each area registers its section here when its routes are
 * registered, as media's upload targets are, so profiles imports none of them: they read people
 * through profiles' face, and an import back would close a loop between the areas.
 */
import type {
  ProfileCertificate,
  ProfileCompany,
  ProfileCourse,
  ProfileReview,
} from '../../../contracts/profiles/profile.ts'
import type { Db } from '../../core/db/index.ts'

export interface ProfileRoleSections {
  trainer: {
    /** The trainer's published courses, newest first (at most 24). */
    courses(db: Db, userId: number): Promise<ProfileCourse[]>
    /** The latest reviews of the trainer's published courses (at most 10). */
    reviews(db: Db, userId: number): Promise<ProfileReview[]>
  }
  learner: {
    /** The learner's certificates, newest first (at most 50). */
    certificates(db: Db, userId: number): Promise<ProfileCertificate[]>
  }
  hr: {
    /** The HR user's company with its open job listings, or null without a company. */
    company(db: Db, userId: number): Promise<ProfileCompany | null>
  }
}

const sections: Partial<ProfileRoleSections> = {}

/** Registers an area's section (again is the same as once: every app built in a process shares it). */
export function registerProfileRoleSection<K extends keyof ProfileRoleSections>(
  name: K,
  section: ProfileRoleSections[K],
) {
  sections[name] = section
}

export function profileRoleSection<K extends keyof ProfileRoleSections>(name: K): ProfileRoleSections[K] {
  const section = sections[name]
  if (!section) throw new Error(`no profile section "${name}" is registered (registerProfileRoleSection)`)
  return section as ProfileRoleSections[K]
}
