/** Direct-message factories: two people in a conversation, through the API as the SPA does it. */
import type { FastifyInstance } from 'fastify'
import { createUser, type CreatedUser, type UserOptions } from '../accounts/factories.testing.ts'
import type { Db } from '../../core/db/index.ts'
import { asUser } from '../../testing/helper.ts'

/** A person who may start conversations (the `chat` feature on) unless `chat: false`. */
export function createChatter(db: Db, first_name: string, options: UserOptions & { chat?: boolean } = {}) {
  const { chat = true, ...rest } = options
  return createUser(db, {
    first_name,
    last_name: 'Chat',
    ...rest,
    columns: { features: { chat, posts: false, diary: false, hr_visible: false }, ...rest.columns },
  })
}

/** Opens (or finds) the conversation from `from` to `to`; answers its id. */
export async function openConversation(
  app: FastifyInstance,
  from: CreatedUser,
  to: CreatedUser,
): Promise<number> {
  const response = await app.inject(asUser(from.token, { method: 'POST', url: `/api/dms/new/${to.user.id}` }))
  if (response.statusCode !== 200) throw new Error(`open: ${response.statusCode} ${response.body}`)
  return response.json<{ data: { id: number } }>().data.id
}
