/**
 * The NETWORK area's calls (issue 16): follow and unfollow, partnerships by the other person's user
 * id (request, accept, reject, cancel, terminate) and their paged lists, recommendations between
 * partners (the recipient accepts before one shows), confirmations of someone's competences,
 * suggestions of people to know, trending profiles, and reports on a profile for the admins.
 */
import * as v from 'valibot'
import { data, endpoint, paginated, schemaOf } from '../core/endpoint'
import { PersonRef } from '../core/person'
import {
  CompetenceConfirmation,
  CompetenceConfirmers,
  CompetenceParams,
  FollowState,
  NetworkSummary,
  Partnership,
  PartnershipStatus,
  ProfileReport,
  Recommendation,
  RecommendationBody,
  ReportBody,
  Suggestion,
  TrendingProfile,
  UserIdParams,
  networkInputSchemasFor,
} from './schemas'

const tag = 'network'
const pageQuery = schemaOf(networkInputSchemasFor, 'PageQuery')

// --- Follow --------------------------------------------------------------------------------

export const getNetworkSummary = endpoint({
  method: 'GET',
  path: '/api/profile/:id/network',
  auth: 'public',
  tag,
  summary:
    "Someone's followers, followings and partners counts, and where the caller stands: is_following, the partnership, my_recommendation, sent_recommendation",
  params: UserIdParams,
  response: data(NetworkSummary),
  errors: [404],
})

export const followUser = endpoint({
  method: 'POST',
  path: '/api/profile/:id/follow',
  auth: 'user',
  tag,
  summary: 'Follows someone (again is no change); they are notified the first time',
  params: UserIdParams,
  response: data(FollowState),
  errors: [403, 404],
})

export const unfollowUser = endpoint({
  method: 'DELETE',
  path: '/api/profile/:id/follow',
  auth: 'user',
  tag,
  summary: 'Stops following someone (not following is no change)',
  params: UserIdParams,
  response: data(FollowState),
  errors: [403, 404],
})

export const listFollowers = endpoint({
  method: 'GET',
  path: '/api/profile/:id/followers',
  auth: 'user',
  tag,
  summary: 'Who follows someone, the latest first (blocked accounts left out)',
  params: UserIdParams,
  query: pageQuery,
  response: paginated(PersonRef),
  errors: [404],
})

export const listFollowings = endpoint({
  method: 'GET',
  path: '/api/profile/:id/followings',
  auth: 'user',
  tag,
  summary: 'Whom someone follows, the latest first (blocked accounts left out)',
  params: UserIdParams,
  query: pageQuery,
  response: paginated(PersonRef),
  errors: [404],
})

// --- Partnerships ----------------------------------------------------------------------------

const partnershipAction = (action: string, summary: string, status: 200 | 201 = 200) =>
  endpoint({
    method: 'POST',
    path: `/api/partnerships/:id/${action}` as `/api/partnerships/:id/${string}`,
    auth: 'user',
    tag,
    summary,
    params: UserIdParams,
    status,
    response: data(PartnershipStatus),
    errors: [403, 404, 409],
  })

export const requestPartnership = partnershipAction(
  'request',
  'Asks someone (by user id) for a partnership; they are notified (409 when one is already waiting or accepted)',
  201,
)
export const acceptPartnership = partnershipAction(
  'accept',
  'Accepts the partnership someone asked the caller for (403 for one the caller asked; 409 when not waiting)',
)
export const rejectPartnership = partnershipAction(
  'reject',
  'Turns down the partnership someone asked the caller for (403 for one the caller asked)',
)
export const cancelPartnership = partnershipAction(
  'cancel',
  'Withdraws the caller’s own waiting request (403 for one asked of the caller; 409 once accepted)',
)
export const terminatePartnership = partnershipAction(
  'terminate',
  'Ends an accepted partnership, from either side (409 while it is still waiting)',
)

export const listPartnerships = endpoint({
  method: 'GET',
  path: '/api/partnerships',
  auth: 'user',
  tag,
  summary: "The caller's partnerships by state: accepted, received (waiting for the caller) or sent",
  query: schemaOf(networkInputSchemasFor, 'PartnershipListQuery'),
  response: paginated(Partnership),
})

