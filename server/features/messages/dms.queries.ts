/**
 * Direct messages' reads and writes. The participant rows (conversation_members) carry the list's
 * order (last_message_id), the read receipt (last_read_message_id) and the unread count, so the
 * list, the badge and the receipts are index lookups; messages are read by (conversation_id, id).
 */
import { and, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Conversation, ConversationSummary, DirectMessage } from '../../../contracts/messages/schemas.ts'
import type { PersonRef } from '../../../contracts/core/person.ts'
import type { Db } from '../../core/db/index.ts'
import { qualified, rowsOf } from '../../core/db/sql.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden, notFound } from '../../core/http/errors.ts'
import { profileCardView } from '../profiles/index.ts'
import { say } from './messages.ts'
import {
  conversationMembers,
  conversations,
  directMessages,
  type ConversationMemberRow,
  type DirectMessageRow,
} from './tables.ts'

/** Profiles' card of the people in a conversation (slug, avatar), joined on `card.user_id`. */
const card = profileCardView('person_card')

const personColumns = {
  id: users.id,
  slug: card.slug,
  first_name: users.first_name,
  last_name: users.last_name,
  avatar_url: card.avatar_url,
  status: users.status,
  features: users.features,
}

type PersonRow = {
  id: number
  slug: string
  first_name: string
  last_name: string
  avatar_url: string | null
}

export const toPerson = (row: PersonRow): PersonRef => ({
  id: row.id,
  slug: row.slug,
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  avatar_url: row.avatar_url,
})

export const toMessage = (row: DirectMessageRow): DirectMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  sender_id: row.sender_id,
  message: row.text,
  created_at: row.created_at.toISOString(),
})

/** A person by user id with their status and features, or null. */
export async function findPerson(db: Db, userId: number) {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .innerJoin(card, eq(card.user_id, users.id))
    .where(eq(users.id, userId))
  return row ?? null
}

/**
 * What sending needs, in one statement: the caller's participant row (404 as `membership`) and the
 * other participant's status (null when they have no account or profile any more).
 */
export async function sendingContext(db: Db, conversationId: number, userId: number, locale: Locale) {
  const [row] = await db
    .select({ other_id: conversationMembers.other_id, other_status: users.status, profile: card.user_id })
    .from(conversationMembers)
    .leftJoin(users, eq(users.id, conversationMembers.other_id))
    .leftJoin(card, eq(card.user_id, conversationMembers.other_id))
    .where(
      and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)),
    )
  if (!row) throw notFound(say('conversationMissing', locale))
  return { other_id: row.other_id, other_status: row.profile === null ? null : row.other_status }
}

/** A SQL scalar: the id of the conversation between two people (in either order), or null. */
export function conversationIdBetween(x: number, y: number): SQL {
  const [a, b] = x < y ? [x, y] : [y, x]
  return sql`(select ${conversations.id} from ${conversations}
        where ${conversations.user_a_id} = ${a} and ${conversations.user_b_id} = ${b})`
}

/** The caller's participant row, or 404 (a conversation of others does not exist for the caller). */
export async function membership(db: Db, conversationId: number, userId: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)),
    )
  if (!row) throw notFound(say('conversationMissing', locale))
  return row
}

async function otherMember(db: Db, conversationId: number, otherId: number) {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, otherId)),
    )
  return row
}

export async function conversationView(
  db: Db,
  mine: ConversationMemberRow,
  meStatus: string,
): Promise<Conversation> {
  const [other, theirs, [conversation]] = await Promise.all([
    findPerson(db, mine.other_id),
    otherMember(db, mine.conversation_id, mine.other_id),
    db.select().from(conversations).where(eq(conversations.id, mine.conversation_id)),
  ])
  return {
    id: mine.conversation_id,
    other: toPerson(other!),
    my_last_read_id: mine.last_read_message_id,
    other_last_read_id: theirs?.last_read_message_id ?? 0,
    unread_count: mine.unread_count,
    can_send: meStatus === 'active' && other?.status === 'active',
    created_at: conversation.created_at.toISOString(),
  }
}

