/**
 * A learner's section of their public profile page (profiles/role-sections.ts): their certificates,
 * newest first. Built once per database (core/db/prepared.ts): every visit of a profile reads it.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { ProfileCertificate } from '../../../contracts/profiles/profile.ts'
import type { Db } from '../../core/db/index.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import { courseView } from '../courses/index.ts'
import { certificates } from './tables.ts'

const courses = courseView('courses')

const certificatesOf = preparedQuery((db) =>
  db
    .select({
      code: certificates.code,
      course_title: certificates.course_title,
      course_slug: courses.slug,
      trainer_name: certificates.trainer_name,
      hours: certificates.hours,
      issued_at: certificates.issued_at,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.course_id))
    .where(eq(certificates.user_id, sql.placeholder('userId')))
    .orderBy(desc(certificates.issued_at))
    .limit(50)
    .prepare('profile_certificates'),
)

export async function profileCertificates(db: Db, userId: number): Promise<ProfileCertificate[]> {
  const rows = await certificatesOf(db).execute({ userId })
  return rows.map((row) => ({ ...row, issued_at: row.issued_at.toISOString() }))
}