export const listUserPartners = endpoint({
  method: 'GET',
  path: '/api/profile/:id/partners',
  auth: 'user',
  tag,
  summary: "Someone's accepted partners, the latest first",
  params: UserIdParams,
  query: pageQuery,
  response: paginated(PersonRef),
  errors: [404],
})

// --- Recommendations ---------------------------------------------------------------------------

export const writeRecommendation = endpoint({
  method: 'POST',
  path: '/api/recommendations/:id',
  auth: 'user',
  tag,
  summary:
    'Writes (or rewrites) a recommendation for a partner; it waits for their acceptance (403 unless partners)',
  params: UserIdParams,
  body: RecommendationBody,
  status: 201,
  response: data(Recommendation),
  errors: [403, 404],
})

export const acceptRecommendation = endpoint({
  method: 'POST',
  path: '/api/recommendations/:id/accept',
  auth: 'user',
  tag,
  summary: 'The recipient accepts a recommendation (by its id), which then shows on their profile',
  params: UserIdParams,
  response: data(Recommendation),
  errors: [403, 404],
})

export const deleteRecommendation = endpoint({
  method: 'DELETE',
  path: '/api/recommendations/:id',
  auth: 'user',
  tag,
  summary: 'Its author withdraws a recommendation, or its recipient declines or removes it',
  params: UserIdParams,
  status: 204,
  errors: [403, 404],
})

export const listMyRecommendations = endpoint({
  method: 'GET',
  path: '/api/recommendations',
  auth: 'user',
  tag,
  summary: 'Recommendations the caller received: waiting for acceptance (pending) or accepted',
  query: schemaOf(networkInputSchemasFor, 'RecommendationListQuery'),
  response: paginated(Recommendation),
})

export const listProfileRecommendations = endpoint({
  method: 'GET',
  path: '/api/profile/:id/recommendations',
  auth: 'public',
  tag,
  summary: 'The recommendations someone received and accepted, the latest first',
  params: UserIdParams,
  query: pageQuery,
  response: paginated(Recommendation),
  errors: [404],
})

// --- Competence confirmations ---------------------------------------------------------------------

export const listCompetenceConfirmations = endpoint({
  method: 'GET',
  path: '/api/profile/:id/competences/confirmations',
  auth: 'public',
  tag,
  summary: "Each of someone's competences with how many people confirmed it, and whether the caller did",
  params: UserIdParams,
  response: data(v.array(CompetenceConfirmation)),
  errors: [404],
})

export const toggleCompetenceConfirm = endpoint({
  method: 'POST',
  path: '/api/competences/toggle-confirm/:id/:competence',
  auth: 'user',
  tag,
  summary:
    "Confirms one of someone's competences, or takes the confirmation back (403 on one's own; 404 when they do not list it)",
  params: CompetenceParams,
  response: data(CompetenceConfirmation),
  errors: [403, 404],
})

export const getCompetenceConfirmers = endpoint({
  method: 'GET',
  path: '/api/competences/confirmed/:id/:competence',
  auth: 'public',
  tag,
  summary: "Who confirmed one of someone's competences (the latest first), and whether the caller did",
  params: CompetenceParams,
  response: data(CompetenceConfirmers),
  errors: [404],
})

// --- Discovery ---------------------------------------------------------------------------------

export const getNetworkSuggestions = endpoint({
  method: 'GET',
  path: '/api/network/suggestions',
  auth: 'user',
  tag,
  summary:
    'People the caller may know: partners of partners, shared competences and interests (not already followed or partnered)',
  response: data(v.array(Suggestion)),
})

export const getTrendingProfiles = endpoint({
  method: 'GET',
  path: '/api/network/trending',
  auth: 'public',
  tag,
  summary: 'The profiles with the most new followers in the last 7 days',
  response: data(v.array(TrendingProfile)),
})

// --- Reports ---------------------------------------------------------------------------------

export const reportProfile = endpoint({
  method: 'POST',
  path: '/api/profile/:id/report',
  auth: 'user',
  tag,
  summary: 'Reports a profile to the admins with a reason and a description',
  params: UserIdParams,
  body: ReportBody,
  status: 201,
  response: data(v.object({ id: v.number() })),
  errors: [403, 404],
})

export const listProfileReports = endpoint({
  method: 'GET',
  path: '/api/admin/profile-reports',
  auth: ['admin'],
  tag,
  summary: 'Open reports on profiles, the latest first',
  query: pageQuery,
  response: paginated(ProfileReport),
})