/** Finds the pair's conversation or opens it (a race between the two opens one: the unique pair). */
export async function openOrFind(
  db: Db,
  me: number,
  otherId: number,
  mayStart: boolean,
  locale: Locale,
): Promise<ConversationMemberRow> {
  const [a, b] = me < otherId ? [me, otherId] : [otherId, me]
  const pairWhere = and(eq(conversations.user_a_id, a), eq(conversations.user_b_id, b))
  const [existing] = await db.select({ id: conversations.id }).from(conversations).where(pairWhere)
  if (existing) return membership(db, existing.id, me, locale)
  if (!mayStart) throw forbidden(say('chatFeature', locale))
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({ user_a_id: a, user_b_id: b, created_by: me })
      .onConflictDoNothing()
      .returning({ id: conversations.id })
    if (!created) return null
    await tx.insert(conversationMembers).values([
      { conversation_id: created.id, user_id: me, other_id: otherId },
      { conversation_id: created.id, user_id: otherId, other_id: me },
    ])
    return created.id
  })
  if (id !== null) return membership(db, id, me, locale)
  const [raced] = await db.select({ id: conversations.id }).from(conversations).where(pairWhere)
  return membership(db, raced.id, me, locale)
}

export async function listConversations(
  db: Db,
  me: number,
  perPage: number,
  before: number | undefined,
): Promise<{ data: ConversationSummary[]; meta: { next_before: number | null } }> {
  // The page first, from the (user_id, last_message_id desc) index alone; then its people and last
  // messages by id, so the joins never weigh on how many conversations the user has.
  const rows = await db
    .select({
      conversation_id: conversationMembers.conversation_id,
      other_id: conversationMembers.other_id,
      last_message_id: conversationMembers.last_message_id,
      unread_count: conversationMembers.unread_count,
    })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.user_id, me),
        gt(conversationMembers.last_message_id, 0),
        before === undefined ? undefined : lt(conversationMembers.last_message_id, before),
      ),
    )
    .orderBy(desc(conversationMembers.last_message_id))
    .limit(perPage + 1)
  const page = rows.slice(0, perPage)
  if (page.length === 0) return { data: [], meta: { next_before: null } }
  const [people, messages] = await Promise.all([
    db
      .select(personColumns)
      .from(users)
      .innerJoin(card, eq(card.user_id, users.id))
      .where(
        inArray(
          users.id,
          page.map((row) => row.other_id),
        ),
      ),
    db
      .select()
      .from(directMessages)
      .where(
        inArray(
          directMessages.id,
          page.map((row) => row.last_message_id),
        ),
      ),
  ])
  const personOf = new Map(people.map((person) => [person.id, person]))
  const messageOf = new Map(messages.map((message) => [message.id, message]))
  return {
    data: page.flatMap((row) => {
      const person = personOf.get(row.other_id)
      if (!person) return []
      const message = messageOf.get(row.last_message_id)
      return [
        {
          id: row.conversation_id,
          other: toPerson(person),
          last_message: message ? toMessage(message) : null,
          unread_count: row.unread_count,
          last_message_id: row.last_message_id,
        },
      ]
    }),
    meta: { next_before: rows.length > perPage ? page[page.length - 1].last_message_id : null },
  }
}

/** The unread totals of several people at once (0 for those with nothing unread). */
export async function unreadTotals(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({
      user_id: conversationMembers.user_id,
      total: sql<number>`sum(${conversationMembers.unread_count})::int`,
    })
    .from(conversationMembers)
    .where(and(inArray(conversationMembers.user_id, userIds), gt(conversationMembers.unread_count, 0)))
    .groupBy(conversationMembers.user_id)
  const totals = new Map(userIds.map((id) => [id, 0]))
  for (const row of rows) totals.set(row.user_id, row.total)
  return totals
}

