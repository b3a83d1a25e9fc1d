import type { Conversation, DirectMessage } from '../../contracts/messages/schemas'

/** A message of conversation 9, from Bruno (2) unless another sender is named (1: the user). */
export const message = (id: number, sender_id = 2): DirectMessage => ({
  id,
  conversation_id: 9,
  sender_id,
  message: `Messaggio ${id}`,
  created_at: '2026-11-27T10:00:00.000Z',
})

/** The user's conversation with Bruno: Bruno has read up to message 10. */
export const conversation: Conversation = {
  id: 9,
  other: { id: 2, slug: 'bruno', full_name: 'Bruno Chat', avatar_url: null },
  my_last_read_id: 0,
  other_last_read_id: 10,
  unread_count: 0,
  can_send: true,
  created_at: '2026-11-27T09:00:00.000Z',
}
