/**
 * The PROFILES calls a profile's pages read (SPEC.md §7 profile, presentation; issue 16): the
 * session's own-profile summary, the owner's whole profile, a public profile by address or id, and
 * the presentation video's state, retry and removal. Only the answers' payloads (./profile.ts,
 * ./answers.ts): the public profile and the lesson player's trainer load these without the
 * onboarding's and the settings' rules that ./endpoints.ts's writes take (DESIGN.md §7 budgets).
 * Re-exported by ./endpoints.ts, where the API and its document find them.
 */
import { OwnProfile } from '../accounts'
import { data, endpoint } from '../core/endpoint'
import { VideoState } from '../studio'
import { ItemIdParams, ProfileSlugParams } from './answers'
import { MyProfile, ProfileBySlug, PublicProfile } from './profile'

const tag = 'profiles'

export const getOwnProfile = endpoint({
  method: 'GET',
  path: '/api/profile/me',
  auth: 'user',
  tag,
  summary: "The logged-in user's own profile, with its completion percentage",
  response: data(OwnProfile),
  errors: [404],
})

export const getMyProfile = endpoint({
  method: 'GET',
  path: '/api/profile/me/details',
  auth: 'user',
  tag,
  summary:
    'The caller’s whole profile as /me edits it: every section, the private fields, the settings and the completion with what is missing',
  response: data(MyProfile),
  errors: [404],
})

export const getProfileBySlug = endpoint({
  method: 'GET',
  path: '/api/profile/slug/:slug',
  auth: 'public',
  tag,
  summary:
    'A public profile by its address: anyone when the owner made it public, otherwise logged-in users only (401 for a visitor); hidden sections come empty. ' +
    'With the owner’s followers and followings counts and, for a logged-in caller other than the owner, whether they follow the owner, ' +
    'whether the owner is online (on_line) or has their conversation open (on_presence), and the recommendations between them',
  params: ProfileSlugParams,
  response: data(ProfileBySlug),
  errors: [404],
})

export const getProfileById = endpoint({
  method: 'GET',
  path: '/api/profile/get/:id',
  auth: 'public',
  tag,
  summary: 'A public profile by its user id, under the same rules as by address',
  params: ItemIdParams,
  response: data(PublicProfile),
  errors: [404],
})

// The presentation video (SPEC.md §3 media.presentation, "presentation CRUD"): its bytes go through
// tus (POST /api/uploads with profile_user_id in Upload-Metadata), these read, retry and remove it.

export const getProfileVideo = endpoint({
  method: 'GET',
  path: '/api/profile/:id/presentation-video',
  auth: 'owner',
  tag,
  summary:
    'Where the presentation video of the profile of user :id stands (uploaded with tus and profile_user_id): uploading, processing, ready or failed; its owner only',
  params: ItemIdParams,
  response: data(VideoState),
  errors: [404],
})

export const retryProfileVideo = endpoint({
  method: 'POST',
  path: '/api/profile/:id/presentation-video/retry',
  auth: 'owner',
  tag,
  summary:
    'Processes the profile’s last presentation-video upload again after a failure (409 when none failed)',
  params: ItemIdParams,
  response: data(VideoState),
  errors: [404, 409],
})

export const deleteProfileVideo = endpoint({
  method: 'DELETE',
  path: '/api/profile/:id/presentation-video',
  auth: 'owner',
  tag,
  summary:
    'Removes the profile’s presentation video and its uploads; the profile’s completion drops its item',
  params: ItemIdParams,
  response: data(VideoState),
  errors: [404],
})