export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${conversationMembers.unread_count}), 0)::int` })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.user_id, userId), gt(conversationMembers.unread_count, 0)))
  return row.total
}

export async function listMessages(
  db: Db,
  conversationId: number,
  perPage: number,
  before: number | undefined,
): Promise<{ data: DirectMessage[]; meta: { next_before: number | null } }> {
  const rows = await db
    .select()
    .from(directMessages)
    .where(
      and(
        eq(directMessages.conversation_id, conversationId),
        before === undefined ? undefined : lt(directMessages.id, before),
      ),
    )
    .orderBy(desc(directMessages.id))
    .limit(perPage + 1)
  const page = rows.slice(0, perPage)
  return {
    data: page.map(toMessage),
    meta: { next_before: rows.length > perPage ? page[page.length - 1].id : null },
  }
}

export async function lastMessage(db: Db, conversationId: number): Promise<DirectMessage | null> {
  const { data } = await listMessages(db, conversationId, 1, undefined)
  return data[0] ?? null
}

/**
 * Stores a message and moves both participants' rows, in one statement (so one round trip, and
 * atomic as a transaction would be): the sender has read it, the recipient has one more unread,
 * the conversation was updated. Answers the message and the recipient's unread count in this
 * conversation after it (1 means it is the first since they last read).
 */
export async function storeMessage(
  db: Db,
  conversationId: number,
  senderId: number,
  recipientId: number,
  text: string,
): Promise<{ message: DirectMessage; recipientUnread: number }> {
  const member = (userId: number) =>
    sql`${qualified(conversationMembers.conversation_id)} = ${conversationId} and ${qualified(conversationMembers.user_id)} = ${userId}`
  const [row] = await rowsOf<
    Omit<DirectMessageRow, 'created_at'> & { created_at: Date | string; recipient_unread: number | null }
  >(
    db,
    sql`with message as (
        insert into ${directMessages} (conversation_id, sender_id, text)
        values (${conversationId}, ${senderId}, ${text})
        returning id, conversation_id, sender_id, text, created_at
      ), sender as (
        update ${conversationMembers}
        set last_message_id = message.id, last_read_message_id = message.id, unread_count = 0
        from message where ${member(senderId)}
      ), recipient as (
        update ${conversationMembers}
        set last_message_id = greatest(${qualified(conversationMembers.last_message_id)}, message.id),
          unread_count = ${qualified(conversationMembers.unread_count)} + 1
        from message where ${member(recipientId)}
        returning ${qualified(conversationMembers.unread_count)} as unread
      ), touched as (
        update ${conversations} set updated_at = now() where ${qualified(conversations.id)} = ${conversationId}
      )
      select message.*, (select unread from recipient) as recipient_unread from message`,
  )
  return {
    message: toMessage({ ...row, created_at: new Date(row.created_at) }),
    recipientUnread: Number(row.recipient_unread ?? 0),
  }
}

/**
 * Moves the caller's read receipt forward to `upTo` (the latest message when undefined; never past
 * it, never back) and counts what stays unread. Answers the new receipt and whether it moved.
 */
export async function markRead(
  db: Db,
  mine: ConversationMemberRow,
  upTo: number | undefined,
): Promise<{ lastRead: number; moved: boolean }> {
  const target = Math.min(upTo ?? mine.last_message_id, mine.last_message_id)
  if (target <= mine.last_read_message_id) {
    return { lastRead: mine.last_read_message_id, moved: false }
  }
  const where = and(
    eq(conversationMembers.conversation_id, mine.conversation_id),
    eq(conversationMembers.user_id, mine.user_id),
  )
  const [row] = await db
    .update(conversationMembers)
    .set({
      last_read_message_id: sql`greatest(${conversationMembers.last_read_message_id}, ${target})`,
      unread_count: sql`(select count(*)::int from ${directMessages} where ${directMessages.conversation_id} = ${mine.conversation_id} and ${directMessages.id} > greatest(${conversationMembers.last_read_message_id}, ${target}) and ${directMessages.sender_id} <> ${mine.user_id})`,
    })
    .where(where)
    .returning({ lastRead: conversationMembers.last_read_message_id })
  return { lastRead: row.lastRead, moved: true }
}
