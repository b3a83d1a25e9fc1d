/**
 * Payloads of the NETWORK area (issue 16; SPEC.md §3 Profile: followers, followings, is_following,
 * my_recommendation, sent_recommendation; §4 partnership actions and the follow and
 * competence-confirm toggles; §7 partnerships (paged), profile follow/network/trending,
 * recommendations, flags/reports, competences toggle-confirm/confirmed).
 *
 * People are addressed by their user id (PersonRef.id), as every other list of people is.
 */
import * as v from 'valibot'
import { apiMessage, createInputSchemas, inputRules, translateInputEn } from '../core/input'
import { perLocale } from '../core/validation/translate'
import { ID_MAX } from '../core/constants'
import { PersonRef } from '../core/person'

export const NETWORK_LIMITS = {
  recommendationMin: 20,
  recommendationMax: 2000,
  reportTextMax: 2000,
  competenceMax: 120,
  suggestions: 12,
  trending: 10,
  confirmersShown: 20,
} as const

/**
 * Where a partnership between the caller and someone else stands, seen from the caller: none (never
 * asked, or ended), asked by the caller and waiting, asked by the other side and waiting for the
 * caller, or accepted.
 */
export const PARTNERSHIP_STANDINGS = ['none', 'pending_sent', 'pending_received', 'accepted'] as const
export type PartnershipStanding = (typeof PARTNERSHIP_STANDINGS)[number]

export const PARTNERSHIP_ACTIONS = ['request', 'accept', 'reject', 'cancel', 'terminate'] as const
export type PartnershipAction = (typeof PARTNERSHIP_ACTIONS)[number]

/** The lists GET /api/partnerships pages through. */
export const PARTNERSHIP_LISTS = ['accepted', 'received', 'sent'] as const
export type PartnershipList = (typeof PARTNERSHIP_LISTS)[number]

export const PartnershipStatus = v.object({
  /** The other person's user id. */
  user_id: v.number(),
  standing: v.picklist(PARTNERSHIP_STANDINGS),
  /** The live partnership's id (null when none). */
  id: v.nullable(v.number()),
  /** ISO 8601 UTC: when it was asked, or accepted (null when none). */
  since: v.nullable(v.string()),
})
export type PartnershipStatus = v.InferOutput<typeof PartnershipStatus>

export const Partnership = v.object({
  id: v.number(),
  standing: v.picklist(PARTNERSHIP_STANDINGS),
  person: PersonRef,
  created_at: v.string(),
  updated_at: v.string(),
})
export type Partnership = v.InferOutput<typeof Partnership>

export const FollowState = v.object({
  user_id: v.number(),
  is_following: v.boolean(),
  followers: v.number(),
  followings: v.number(),
})
export type FollowState = v.InferOutput<typeof FollowState>

