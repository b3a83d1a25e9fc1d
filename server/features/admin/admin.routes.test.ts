/**
 * The admin area's endpoints (issue 35): only admins get in (403 for every other role, 401 for a
 * visitor); the users list finds accounts by name, e-mail or slug and shows the latest action and
 * its reason; block, unblock and deactivate keep the reason, refuse the moves that make no sense
 * (409) and end the account's sessions; blocking closes the open reports on the author; a report on
 * a profile can be dismissed; the tickets inbox shows each ticket with its flow code, and whether
 * that flow is still kept.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, login, type TestApp } from '../../testing/helper.ts'
import { profileReports } from '../network/tables.ts'
import { supportTickets, supportTraces } from '../support/tables.ts'
import { contentReports, postComments, posts } from '../social/tables.ts'

let t: TestApp
let admin: CreatedUser
beforeAll(async () => {
  t = await buildTestApp()
  admin = await createUser(t.db, { role: 'admin' })
  // Building the app can take long on a loaded machine.
}, 180_000)
afterAll(() => t.close())

const call = (
  token: string | null,
  url: string,
  { method = 'GET', payload, lang = 'it' }: { method?: 'GET' | 'POST'; payload?: object; lang?: string } = {},
) =>
  t.app.inject(
    token
      ? asUser(token, { method, url, payload, headers: { 'accept-language': lang } })
      : { method, url, payload, headers: { 'accept-language': lang } },
  )

describe('who may use the admin endpoints', () => {
  it('refuses every role but admin (403) and visitors (401), on every new endpoint', async () => {
    const target = await createUser(t.db)
    const others = await Promise.all(
      (['student', 'trainer', 'hr'] as const).map((role) => createUser(t.db, { role })),
    )
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/support-tickets'],
      ['POST', `/api/admin/users/${target.user.id}/block`, { reason: 'x' }],
      ['POST', `/api/admin/users/${target.user.id}/unblock`, { reason: 'x' }],
      ['POST', `/api/admin/users/${target.user.id}/deactivate`, { reason: 'x' }],
      ['POST', '/api/admin/profile-reports/1/dismiss'],
    ]
    for (const [method, url, payload] of calls) {
      for (const other of others)
        expect((await call(other.token, url, { method: method as 'GET', payload })).statusCode, url).toBe(403)
      expect((await call(null, url, { method: method as 'GET', payload })).statusCode, url).toBe(
        method === 'GET' ? 401 : 419,
      )
    }
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, target.user.id))
    expect(row.status).toBe('active')
  })
})

describe('users', () => {
  it('finds accounts by name, e-mail or slug, filters by status, and shows the latest action with its reason', async () => {
    const person = await createUser(t.db, {
      first_name: 'Zeffirino',
      last_name: 'Quarantotto',
      profile: { slug: 'zeffirino-q' },
    })
    const byName = (await call(admin.token, '/api/admin/users?q=zeffirino%20quar')).json()
    expect(byName.data.map((u: { id: number }) => u.id)).toEqual([person.user.id])
    expect(byName.data[0]).toMatchObject({
      full_name: 'Zeffirino Quarantotto',
      email: person.user.email,
      slug: 'zeffirino-q',
      status: 'active',
      last_action: null,
    })
    expect(byName.meta.total).toBe(1)
    const byEmail = (
      await call(admin.token, `/api/admin/users?q=${encodeURIComponent(person.user.email)}`)
    ).json()
    expect(byEmail.data.map((u: { id: number }) => u.id)).toEqual([person.user.id])
    expect((await call(admin.token, '/api/admin/users?q=ZEFFIRINO-Q')).json().data).toHaveLength(1)
    // LIKE's wildcards are text, not patterns.
    expect((await call(admin.token, '/api/admin/users?q=%25%25')).json().data).toEqual([])

    const blocked = await call(admin.token, `/api/admin/users/${person.user.id}/block`, {
      method: 'POST',
      payload: { reason: 'Spam ripetuto nei commenti' },
    })
    expect(blocked.json()).toEqual({ data: { id: person.user.id, status: 'blocked' } })
    const listed = (await call(admin.token, '/api/admin/users?q=zeffirino&status=blocked')).json().data
    expect(listed).toHaveLength(1)
    expect(listed[0].last_action).toMatchObject({
      action: 'blocked',
      reason: 'Spam ripetuto nei commenti',
      by: { id: admin.user.id },
    })
    expect((await call(admin.token, '/api/admin/users?q=zeffirino&status=active')).json().data).toEqual([])
    const badStatus = await call(admin.token, '/api/admin/users?status=gone', { lang: 'en' })
    expect(badStatus.statusCode).toBe(422)
    expect(badStatus.json().errors.status[0]).toMatch(/status is active/)
  })

  it('blocks (ending every session), unblocks and deactivates with a reason; refuses what makes no sense', async () => {
    const person = await createUser(t.db)
    const url = (action: string) => `/api/admin/users/${person.user.id}/${action}`

    // A reason is required to unblock and deactivate, in the request's language.
    const noReason = await call(admin.token, url('deactivate'), { method: 'POST', payload: { reason: '  ' } })
    expect(noReason.statusCode).toBe(422)
    expect(noReason.json().errors.reason[0]).toBe('Scrivi il motivo.')
    const tooLong = await call(admin.token, url('deactivate'), {
      method: 'POST',
      payload: { reason: 'x'.repeat(501) },
      lang: 'en',
    })
    expect(tooLong.json().errors.reason[0]).toMatch(/at most 500/)

    const notBlocked = await call(admin.token, url('unblock'), { method: 'POST', payload: { reason: 'ok' } })
    expect(notBlocked.statusCode).toBe(409)
    expect(notBlocked.json().message).toBe('Questo account non è bloccato.')

    // Blocking without a body still works (as before), and the user's token stops working.
    expect((await call(admin.token, url('block'), { method: 'POST' })).statusCode).toBe(200)
    expect((await call(person.token, '/api/profile/me')).statusCode).toBe(401)

    const unblocked = await call(admin.token, url('unblock'), {
      method: 'POST',
      payload: { reason: 'Ha chiarito con il supporto' },
    })
    expect(unblocked.json()).toEqual({ data: { id: person.user.id, status: 'active' } })
    // The account logs in again.
    expect(await login(t.app, person.user.email, person.password)).toEqual(expect.any(String))

    const deactivated = await call(admin.token, url('deactivate'), {
      method: 'POST',
      payload: { reason: 'Richiesta dell’utente' },
    })
    expect(deactivated.json()).toEqual({ data: { id: person.user.id, status: 'deactivated' } })
    const again = await call(admin.token, url('deactivate'), { method: 'POST', payload: { reason: 'x' } })
    expect(again.statusCode).toBe(409)
    expect((await call(admin.token, url('block'), { method: 'POST' })).statusCode).toBe(409)
    expect(
      (await call(admin.token, url('unblock'), { method: 'POST', payload: { reason: 'x' } })).statusCode,
    ).toBe(409)

    const [row] = (
      await call(admin.token, `/api/admin/users?q=${encodeURIComponent(person.user.email)}`)
    ).json().data
    expect(row).toMatchObject({
      status: 'deactivated',
      last_action: { action: 'deactivated', reason: 'Richiesta dell’utente' },
    })

    const self = await call(admin.token, `/api/admin/users/${admin.user.id}/block`, {
      method: 'POST',
      lang: 'en',
    })
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe('You cannot block or deactivate your own account.')
    expect((await call(admin.token, '/api/admin/users/999999999/block', { method: 'POST' })).statusCode).toBe(
      404,
    )
  })
})

describe('the reports queue', () => {
  it('blocking an author closes the open reports on their profile, posts and comments, not others’', async () => {
    const [author, reporter, bystander] = await Promise.all([
      createUser(t.db),
      createUser(t.db),
      createUser(t.db),
    ])
    const [post] = await t.db
      .insert(posts)
      .values({ user_id: author.user.id, text: 'Compra follower qui' })
      .returning()
    const [otherPost] = await t.db
      .insert(posts)
      .values({ user_id: bystander.user.id, text: 'Buongiorno' })
      .returning()
    const [comment] = await t.db
      .insert(postComments)
      .values({ post_id: otherPost.id, user_id: author.user.id, text: 'Link sospetto' })
      .returning()
    const reports = await t.db
      .insert(contentReports)
      .values([
        { reporter_id: reporter.user.id, post_id: post.id, reason: 'spam' },
        { reporter_id: reporter.user.id, comment_id: comment.id, reason: 'spam' },
        { reporter_id: reporter.user.id, post_id: otherPost.id, reason: 'spam' },
      ])
      .returning()
    const [profileReport] = await t.db
      .insert(profileReports)
      .values({ reporter_id: reporter.user.id, reported_id: author.user.id, reason: 'fake' })
      .returning()

    const queue = async () => {
      const content = (await call(admin.token, '/api/admin/content-reports?perPage=100')).json().data
      const profile = (await call(admin.token, '/api/admin/profile-reports?perPage=100')).json().data
      return [...content, ...profile].map((report: { id: number }) => report.id)
    }
    expect(await queue()).toEqual(expect.arrayContaining([...reports.map((r) => r.id), profileReport.id]))

    const blocked = await call(admin.token, `/api/admin/users/${author.user.id}/block`, {
      method: 'POST',
      payload: { reason: 'Spam' },
    })
    expect(blocked.statusCode).toBe(200)
    const open = await queue()
    expect(open).not.toContain(reports[0].id)
    expect(open).not.toContain(reports[1].id)
    expect(open).not.toContain(profileReport.id)
    expect(open).toContain(reports[2].id)
  })

  it('dismisses a report on a profile once', async () => {
    const [reported, reporter] = await Promise.all([createUser(t.db), createUser(t.db)])
    const [report] = await t.db
      .insert(profileReports)
      .values({ reporter_id: reporter.user.id, reported_id: reported.user.id, reason: 'spam' })
      .returning()
    const url = `/api/admin/profile-reports/${report.id}/dismiss`
    const dismissed = await call(admin.token, url, { method: 'POST' })
    expect(dismissed.json()).toEqual({ data: { id: report.id, status: 'closed' } })
    const listed = (await call(admin.token, '/api/admin/profile-reports?perPage=100')).json().data
    expect(listed.map((r: { id: number }) => r.id)).not.toContain(report.id)
    const again = await call(admin.token, url, { method: 'POST', lang: 'en' })
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('This report does not exist or was already handled.')
    // The reported account is untouched.
    const [row] = await t.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, reported.user.id))
    expect(row.status).toBe('active')
  })
})

describe('the support tickets inbox', () => {
  it('lists tickets newest first with the sender, the flow code and whether the flow is still kept; searches them', async () => {
    const sender = await createUser(t.db, { first_name: 'Ottavia', last_name: 'Ticket' })
    await t.db.insert(supportTraces).values({
      code: 'AULA-ABCD-23',
      user_id: sender.user.id,
      app_version: 'test',
      machines: {},
      steps: [],
    })
    const [withFlow, gone] = await t.db
      .insert(supportTickets)
      .values([
        {
          user_id: sender.user.id,
          email: 'ottavia@example.com',
          category: 'technical',
          subject: 'Il pagamento si blocca',
          message: 'Al terzo passo la pagina resta ferma.',
          trace_code: 'AULA-ABCD-23',
        },
        {
          user_id: sender.user.id,
          email: 'ottavia@example.com',
          category: 'account',
          subject: 'Vecchio flusso',
          message: 'Il flusso allegato è scaduto.',
          trace_code: 'AULA-ZZZZ-99',
          created_at: new Date(Date.now() - 60_000),
        },
      ])
      .returning()
    const inbox = (await call(admin.token, '/api/admin/support-tickets?q=ottavia@example.com')).json()
    expect(inbox.meta.total).toBe(2)
    expect(inbox.data.map((ticket: { id: number }) => ticket.id)).toEqual([withFlow.id, gone.id])
    expect(inbox.data[0]).toMatchObject({
      number: `T-${String(withFlow.id).padStart(6, '0')}`,
      sender: { id: sender.user.id, full_name: 'Ottavia Ticket' },
      category: 'technical',
      trace_code: 'AULA-ABCD-23',
      trace_available: true,
      attachments: [],
    })
    expect(inbox.data[1]).toMatchObject({ trace_code: 'AULA-ZZZZ-99', trace_available: false })
    const byNumber = (
      await call(admin.token, `/api/admin/support-tickets?q=T-${String(gone.id).padStart(6, '0')}`)
    ).json().data
    expect(byNumber.map((ticket: { id: number }) => ticket.id)).toEqual([gone.id])
  })
})
