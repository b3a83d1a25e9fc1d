/** Administration (admin role only): the actions support takes on an account. */
import * as v from 'valibot'
import { data, endpoint } from '../core/endpoint'
import { apiMessage } from '../core/input'

const tag = 'admin'

const idMessage = {
  it: "L'id deve essere un numero intero positivo.",
  en: 'The id must be a positive whole number.',
}

export const AdminUserParams = v.object({
  id: v.pipe(
    v.string(apiMessage(idMessage)),
    v.regex(/^\d{1,9}$/, apiMessage(idMessage)),
    v.transform(Number),
  ),
})

export const UserStatus = v.object({ id: v.number(), status: v.picklist(['active', 'blocked']) })
export type UserStatus = v.InferOutput<typeof UserStatus>

export const blockUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/block',
  auth: ['admin'],
  tag,
  summary: 'Blocks an account: every session ends and the user’s open pages log out at once (user_blocked)',
  params: AdminUserParams,
  response: data(UserStatus),
  errors: [404],
})
