/** The profiles calls: for now the logged-in user's own profile summary (SPEC.md §4). */
import { data, endpoint } from '../core/endpoint'
import { OwnProfile } from '../accounts/schemas'

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
