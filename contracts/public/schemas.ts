/**
 * Payloads of the PUBLIC area (no login needed): the home page and the trainer, student and
 * company directories. All JSON is snake_case, as the Laravel-style API of SPEC.md expects.
 */
import * as v from 'valibot'
import { PageQuery, searchText } from '../core/input'
import { Category, CourseSummary } from '../courses'
import { PersonRef } from '../core/person'

export const TrainerSummary = v.object({
  ...PersonRef.entries,
  payoff: v.string(),
  city: v.nullable(v.string()),
  average_reviews: v.number(),
  review_number: v.number(),
  courses_count: v.number(),
  competences: v.array(v.string()),
})
export type TrainerSummary = v.InferOutput<typeof TrainerSummary>

export const StudentSummary = v.object({
  ...PersonRef.entries,
  payoff: v.string(),
  city: v.nullable(v.string()),
  interests: v.array(v.string()),
})
export type StudentSummary = v.InferOutput<typeof StudentSummary>

export const CompanySummary = v.object({
  id: v.number(),
  slug: v.string(),
  ragione_sociale: v.string(),
  city: v.nullable(v.string()),
  payoff: v.string(),
  logo_url: v.nullable(v.string()),
  job_listings_count: v.number(),
})
export type CompanySummary = v.InferOutput<typeof CompanySummary>

export const HomePayload = v.object({
  courses: v.array(CourseSummary),
  trainers: v.array(TrainerSummary),
  categories: v.array(Category),
  stats: v.object({
    courses: v.number(),
    trainers: v.number(),
    students: v.number(),
    job_listings: v.number(),
  }),
})
export type HomePayload = v.InferOutput<typeof HomePayload>

// ---------------------------------------------------------------------------------------------

/** The filters of the public directories (/students, /trainers, /trainers/all), all in the URL. */
export const DirectoryQuery = v.object({
  ...PageQuery.entries,
  /** Matches the name, the payoff and the competences (trainers) or interests (students). */
  q: searchText('q'),
  /** Matches the start of the city, province or region. */
  place: searchText('place'),
})
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuery>
