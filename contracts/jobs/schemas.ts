/**
 * Payloads of the JOBS area (issue 18, SPEC.md §7 "Job listings: public list, get, apply; owner
 * list, get, delete, new, update"): the listings HR users and trainers publish, the applications
 * to them and the pipeline an application moves through, and the HR student directory. Messages of
 * inputs only the API checks are given in both languages (apiMessage); the forms say the same
 * through Lingui.
 */
import * as v from 'valibot'
import {
  CONTRACT_TYPES,
  JOB_DATE_FILTERS,
  JOB_LIMITS,
  SENIORITIES,
  type ContractType,
  type Seniority,
} from './constants'
import { apiMessage, apiText as text, inputRules, PageQuery, searchText } from '../core/input'
import { ID_MAX } from '../core/constants'

export { CONTRACT_TYPES, JOB_DATE_FILTERS, JOB_LIMITS, SENIORITIES, type ContractType, type Seniority }

const { positiveInteger } = inputRules()

/** A draft only its owner sees; published is public and open to applications; closed is public, refusing them. */
export const LISTING_STATUSES = ['draft', 'published', 'closed'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

/**
 * Where an application stands (SPEC.md §3 Profile job_applications). The owner moves it along
 * APPLICATION_TRANSITIONS (machines/job-application draws the same graph); hired is final.
 */
export const APPLICATION_STATUSES = ['sent', 'viewed', 'shortlisted', 'rejected', 'hired'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  sent: ['viewed', 'shortlisted', 'rejected'],
  viewed: ['shortlisted', 'rejected'],
  shortlisted: ['rejected', 'hired'],
  rejected: ['shortlisted'],
  hired: [],
}
export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus) =>
  APPLICATION_TRANSITIONS[from].includes(to)

/** Who offers the job: the HR user's company, or the person who posted it (a trainer: company null). */
export const JobPoster = v.object({
  id: v.number(),
  name: v.string(),
  /** The company's slug, or the person's profile slug. */
  slug: v.string(),
  kind: v.picklist(['company', 'person']),
})
export type JobPoster = v.InferOutput<typeof JobPoster>

export const JobListingSummary = v.object({
  id: v.number(),
  title: v.string(),
  company: v.object({ id: v.number(), slug: v.string(), ragione_sociale: v.string() }),
  poster: JobPoster,
  city: v.nullable(v.string()),
  contract_type: v.picklist(CONTRACT_TYPES),
  seniority: v.picklist(SENIORITIES),
  remote: v.boolean(),
  salary_min: v.nullable(v.number()),
  salary_max: v.nullable(v.number()),
  description: v.string(),
  published_at: v.string(),
})
export type JobListingSummary = v.InferOutput<typeof JobListingSummary>

/** The caller's own application to a listing, as the applicant sees it. */
export const MyApplication = v.object({
  id: v.number(),
  status: v.picklist(APPLICATION_STATUSES),
  created_at: v.string(),
  updated_at: v.string(),
})
export type MyApplication = v.InferOutput<typeof MyApplication>

export const JobListing = v.object({
  ...JobListingSummary.entries,
  requirements: v.string(),
  status: v.picklist(LISTING_STATUSES),
  expires_at: v.nullable(v.string()),
  /** Open to applications now (published and not expired). */
  open: v.boolean(),
  /** The caller's application, when logged in and applied. */
  my_application: v.nullable(MyApplication),
  /** The caller owns it (shows the link to manage it). */
  mine: v.boolean(),
})
export type JobListing = v.InferOutput<typeof JobListing>

export const ApplicationCv = v.object({ id: v.number(), name: v.string(), url: v.string() })

/** One of the caller's applications, with its listing (the applicant's "job_applications"). */
export const JobApplicationOfMine = v.object({
  ...MyApplication.entries,
  cover_letter: v.string(),
  cv: v.nullable(ApplicationCv),
  job: v.object({
    id: v.number(),
    title: v.string(),
    poster: v.string(),
    status: v.picklist(LISTING_STATUSES),
  }),
})
export type JobApplicationOfMine = v.InferOutput<typeof JobApplicationOfMine>

