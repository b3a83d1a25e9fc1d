/**
 * The profile as others see it and as its owner edits it (SPEC.md §3 Profile, issue 16).
 */
import * as v from 'valibot'
import { Media } from '../media'
import { Recommendation } from '../network'
import { VideoState } from '../studio'
import {
  Book,
  CaseHistory,
  Client,
  Collaboration,
  Completion,
  Experience,
  LanguageEntry,
  Study,
} from './answers'
import { PROFILE_SECTIONS } from './sections'

export const ProfileReview = v.object({
  id: v.number(),
  rating: v.number(),
  text: v.string(),
  created_at: v.string(),
  course: v.object({ id: v.number(), slug: v.string(), title: v.string() }),
  author: v.object({ full_name: v.string(), avatar_url: v.nullable(v.string()) }),
})
export type ProfileReview = v.InferOutput<typeof ProfileReview>

/** A trainer's published course, as the profile lists it. */
export const ProfileCourse = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  subtitle: v.string(),
  language: v.picklist(['it', 'en']),
  cover_url: v.nullable(v.string()),
  price_cents: v.number(),
  average_reviews: v.number(),
  review_number: v.number(),
  enrolments_count: v.number(),
})
export type ProfileCourse = v.InferOutput<typeof ProfileCourse>

export const ProfileCertificate = v.object({
  code: v.string(),
  course_title: v.string(),
  course_slug: v.string(),
  trainer_name: v.string(),
  hours: v.number(),
  issued_at: v.string(),
})
export type ProfileCertificate = v.InferOutput<typeof ProfileCertificate>

export const ProfileCompany = v.object({
  ragione_sociale: v.string(),
  city: v.nullable(v.string()),
  payoff: v.string(),
  logo_url: v.nullable(v.string()),
  job_listings: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      city: v.nullable(v.string()),
      remote: v.boolean(),
      contract_type: v.string(),
      published_at: v.nullable(v.string()),
    }),
  ),
})
export type ProfileCompany = v.InferOutput<typeof ProfileCompany>

export const SocialMedia = v.record(v.string(), v.string())

export const PublicProfile = v.object({
  id: v.number(),
  user_id: v.number(),
  slug: v.string(),
  role: v.picklist(['trainer', 'student', 'hr', 'admin']),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  nickname: v.nullable(v.string()),
  payoff: v.string(),
  bio: v.string(),
  mission: v.string(),
  presentation: v.string(),
  /** The presentation video once processed (HLS under /media/profiles/{user_id}), null without one or when hidden. */
  presentation_video: v.nullable(
    v.object({
      hls_url: v.string(),
      poster_url: v.nullable(v.string()),
      duration_seconds: v.nullable(v.number()),
    }),
  ),
  city: v.nullable(v.string()),
  region: v.nullable(v.string()),
  avatar_url: v.nullable(v.string()),
  cover_url: v.nullable(v.string()),
  social_media: SocialMedia,
  average_reviews: v.number(),
  review_number: v.number(),
  competences: v.array(v.string()),
  skills: v.array(v.string()),
  interests: v.array(v.string()),
  studies: v.array(Study),
  experiences: v.array(Experience),
  languages: v.array(LanguageEntry),
  books: v.array(Book),
  case_histories: v.array(CaseHistory),
  clients: v.array(Client),
  collaborations: v.array(Collaboration),
  /** SPEC.md §3 media lists shown on the profile (avatar and cover are the URLs above). */
  media: v.object({ certs: v.array(Media), cv: v.array(Media), master: v.array(Media) }),
  /** Trainers: their published courses and the reviews of them. */
  courses: v.array(ProfileCourse),
  reviews: v.array(ProfileReview),
  /** Students: the certificates of the courses they completed. */
  certificates: v.array(ProfileCertificate),
  /** HR users: their company and its open job listings. */
  company: v.nullable(ProfileCompany),
  /** The sections the owner hides from others (others never receive their contents). */
  hidden_sections: v.array(v.picklist(PROFILE_SECTIONS)),
  is_public: v.boolean(),
  /** The caller is the owner (the page offers editing). */
  is_owner: v.boolean(),
})
export type PublicProfile = v.InferOutput<typeof PublicProfile>

/**
 * What GET /api/profile/slug/{slug} adds to the public profile (SPEC.md §3 Profile's network and
 * presence fields), each as the caller may see it: the counts for everyone; the rest only for a
 * logged-in caller other than the owner (a visitor and the owner get false and null), and never
 * kept in an answer shared by several callers.
 */
export const ProfileViewerFields = v.object({
  /** Active accounts following the owner. */
  followers: v.number(),
  /** Active accounts the owner follows. */
  followings: v.number(),
  /** The caller follows the owner. */
  is_following: v.boolean(),
  /** The owner has Aula open right now (a tab connected to their realtime channel). */
  on_line: v.boolean(),
  /** The owner has their conversation with the caller open right now (its presence channel). */
  on_presence: v.boolean(),
  /** What the owner wrote about the caller (accepted or still waiting), as in the network summary. */
  my_recommendation: v.nullable(Recommendation),
  /** What the caller wrote about the owner (accepted or still waiting). */
  sent_recommendation: v.nullable(Recommendation),
})
export type ProfileViewerFields = v.InferOutput<typeof ProfileViewerFields>

/** The profile by its address: the public profile and the fields above. */
export const ProfileBySlug = v.object({ ...PublicProfile.entries, ...ProfileViewerFields.entries })
export type ProfileBySlug = v.InferOutput<typeof ProfileBySlug>

/** The owner's own profile: the public one plus the private fields and the completion. */
export const MyProfile = v.object({
  ...PublicProfile.entries,
  email: v.string(),
  gender: v.nullable(v.string()),
  birth_date: v.nullable(v.string()),
  address: v.nullable(v.string()),
  address_number: v.nullable(v.string()),
  province: v.nullable(v.string()),
  zip: v.nullable(v.string()),
  same_residency: v.boolean(),
  shipping_address: v.nullable(v.string()),
  shipping_address_number: v.nullable(v.string()),
  shipping_city: v.nullable(v.string()),
  shipping_province: v.nullable(v.string()),
  shipping_region: v.nullable(v.string()),
  shipping_zip: v.nullable(v.string()),
  hr_visible: v.boolean(),
  completion: Completion,
  /** The presentation video's upload and processing, as /me's uploader starts from it. */
  presentation_video_state: VideoState,
})
export type MyProfile = v.InferOutput<typeof MyProfile>