export const Recommendation = v.object({
  id: v.number(),
  author: PersonRef,
  recipient: PersonRef,
  text: v.string(),
  /** Null until the recipient accepts it; only accepted ones show on the profile. */
  accepted_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Recommendation = v.InferOutput<typeof Recommendation>

/**
 * GET /api/profile/:id/network: what a profile page shows of someone's network, from where the
 * caller stands (a visitor gets the counts and nulls).
 */
export const NetworkSummary = v.object({
  user_id: v.number(),
  followers: v.number(),
  followings: v.number(),
  partners: v.number(),
  is_following: v.boolean(),
  /** The caller themself: no follow, partnership or recommendation buttons. */
  is_self: v.boolean(),
  partnership: PartnershipStatus,
  /** What this profile's owner wrote about the caller. */
  my_recommendation: v.nullable(Recommendation),
  /** What the caller wrote about this profile's owner (accepted or still waiting). */
  sent_recommendation: v.nullable(Recommendation),
  /** Accepted recommendations this profile received. */
  recommendations_count: v.number(),
})
export type NetworkSummary = v.InferOutput<typeof NetworkSummary>

export const CompetenceConfirmation = v.object({
  competence: v.string(),
  count: v.number(),
  /** Whether the caller confirmed it (false for a visitor). */
  confirmed: v.boolean(),
})
export type CompetenceConfirmation = v.InferOutput<typeof CompetenceConfirmation>

export const CompetenceConfirmers = v.object({
  ...CompetenceConfirmation.entries,
  /** The latest confirmers, at most NETWORK_LIMITS.confirmersShown. */
  confirmers: v.array(PersonRef),
})
export type CompetenceConfirmers = v.InferOutput<typeof CompetenceConfirmers>

export const Suggestion = v.object({
  person: PersonRef,
  role: v.string(),
  payoff: v.string(),
  shared_interests: v.array(v.string()),
  shared_competences: v.array(v.string()),
  /** Partners the caller and this person have in common. */
  mutual_partners: v.number(),
})
export type Suggestion = v.InferOutput<typeof Suggestion>

export const TrendingProfile = v.object({
  person: PersonRef,
  role: v.string(),
  payoff: v.string(),
  followers: v.number(),
  /** New followers in the last 7 days. */
  new_followers: v.number(),
})
export type TrendingProfile = v.InferOutput<typeof TrendingProfile>

export const PROFILE_REPORT_REASONS = ['spam', 'fake', 'inappropriate', 'harassment', 'other'] as const
export type ProfileReportReason = (typeof PROFILE_REPORT_REASONS)[number]

export const ProfileReport = v.object({
  id: v.number(),
  reason: v.picklist(PROFILE_REPORT_REASONS),
  text: v.string(),
  status: v.picklist(['open', 'closed']),
  reporter: PersonRef,
  reported: PersonRef,
  created_at: v.string(),
})
export type ProfileReport = v.InferOutput<typeof ProfileReport>

// ---------------------------------------------------------------------------------------------
// Inputs

const { positiveInteger } = inputRules()

export const UserIdParams = v.object({ id: positiveInteger('id', ID_MAX) })

export const CompetenceParams = v.object({
  id: positiveInteger('id', ID_MAX),
  competence: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, apiMessage({ it: 'Indica la competenza.', en: 'Name the competence.' })),
    v.maxLength(
      NETWORK_LIMITS.competenceMax,
      apiMessage(
        {
          it: 'Una competenza ha al massimo {max} caratteri.',
          en: 'A competence has at most {max} characters.',
        },
        { max: NETWORK_LIMITS.competenceMax },
      ),
    ),
  ),
})

const recommendationText = v.pipe(
  v.string(apiMessage({ it: 'La raccomandazione è un testo.', en: 'The recommendation is a text.' })),
  v.trim(),
  v.minLength(
    NETWORK_LIMITS.recommendationMin,
    apiMessage(
      {
        it: 'Scrivi almeno {min} caratteri: racconta come avete lavorato insieme.',
        en: 'Write at least {min} characters: say how you worked together.',
      },
      { min: NETWORK_LIMITS.recommendationMin },
    ),
  ),
  v.maxLength(
    NETWORK_LIMITS.recommendationMax,
    apiMessage(
      { it: 'Al massimo {max} caratteri.', en: 'At most {max} characters.' },
      { max: NETWORK_LIMITS.recommendationMax },
    ),
  ),
)

export const RecommendationBody = v.object({ text: recommendationText })
export type RecommendationBody = v.InferOutput<typeof RecommendationBody>

export const ReportBody = v.object({
  reason: v.picklist(
    PROFILE_REPORT_REASONS,
    apiMessage({
      it: 'Scegli il motivo della segnalazione.',
      en: 'Choose the reason for the report.',
    }),
  ),
  text: v.optional(
    v.pipe(
      v.string(apiMessage({ it: 'La descrizione è un testo.', en: 'The description is a text.' })),
      v.trim(),
      v.maxLength(
        NETWORK_LIMITS.reportTextMax,
        apiMessage(
          { it: 'Al massimo {max} caratteri.', en: 'At most {max} characters.' },
          { max: NETWORK_LIMITS.reportTextMax },
        ),
      ),
    ),
    '',
  ),
})
export type ReportBody = v.InferOutput<typeof ReportBody>

/** The query of GET /api/partnerships: which list, and the page. */
export const networkInputSchemasFor = perLocale((t) => {
  const { PageQuery } = createInputSchemas(t)
  return {
    PageQuery,
    PartnershipListQuery: v.object({
      ...PageQuery.entries,
      state: v.optional(
        v.picklist(
          PARTNERSHIP_LISTS,
          apiMessage({
            it: 'state è accepted, received o sent.',
            en: 'state is accepted, received or sent.',
          }),
        ),
        'accepted',
      ),
    }),
    RecommendationListQuery: v.object({
      ...PageQuery.entries,
      state: v.optional(
        v.picklist(
          ['pending', 'accepted'],
          apiMessage({ it: 'state è pending o accepted.', en: 'state is pending or accepted.' }),
        ),
        'pending',
      ),
    }),
  }
}, translateInputEn)