/** A listing in its owner's list. */
export const ManagedJobListing = v.object({
  ...JobListing.entries,
  /** Applications by state. */
  applications: v.record(v.picklist(APPLICATION_STATUSES), v.number()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type ManagedJobListing = v.InferOutput<typeof ManagedJobListing>

/** An applicant as the listing's owner sees them: the application, the person and the owner's notes. */
export const Applicant = v.object({
  id: v.number(),
  status: v.picklist(APPLICATION_STATUSES),
  cover_letter: v.string(),
  cv: v.nullable(ApplicationCv),
  notes: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  person: v.object({
    id: v.number(),
    slug: v.string(),
    full_name: v.string(),
    email: v.string(),
    avatar_url: v.nullable(v.string()),
    payoff: v.string(),
    city: v.nullable(v.string()),
    competences: v.array(v.string()),
    skills: v.array(v.string()),
    /** From the profile ('female', 'male', 'other'), null when not given: it chooses 'assunta'/'assunto'. */
    gender: v.nullable(v.string()),
  }),
})
export type Applicant = v.InferOutput<typeof Applicant>

/** A student in the HR directory (hr_visible only). */
export const HrStudent = v.object({
  id: v.number(),
  slug: v.string(),
  full_name: v.string(),
  avatar_url: v.nullable(v.string()),
  payoff: v.string(),
  city: v.nullable(v.string()),
  competences: v.array(v.string()),
  skills: v.array(v.string()),
  interests: v.array(v.string()),
  /** Share of the profile filled in, 0–100. */
  completion: v.number(),
  /** How many confirmations of their competences others gave. */
  confirmations: v.number(),
})
export type HrStudent = v.InferOutput<typeof HrStudent>

// ---------------------------------------------------------------------------------------------
// Inputs

const salary = (field: string) =>
  v.nullable(
    v.pipe(
      v.number(apiMessage({ it: `${field} è un numero di euro.`, en: `${field} is a number of euros.` })),
      v.integer(
        apiMessage({
          it: `${field} è un numero intero di euro.`,
          en: `${field} is a whole number of euros.`,
        }),
      ),
      v.minValue(
        0,
        apiMessage({ it: `${field} non può essere negativo.`, en: `${field} cannot be negative.` }),
      ),
      v.maxValue(
        JOB_LIMITS.salaryMax,
        apiMessage({ it: `${field}: al massimo 1.000.000 €.`, en: `${field}: at most €1,000,000.` }),
      ),
    ),
  )

const picklist = <T extends readonly string[]>(options: T, field: string) =>
  v.picklist(
    options,
    apiMessage({
      it: `${field} è uno di: ${options.join(', ')}.`,
      en: `${field} is one of: ${options.join(', ')}.`,
    }),
  )

const dateTime = v.nullable(
  v.pipe(
    v.string(apiMessage({ it: 'Indica una data.', en: 'Give a date.' })),
    v.maxLength(40, apiMessage({ it: 'Indica una data.', en: 'Give a date.' })),
    v.isoTimestamp(
      apiMessage({
        it: 'La scadenza è una data e ora ISO 8601 (2026-12-31T23:59:00Z).',
        en: 'The expiry is an ISO 8601 date and time (2026-12-31T23:59:00Z).',
      }),
    ),
  ),
)

const listingFields = {
  title: text('title', JOB_LIMITS.titleMax, true),
  description: text('description', JOB_LIMITS.descriptionMax, true),
  requirements: v.optional(text('requirements', JOB_LIMITS.requirementsMax, false)),
  city: v.optional(v.nullable(text('city', JOB_LIMITS.cityMax, false))),
  contract_type: picklist(CONTRACT_TYPES, 'contract_type'),
  seniority: picklist(SENIORITIES, 'seniority'),
  remote: v.optional(v.boolean(apiMessage({ it: 'remote è vero o falso.', en: 'remote is true or false.' }))),
  salary_min: v.optional(salary('salary_min')),
  salary_max: v.optional(salary('salary_max')),
  status: v.optional(picklist(LISTING_STATUSES, 'status')),
  expires_at: v.optional(dateTime),
}

interface SalaryRange {
  salary_min?: number | null
  salary_max?: number | null
}
const salaryInOrder = (body: SalaryRange) =>
  body.salary_min == null || body.salary_max == null || body.salary_min <= body.salary_max
const salaryOrderMessage = apiMessage({
  it: 'Lo stipendio massimo non può essere minore del minimo.',
  en: 'The highest salary cannot be lower than the lowest.',
})

export const JobListingBody = v.pipe(
  v.object(listingFields),
  v.forward(
    v.check((body) => salaryInOrder(body), salaryOrderMessage),
    ['salary_max'],
  ),
)
export type JobListingBody = v.InferOutput<typeof JobListingBody>

/** PATCH: only what is sent changes. */
export const JobListingPatch = v.pipe(
  v.object({
    ...listingFields,
    title: v.optional(listingFields.title),
    description: v.optional(listingFields.description),
    contract_type: v.optional(listingFields.contract_type),
    seniority: v.optional(listingFields.seniority),
  }),
  v.forward(
    v.check((body) => salaryInOrder(body), salaryOrderMessage),
    ['salary_max'],
  ),
)
export type JobListingPatch = v.InferOutput<typeof JobListingPatch>

export const ApplyBody = v.object({
  cover_letter: text('cover_letter', JOB_LIMITS.coverLetterMax, false),
  /** A PDF of the caller's CVs (media collection cv); null to apply without one. */
  cv_media_id: v.nullable(
    v.pipe(
      v.number(apiMessage({ it: 'Scegli un CV.', en: 'Choose a CV.' })),
      v.integer(apiMessage({ it: 'Scegli un CV.', en: 'Choose a CV.' })),
      v.minValue(1, apiMessage({ it: 'Scegli un CV.', en: 'Choose a CV.' })),
      v.maxValue(ID_MAX, apiMessage({ it: 'Scegli un CV.', en: 'Choose a CV.' })),
    ),
  ),
})
export type ApplyBody = v.InferOutput<typeof ApplyBody>

export const ApplicationPatch = v.object({
  status: v.optional(picklist(APPLICATION_STATUSES, 'status')),
  notes: v.optional(text('notes', JOB_LIMITS.notesMax, false)),
})
export type ApplicationPatch = v.InferOutput<typeof ApplicationPatch>

export const InviteBody = v.object({
  job_listing_id: v.pipe(
    v.number(apiMessage({ it: 'Scegli un’offerta.', en: 'Choose a job listing.' })),
    v.integer(apiMessage({ it: 'Scegli un’offerta.', en: 'Choose a job listing.' })),
    v.minValue(1, apiMessage({ it: 'Scegli un’offerta.', en: 'Choose a job listing.' })),
    v.maxValue(ID_MAX, apiMessage({ it: 'Scegli un’offerta.', en: 'Choose a job listing.' })),
  ),
})

export const IdParams = v.object({ id: positiveInteger('id', ID_MAX) })

/** GET /api/public/job-listings: every filter is in the URL of /joblistings. */
export const JobListingQuery = v.object({
  ...PageQuery.entries,
  q: searchText('q'),
  place: searchText('place'),
  remote: v.optional(
    v.pipe(
      v.picklist(['0', '1'], apiMessage({ it: 'remote è 0 o 1.', en: 'remote is 0 or 1.' })),
      v.transform((flag) => flag === '1'),
    ),
  ),
  contract_type: v.optional(picklist(CONTRACT_TYPES, 'contract_type')),
  seniority: v.optional(picklist(SENIORITIES, 'seniority')),
  /** Published in the last 1, 7 or 30 days. */
  since: v.optional(v.pipe(picklist(JOB_DATE_FILTERS, 'since'), v.toNumber())),
})
export type JobListingQuery = v.InferOutput<typeof JobListingQuery>

/** Where a student stands, read from their CV: no current job, still studying, graduated. */
export const HR_AVAILABILITY = ['free', 'studying', 'graduated'] as const
export type HrAvailability = (typeof HR_AVAILABILITY)[number]

/** GET /api/hr/students: the HR directory's filters. */
export const HrStudentQuery = v.object({
  ...PageQuery.entries,
  /** Matches competences, skills, interests, payoff, bio and name. */
  q: searchText('q'),
  place: searchText('place'),
  /** Matches a study's degree, field or school. */
  studies: searchText('studies'),
  availability: v.optional(picklist(HR_AVAILABILITY, 'availability')),
})
export type HrStudentQuery = v.InferOutput<typeof HrStudentQuery>
