/**
 * Direct messages' API (issue 17): who may start a conversation (the chat feature), who may read
 * or write one (participants only, 404 otherwise), blocked accounts, the read receipts and unread
 * counts, keyset paging both ways, trimmed and bounded texts, one notification per conversation
 * until read, and the rate limit on sending.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { rateLimits } from '../../core/db/tables.ts'
import type { CreatedUser } from '../accounts/factories.testing.ts'
import { createChatter, openConversation } from './factories.testing.ts'
import { asUser, buildTestApp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { notifications } from '../notifications/tables.ts'
import { directMessages } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT'
const call = (who: CreatedUser | null, method: Method, url: string, payload?: object, lang = 'it') =>
  t.app.inject(
    who
      ? asUser(who.token, { method, url, payload, headers: { 'accept-language': lang } })
      : withCsrf({ method, url, payload, headers: { 'accept-language': lang } }),
  )
const send = (who: CreatedUser, id: number, message: string, lang = 'it') =>
  call(who, 'POST', `/api/dms/${id}/messages`, { message }, lang)
const unread = async (who: CreatedUser) =>
  (await call(who, 'GET', '/api/dms/unread')).json<{ data: { count: number } }>().data.count
const dmNotifications = (who: CreatedUser) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, who.user.id), eq(notifications.slug_type, 'new_message')))

describe('opening a conversation', () => {
  it('needs the chat feature to start one, not to reopen one, and finds the same conversation again', async () => {
    const [anna, bruno] = await Promise.all([
      createChatter(t.db, 'Anna'),
      createChatter(t.db, 'Bruno', { chat: false }),
    ])
    expect((await call(null, 'POST', `/api/dms/new/${bruno.user.id}`)).statusCode).toBe(401)

    const refused = await call(bruno, 'POST', `/api/dms/new/${anna.user.id}`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toContain('/extra-features')
    const refusedEn = await call(bruno, 'POST', `/api/dms/new/${anna.user.id}`, undefined, 'en')
    expect(refusedEn.json().message).toMatch(/Chat feature.*\/extra-features/)

    const opened = await call(anna, 'POST', `/api/dms/new/${bruno.user.id}`)
    expect(opened.statusCode).toBe(200)
    const conversation = opened.json().data
    expect(conversation).toMatchObject({
      other: { id: bruno.user.id, slug: bruno.profile.slug, full_name: 'Bruno Chat', avatar_url: null },
      my_last_read_id: 0,
      other_last_read_id: 0,
      unread_count: 0,
      can_send: true,
    })
    // Bruno has no chat feature, but the conversation exists: he may open it and answer.
    const reopened = await call(bruno, 'POST', `/api/dms/new/${anna.user.id}`)
    expect(reopened.statusCode).toBe(200)
    expect(reopened.json().data).toMatchObject({ id: conversation.id, other: { id: anna.user.id } })
    expect((await send(bruno, conversation.id, 'Ciao Anna')).statusCode).toBe(201)
    expect((await call(anna, 'POST', `/api/dms/new/${bruno.user.id}`)).json().data.id).toBe(conversation.id)
  })

  it('refuses oneself, an unknown or deactivated person (404) and a blocked one (403)', async () => {
    const [anna, blocked, gone] = await Promise.all([
      createChatter(t.db, 'Anna'),
      createChatter(t.db, 'Bloccato', { status: 'blocked' }),
      createChatter(t.db, 'Andato', { status: 'deactivated' }),
    ])
    expect((await call(anna, 'POST', `/api/dms/new/${anna.user.id}`)).statusCode).toBe(403)
    expect((await call(anna, 'POST', '/api/dms/new/2147483000')).statusCode).toBe(404)
    expect((await call(anna, 'POST', `/api/dms/new/${gone.user.id}`)).statusCode).toBe(404)
    const toBlocked = await call(anna, 'POST', `/api/dms/new/${blocked.user.id}`, undefined, 'en')
    expect(toBlocked.statusCode).toBe(403)
    expect(toBlocked.json().message).toBe('This person cannot receive messages.')
    expect((await call(anna, 'POST', '/api/dms/new/abc')).statusCode).toBe(422)
  })
})

describe('a conversation belongs to its two participants', () => {
  it('answers 404 to anyone else on every call, and 401 to a visitor', async () => {
    const [anna, bruno, carla] = await Promise.all([
      createChatter(t.db, 'Anna'),
      createChatter(t.db, 'Bruno'),
      createChatter(t.db, 'Carla'),
    ])
    const id = await openConversation(t.app, anna, bruno)
    expect((await send(anna, id, 'Solo per Bruno')).statusCode).toBe(201)
    for (const [method, url, payload] of [
      ['GET', `/api/dms/${id}`],
      ['GET', `/api/dms/${id}/messages`],
      ['GET', `/api/dms/${id}/last-message`],
      ['PUT', `/api/dms/${id}/read`, {}],
      ['POST', `/api/dms/${id}/messages`, { message: 'Intruso' }],
    ] as const) {
      expect((await call(carla, method, url, payload)).statusCode, `${method} ${url}`).toBe(404)
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await call(carla, 'GET', '/api/dms')).json().data).toEqual([])
    const rows = await t.db.select().from(directMessages).where(eq(directMessages.conversation_id, id))
    expect(rows.map((row) => row.text)).toEqual(['Solo per Bruno'])
  })
})

describe('messages, read receipts and unread counts', () => {
  it('counts unread per conversation and in total, pages both lists backwards and clears on read', async () => {
    const [anna, bruno, carla] = await Promise.all([
      createChatter(t.db, 'Anna'),
      createChatter(t.db, 'Bruno'),
      createChatter(t.db, 'Carla'),
    ])
    const withBruno = await openConversation(t.app, anna, bruno)
    const withCarla = await openConversation(t.app, carla, anna)
    const first = (await send(anna, withBruno, '  Ciao Bruno!\nCome stai?  ')).json().data
    expect(first).toMatchObject({
      conversation_id: withBruno,
      sender_id: anna.user.id,
      message: 'Ciao Bruno!\nCome stai?',
    })
    await send(anna, withBruno, 'Seconda')
    const third = (await send(anna, withBruno, 'Terza')).json().data
    await send(carla, withCarla, 'Ciao Anna, sono Carla')

    expect(await unread(bruno)).toBe(3)
    expect(await unread(anna)).toBe(1)
    expect(await unread(carla)).toBe(0)

    // Anna's list: the latest activity first, one per page.
    const page1 = (await call(anna, 'GET', '/api/dms?perPage=1')).json()
    expect(page1.data).toHaveLength(1)
    expect(page1.data[0]).toMatchObject({
      id: withCarla,
      other: { id: carla.user.id, full_name: 'Carla Chat' },
      last_message: { message: 'Ciao Anna, sono Carla', sender_id: carla.user.id },
      unread_count: 1,
    })
    const page2 = (await call(anna, 'GET', `/api/dms?perPage=1&before=${page1.meta.next_before}`)).json()
    expect(page2.data.map((c: { id: number }) => c.id)).toEqual([withBruno])
    expect(page2.data[0]).toMatchObject({ unread_count: 0, last_message: { id: third.id } })
    expect(page2.meta.next_before).toBeNull()

    // Bruno pages the messages backwards.
    const newest = (await call(bruno, 'GET', `/api/dms/${withBruno}/messages?perPage=2`)).json()
    expect(newest.data.map((m: { message: string }) => m.message)).toEqual(['Terza', 'Seconda'])
    const older = (
      await call(bruno, 'GET', `/api/dms/${withBruno}/messages?perPage=2&before=${newest.meta.next_before}`)
    ).json()
    expect(older.data.map((m: { id: number }) => m.id)).toEqual([first.id])
    expect(older.meta.next_before).toBeNull()
    expect((await call(bruno, 'GET', `/api/dms/${withBruno}/last-message`)).json().data.id).toBe(third.id)

    // Reading up to the first leaves two; reading all leaves none; the receipt never moves back.
    const partly = (await call(bruno, 'PUT', `/api/dms/${withBruno}/read`, { message_id: first.id })).json()
      .data
    expect(partly).toEqual({ conversation_id: withBruno, last_read_message_id: first.id, unread_total: 2 })
    const all = (await call(bruno, 'PUT', `/api/dms/${withBruno}/read`, {})).json().data
    expect(all).toEqual({ conversation_id: withBruno, last_read_message_id: third.id, unread_total: 0 })
    const back = (await call(bruno, 'PUT', `/api/dms/${withBruno}/read`, { message_id: first.id })).json()
      .data
    expect(back.last_read_message_id).toBe(third.id)
    // A message id beyond the conversation's last reads up to its last.
    expect(
      (await call(bruno, 'PUT', `/api/dms/${withBruno}/read`, { message_id: 2_000_000_000 })).json().data
        .last_read_message_id,
    ).toBe(third.id)

    // Anna sees Bruno's receipt; her own messages never count as unread for her.
    const seen = (await call(anna, 'GET', `/api/dms/${withBruno}`)).json().data
    expect(seen).toMatchObject({ other_last_read_id: third.id, my_last_read_id: third.id, unread_count: 0 })
    expect((await call(bruno, 'GET', `/api/dms/${withBruno}`)).json().data.other_last_read_id).toBe(third.id)
  })

  it('notifies the recipient once per conversation until they read', async () => {
    const [anna, bruno] = await Promise.all([createChatter(t.db, 'Anna'), createChatter(t.db, 'Bruno')])
    const id = await openConversation(t.app, anna, bruno)
    await send(anna, id, 'Uno')
    await send(anna, id, 'Due')
    const once = await dmNotifications(bruno)
    expect(once).toHaveLength(1)
    expect(once[0].data).toEqual({
      name: 'Anna Chat',
      user_id: anna.user.id,
      slug: anna.profile.slug,
      conversation_id: id,
    })
    await call(bruno, 'PUT', `/api/dms/${id}/read`, {})
    await send(anna, id, 'Tre')
    expect(await dmNotifications(bruno)).toHaveLength(2)
    expect(await dmNotifications(anna)).toHaveLength(0)
  })

  it('takes a trimmed text of 1 to 2000 characters, with a message in both languages', async () => {
    const [anna, bruno] = await Promise.all([createChatter(t.db, 'Anna'), createChatter(t.db, 'Bruno')])
    const id = await openConversation(t.app, anna, bruno)
    const blank = await send(anna, id, '   \n ')
    expect(blank.statusCode).toBe(422)
    expect(blank.json().errors.message).toEqual(['Scrivi il messaggio.'])
    const long = await send(anna, id, 'x'.repeat(2001), 'en')
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.message).toEqual(['A message has at most 2000 characters.'])
    expect((await send(anna, id, 'x'.repeat(2000))).statusCode).toBe(201)
    const wrong = await call(anna, 'POST', `/api/dms/${id}/messages`, { message: 42 })
    expect(wrong.statusCode).toBe(422)
  })
})

describe('blocked accounts', () => {
  it('cannot be written to once blocked, and the conversation says so', async () => {
    const [anna, bruno] = await Promise.all([createChatter(t.db, 'Anna'), createChatter(t.db, 'Bruno')])
    const id = await openConversation(t.app, anna, bruno)
    expect((await send(anna, id, 'Prima del blocco')).statusCode).toBe(201)
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, bruno.user.id))
    const refused = await send(anna, id, 'Dopo il blocco', 'en')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('This person cannot receive messages.')
    expect((await call(anna, 'GET', `/api/dms/${id}`)).json().data.can_send).toBe(false)
    // The history stays readable.
    expect((await call(anna, 'GET', `/api/dms/${id}/messages`)).json().data).toHaveLength(1)
  })

  it('cannot write either', async () => {
    const [anna, bruno] = await Promise.all([createChatter(t.db, 'Anna'), createChatter(t.db, 'Bruno')])
    const id = await openConversation(t.app, anna, bruno)
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, anna.user.id))
    const refused = await send(anna, id, 'Bloccata')
    // A blocked account's session no longer opens (401/403), and nothing is stored either way.
    expect([401, 403]).toContain(refused.statusCode)
    expect(
      await t.db.select().from(directMessages).where(eq(directMessages.conversation_id, id)),
    ).toHaveLength(0)
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After and a clear message past 30 messages a minute, storing none of the extra', async () => {
    const [anna, bruno] = await Promise.all([createChatter(t.db, 'Anna'), createChatter(t.db, 'Bruno')])
    const id = await openConversation(t.app, anna, bruno)
    for (let n = 1; n <= 30; n++) expect((await send(anna, id, `Messaggio ${n}`)).statusCode).toBe(201)
    const limited = await send(anna, id, 'Uno di troppo', 'en')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().message).toMatch(/^You are sending too many messages: try again in \d+ seconds\.$/)
    expect(
      await t.db.select().from(directMessages).where(eq(directMessages.conversation_id, id)),
    ).toHaveLength(30)
    // Bruno's own counter is his.
    expect((await send(bruno, id, 'Rispondo io')).statusCode).toBe(201)
    await t.db.delete(rateLimits).where(eq(rateLimits.key, `dm-send:user:${anna.user.id}`))
    expect((await send(anna, id, 'Di nuovo')).statusCode).toBe(201)
  })
})
