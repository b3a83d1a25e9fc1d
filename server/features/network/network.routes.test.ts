/**
 * The network's API (issue 16): follow, partnerships and every refusal of their transitions,
 * recommendations between partners, competence confirmations, suggestions, trending profiles and
 * reports; blocked accounts disappear from every list.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { notifications } from '../notifications/tables.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { createFollow, createPartnership } from './factories.testing.ts'
import { asUser, buildTestApp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { trendingProfiles } from './discovery.routes.ts'
import { follows, partnerships, profileReports } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'DELETE'
const call = (who: CreatedUser | null, method: Method, url: string, payload?: object, lang = 'it') =>
  t.app.inject(
    who
      ? asUser(who.token, { method, url, payload, headers: { 'accept-language': lang } })
      : withCsrf({ method, url, payload, headers: { 'accept-language': lang } }),
  )

const person = (first_name: string, options: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.db, { first_name, last_name: 'Rete', ...options })

async function notificationsOf(user: CreatedUser, slugType?: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, user.user.id))
  return rows.filter((row) => !slugType || row.slug_type === slugType)
}

describe('following', () => {
  it('follows once whatever the number of calls, notifies once, and counts on both sides', async () => {
    const [anna, bruno] = await Promise.all([person('Anna'), person('Bruno')])
    const url = `/api/profile/${bruno.user.id}/follow`
    expect((await call(null, 'POST', url)).statusCode).toBe(401)
    const first = await call(anna, 'POST', url)
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toEqual({
      user_id: bruno.user.id,
      is_following: true,
      followers: 1,
      followings: 0,
    })
    expect((await call(anna, 'POST', url)).json().data.followers).toBe(1)
    const sent = await notificationsOf(bruno, 'new_follower')
    expect(sent).toHaveLength(1)
    expect(sent[0].data).toMatchObject({ name: 'Anna Rete', user_id: anna.user.id, slug: anna.profile.slug })

    const summary = (await call(anna, 'GET', `/api/profile/${bruno.user.id}/network`)).json().data
    expect(summary).toMatchObject({ followers: 1, followings: 0, is_following: true, is_self: false })
    const visitor = (await call(null, 'GET', `/api/profile/${bruno.user.id}/network`)).json().data
    expect(visitor).toMatchObject({ followers: 1, is_following: false, partnership: { standing: 'none' } })
    const own = (await call(anna, 'GET', `/api/profile/${anna.user.id}/network`)).json().data
    expect(own).toMatchObject({ followings: 1, is_self: true })

    const followers = (await call(anna, 'GET', `/api/profile/${bruno.user.id}/followers`)).json()
    expect(followers.data).toEqual([
      { id: anna.user.id, slug: anna.profile.slug, full_name: 'Anna Rete', avatar_url: null },
    ])
    expect(followers.meta).toEqual({ current_page: 1, per_page: 10, total: 1, last_page: 1 })
    const followings = (await call(bruno, 'GET', `/api/profile/${anna.user.id}/followings`)).json()
    expect(followings.data.map((p: { id: number }) => p.id)).toEqual([bruno.user.id])

    const unfollow = await call(anna, 'DELETE', url)
    expect(unfollow.json().data).toEqual({
      user_id: bruno.user.id,
      is_following: false,
      followers: 0,
      followings: 0,
    })
    expect((await call(anna, 'DELETE', url)).statusCode).toBe(200)
  })

  it('refuses following oneself (403) and someone who does not exist or is blocked (404), in the caller’s language', async () => {
    const [anna, blocked] = await Promise.all([person('Anna'), person('Bloccato', { status: 'blocked' })])
    const self = await call(anna, 'POST', `/api/profile/${anna.user.id}/follow`, undefined, 'en')
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe('You cannot follow yourself.')
    expect((await call(anna, 'POST', `/api/profile/${blocked.user.id}/follow`)).statusCode).toBe(404)
    expect((await call(anna, 'POST', '/api/profile/999999999/follow')).statusCode).toBe(404)
    const bad = await call(anna, 'POST', '/api/profile/abc/follow', undefined, 'en')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.id).toBeDefined()
  })

  it('leaves blocked accounts out of lists and counts', async () => {
    const [star, fan, gone] = await Promise.all([person('Star'), person('Fan'), person('Gone')])
    await createFollow(t.db, fan.user.id, star.user.id)
    await createFollow(t.db, gone.user.id, star.user.id)
    expect((await call(fan, 'GET', `/api/profile/${star.user.id}/followers`)).json().meta.total).toBe(2)
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, gone.user.id))
    const list = (await call(fan, 'GET', `/api/profile/${star.user.id}/followers`)).json()
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([fan.user.id])
    expect(list.meta.total).toBe(1)
    expect((await call(fan, 'GET', `/api/profile/${star.user.id}/network`)).json().data.followers).toBe(1)
  })
})

describe('partnerships', () => {
  const act = (who: CreatedUser, action: string, other: CreatedUser, lang = 'it') =>
    call(who, 'POST', `/api/partnerships/${other.user.id}/${action}`, undefined, lang)

  it('request → accept → terminate, each step notifying the other side', async () => {
    const [ada, bea] = await Promise.all([person('Ada'), person('Bea')])
    const asked = await act(ada, 'request', bea)
    expect(asked.statusCode).toBe(201)
    expect(asked.json().data).toMatchObject({ user_id: bea.user.id, standing: 'pending_sent' })
    expect(
      (await call(bea, 'GET', `/api/profile/${ada.user.id}/network`)).json().data.partnership.standing,
    ).toBe('pending_received')
    expect(await notificationsOf(bea, 'partnership_request')).toHaveLength(1)

    const accepted = await act(bea, 'accept', ada)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data).toMatchObject({ user_id: ada.user.id, standing: 'accepted' })
    expect(await notificationsOf(ada, 'partnership_accepted')).toHaveLength(1)
    expect((await call(ada, 'GET', `/api/profile/${bea.user.id}/network`)).json().data).toMatchObject({
      partners: 1,
      partnership: { standing: 'accepted' },
    })
    expect((await call(ada, 'GET', `/api/profile/${bea.user.id}/partners`)).json().data[0].id).toBe(
      ada.user.id,
    )

    const ended = await act(ada, 'terminate', bea)
    expect(ended.json().data).toMatchObject({ standing: 'none', id: null })
    expect(await notificationsOf(bea, 'partnership_terminated')).toHaveLength(1)
    const rows = await t.db.select().from(partnerships).where(eq(partnerships.requester_id, ada.user.id))
    expect(rows.map((row) => row.status)).toEqual(['terminated'])
    expect(rows[0].ended_at).not.toBeNull()
    // ended: either side may ask again
    expect((await act(bea, 'request', ada)).statusCode).toBe(201)
  })

  it('request → reject, and request → cancel, notifying the other side', async () => {
    const [ada, bea] = await Promise.all([person('Ada'), person('Bea')])
    await act(ada, 'request', bea)
    expect((await act(bea, 'reject', ada)).json().data.standing).toBe('none')
    expect(await notificationsOf(ada, 'partnership_rejected')).toHaveLength(1)
    await act(ada, 'request', bea)
    expect((await act(ada, 'cancel', bea)).json().data.standing).toBe('none')
    expect(await notificationsOf(bea, 'partnership_cancelled')).toHaveLength(1)
    const statuses = (
      await t.db.select().from(partnerships).where(eq(partnerships.target_id, bea.user.id))
    ).map((row) => row.status)
    expect(statuses.sort()).toEqual(['cancelled', 'rejected'])
  })

  it('refuses the invalid ones with what to do instead, and changes nothing', async () => {
    const [ada, bea, carlo] = await Promise.all([person('Ada'), person('Bea'), person('Carlo')])
    const expectRefusal = async (
      response: Promise<{ statusCode: number; json: () => { message: string } }>,
      status: number,
      message: string,
    ) => {
      const answer = await response
      expect(answer.statusCode).toBe(status)
      expect(answer.json().message).toBe(message)
    }
    await expectRefusal(act(ada, 'request', ada, 'en'), 403, 'You cannot ask yourself for a partnership.')
    await expectRefusal(
      act(ada, 'accept', bea, 'en'),
      404,
      'There is no partnership in progress with this person.',
    )
    await expectRefusal(
      act(ada, 'terminate', bea, 'en'),
      404,
      'There is no partnership in progress with this person.',
    )
    await act(ada, 'request', bea)
    await expectRefusal(
      act(ada, 'accept', bea, 'en'),
      403,
      'You cannot answer your own request: only the other person can.',
    )
    await expectRefusal(
      act(ada, 'reject', bea, 'en'),
      403,
      'You cannot answer your own request: only the other person can.',
    )
    await expectRefusal(
      act(bea, 'cancel', ada, 'en'),
      403,
      'You can only withdraw a request you made: this one you can accept or reject.',
    )
    await expectRefusal(
      act(ada, 'terminate', bea, 'en'),
      409,
      'The partnership has not been accepted yet: you can withdraw or reject the request.',
    )
    await expectRefusal(
      act(ada, 'request', bea, 'en'),
      409,
      'You already asked this person for a partnership: wait for the answer.',
    )
    await expectRefusal(
      act(bea, 'request', ada, 'en'),
      409,
      'This person already asked you for a partnership: accept or reject it.',
    )
    // someone else's partnership: a third party never reaches the pair
    await expectRefusal(
      act(carlo, 'accept', bea, 'en'),
      404,
      'There is no partnership in progress with this person.',
    )
    await expectRefusal(
      act(carlo, 'accept', ada, 'en'),
      404,
      'There is no partnership in progress with this person.',
    )
    expect((await call(null, 'POST', `/api/partnerships/${bea.user.id}/accept`)).statusCode).toBe(401)
    const [live] = await t.db.select().from(partnerships).where(eq(partnerships.requester_id, ada.user.id))
    expect(live.status).toBe('pending')

    await act(bea, 'accept', ada)
    await expectRefusal(
      act(bea, 'accept', ada, 'en'),
      409,
      'The partnership was already accepted: you can only end it.',
    )
    await expectRefusal(
      act(ada, 'cancel', bea, 'en'),
      409,
      'The partnership was already accepted: you can only end it.',
    )
    await expectRefusal(act(ada, 'request', bea, 'en'), 409, 'You are already partners.')
    expect(
      (await t.db.select().from(partnerships).where(eq(partnerships.requester_id, ada.user.id))).length,
    ).toBe(1)
  })

  it('two simultaneous requests between the same people leave one live partnership', async () => {
    const [ada, bea] = await Promise.all([person('Ada'), person('Bea')])
    const answers = await Promise.all([act(ada, 'request', bea), act(bea, 'request', ada)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const rows = await t.db.select().from(partnerships).where(eq(partnerships.status, 'pending'))
    expect(
      rows.filter(
        (row) =>
          [ada.user.id, bea.user.id].includes(row.requester_id) &&
          [ada.user.id, bea.user.id].includes(row.target_id),
      ),
    ).toHaveLength(1)
  })

  it('lists the caller’s partnerships by state, paged, without blocked accounts', async () => {
    const me = await person('Io')
    const others = await Promise.all(['Uno', 'Due', 'Tre', 'Quattro', 'Cinque'].map((name) => person(name)))
    await createPartnership(t.db, me.user.id, others[0].user.id, 'accepted')
    await createPartnership(t.db, others[1].user.id, me.user.id, 'accepted')
    await createPartnership(t.db, others[2].user.id, me.user.id, 'pending')
    await createPartnership(t.db, me.user.id, others[3].user.id, 'pending')
    await createPartnership(t.db, me.user.id, others[4].user.id, 'rejected')
    const list = async (state: string, extra = '') =>
      (await call(me, 'GET', `/api/partnerships?state=${state}${extra}`)).json()
    const accepted = await list('accepted', '&perPage=1&page=2')
    expect(accepted.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 })
    expect(accepted.data).toHaveLength(1)
    expect(accepted.data[0].standing).toBe('accepted')
    const received = await list('received')
    expect(received.data.map((p: { person: { id: number } }) => p.person.id)).toEqual([others[2].user.id])
    expect(received.data[0].standing).toBe('pending_received')
    expect((await list('sent')).data.map((p: { person: { id: number } }) => p.person.id)).toEqual([
      others[3].user.id,
    ])
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, others[0].user.id))
    expect((await list('accepted')).meta.total).toBe(1)
    const bad = await call(me, 'GET', '/api/partnerships?state=all', undefined, 'en')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.state).toEqual(['state is accepted, received or sent.'])
  })
})

describe('recommendations', () => {
  const text = 'Ada ha guidato il nostro progetto con grande competenza e chiarezza.'

  it('only between partners; waits for the recipient, then shows on the profile', async () => {
    const [ada, bea, carlo] = await Promise.all([person('Ada'), person('Bea'), person('Carlo')])
    const refused = await call(ada, 'POST', `/api/recommendations/${bea.user.id}`, { text }, 'en')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('You can only write a recommendation for your partners.')
    await createPartnership(t.db, ada.user.id, bea.user.id, 'pending')
    expect((await call(ada, 'POST', `/api/recommendations/${bea.user.id}`, { text })).statusCode).toBe(403)
    await t.db
      .update(partnerships)
      .set({ status: 'accepted' })
      .where(eq(partnerships.requester_id, ada.user.id))

    const short = await call(ada, 'POST', `/api/recommendations/${bea.user.id}`, { text: 'Brava' }, 'en')
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.text).toEqual(['Write at least 20 characters: say how you worked together.'])

    const written = await call(ada, 'POST', `/api/recommendations/${bea.user.id}`, { text })
    expect(written.statusCode).toBe(201)
    const recommendation = written.json().data
    expect(recommendation).toMatchObject({
      text,
      accepted_at: null,
      author: { id: ada.user.id },
      recipient: { id: bea.user.id },
    })
    expect(await notificationsOf(bea, 'recommendation_received')).toHaveLength(1)
    expect((await call(null, 'GET', `/api/profile/${bea.user.id}/recommendations`)).json().data).toEqual([])
    expect(
      (await call(bea, 'GET', '/api/recommendations?state=pending'))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).toEqual([recommendation.id])
    const summaryForAda = (await call(ada, 'GET', `/api/profile/${bea.user.id}/network`)).json().data
    expect(summaryForAda.sent_recommendation).toMatchObject({ id: recommendation.id, accepted_at: null })
    expect(summaryForAda.my_recommendation).toBeNull()

    // neither the author nor a third party can accept it
    expect((await call(ada, 'POST', `/api/recommendations/${recommendation.id}/accept`)).statusCode).toBe(403)
    expect((await call(carlo, 'POST', `/api/recommendations/${recommendation.id}/accept`)).statusCode).toBe(
      403,
    )
    expect((await call(carlo, 'DELETE', `/api/recommendations/${recommendation.id}`)).statusCode).toBe(403)
    expect((await call(bea, 'POST', '/api/recommendations/999999999/accept')).statusCode).toBe(404)

    const accepted = await call(bea, 'POST', `/api/recommendations/${recommendation.id}/accept`)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data.accepted_at).not.toBeNull()
    expect(await notificationsOf(ada, 'recommendation_accepted')).toHaveLength(1)
    const shown = (await call(null, 'GET', `/api/profile/${bea.user.id}/recommendations`)).json()
    expect(shown.data.map((r: { id: number }) => r.id)).toEqual([recommendation.id])
    expect(
      (await call(ada, 'GET', `/api/profile/${ada.user.id}/network`)).json().data.recommendations_count,
    ).toBe(0)
    const beaSeesAda = (await call(bea, 'GET', `/api/profile/${ada.user.id}/network`)).json().data
    expect(beaSeesAda.my_recommendation).toMatchObject({ id: recommendation.id, text })
    expect(
      (await call(null, 'GET', `/api/profile/${bea.user.id}/network`)).json().data.recommendations_count,
    ).toBe(1)

    // rewriting sends it back for acceptance; the recipient may remove it
    const rewritten = await call(ada, 'POST', `/api/recommendations/${bea.user.id}`, {
      text: `${text} Davvero.`,
    })
    expect(rewritten.json().data).toMatchObject({ id: recommendation.id, accepted_at: null })
    expect((await call(bea, 'DELETE', `/api/recommendations/${recommendation.id}`)).statusCode).toBe(204)
    expect((await call(bea, 'GET', '/api/recommendations?state=pending')).json().meta.total).toBe(0)
  })

  it('refuses one for oneself', async () => {
    const ada = await person('Ada')
    expect((await call(ada, 'POST', `/api/recommendations/${ada.user.id}`, { text })).statusCode).toBe(403)
  })
})

describe('competence confirmations', () => {
  it('others toggle a confirmation of a listed competence; its owner cannot', async () => {
    const owner = await person('Owner', { profile: { competences: ['React', 'Public speaking'] } })
    const [fan, other] = await Promise.all([person('Fan'), person('Other')])
    const toggle = (who: CreatedUser, competence: string, lang = 'it') =>
      call(
        who,
        'POST',
        `/api/competences/toggle-confirm/${owner.user.id}/${encodeURIComponent(competence)}`,
        undefined,
        lang,
      )
    const self = await toggle(owner, 'React', 'en')
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe('Others confirm your competences, not you.')
    expect((await toggle(fan, 'Cobol')).statusCode).toBe(404)
    expect(
      (await call(null, 'POST', `/api/competences/toggle-confirm/${owner.user.id}/React`)).statusCode,
    ).toBe(401)

    expect((await toggle(fan, 'Public speaking')).json().data).toEqual({
      competence: 'Public speaking',
      count: 1,
      confirmed: true,
    })
    expect((await toggle(other, 'Public speaking')).json().data).toEqual({
      competence: 'Public speaking',
      count: 2,
      confirmed: true,
    })
    expect(await notificationsOf(owner, 'competence_confirmed')).toHaveLength(2)
    const confirmed = (
      await call(fan, 'GET', `/api/competences/confirmed/${owner.user.id}/Public%20speaking`)
    ).json().data
    expect(confirmed).toMatchObject({ competence: 'Public speaking', count: 2, confirmed: true })
    expect(confirmed.confirmers.map((p: { id: number }) => p.id).sort()).toEqual(
      [fan.user.id, other.user.id].sort(),
    )

    expect((await toggle(fan, 'Public speaking')).json().data).toEqual({
      competence: 'Public speaking',
      count: 1,
      confirmed: false,
    })
    const all = (await call(null, 'GET', `/api/profile/${owner.user.id}/competences/confirmations`)).json()
      .data
    expect(all).toEqual([
      { competence: 'React', count: 0, confirmed: false },
      { competence: 'Public speaking', count: 1, confirmed: false },
    ])
  })
})

describe('suggestions and trending', () => {
  it('suggests partners of partners and people sharing competences or interests, best first', async () => {
    const me = await person('Me', {
      profile: { interests: ['origami-test', 'liuteria-test'], competences: ['Figma-test'] },
    })
    const partner = await person('Partner')
    const friendOfPartner = await person('Amico')
    const sameCompetence = await person('Stessa', { profile: { competences: ['Figma-test'] } })
    const sameInterest = await person('Interesse', { profile: { interests: ['liuteria-test'] } })
    const alreadyFollowed = await person('Seguito', { profile: { competences: ['Figma-test'] } })
    const blocked = await person('Bloccato', { profile: { competences: ['Figma-test'] }, status: 'blocked' })
    await createPartnership(t.db, me.user.id, partner.user.id)
    await createPartnership(t.db, friendOfPartner.user.id, partner.user.id)
    await createFollow(t.db, me.user.id, alreadyFollowed.user.id)
    expect((await call(null, 'GET', '/api/network/suggestions')).statusCode).toBe(401)
    const suggestions = (await call(me, 'GET', '/api/network/suggestions')).json().data as {
      person: { id: number }
      mutual_partners: number
      shared_competences: string[]
      shared_interests: string[]
    }[]
    const ids = suggestions.map((s) => s.person.id)
    expect(ids.slice(0, 3)).toEqual([friendOfPartner.user.id, sameCompetence.user.id, sameInterest.user.id])
    expect(suggestions[0].mutual_partners).toBe(1)
    expect(suggestions[1].shared_competences).toEqual(['Figma-test'])
    expect(suggestions[2].shared_interests).toEqual(['liuteria-test'])
    expect(ids).not.toContain(me.user.id)
    expect(ids).not.toContain(partner.user.id)
    expect(ids).not.toContain(alreadyFollowed.user.id)
    expect(ids).not.toContain(blocked.user.id)
  })

  it('ranks profiles by new followers in the last 7 days', async () => {
    const [hot, warm, cold] = await Promise.all([person('Hot'), person('Warm'), person('Cold')])
    const fans = await Promise.all([1, 2, 3].map((n) => person(`Fan${n}`)))
    const old = new Date(Date.now() - 30 * 24 * 3600 * 1000)
    for (const fan of fans) await createFollow(t.db, fan.user.id, hot.user.id)
    await createFollow(t.db, fans[0].user.id, warm.user.id)
    for (const fan of fans) await createFollow(t.db, fan.user.id, cold.user.id, old)
    const answer = (await call(null, 'GET', '/api/network/trending')).json().data as {
      new_followers: number
    }[]
    expect(answer.length).toBeLessThanOrEqual(10)
    expect(answer.map((entry) => entry.new_followers)).toEqual(
      [...answer.map((entry) => entry.new_followers)].sort((a, b) => b - a),
    )
    // the demo's own follows are recent too: look further down the ranking for these three
    const trending = await trendingProfiles(t.db, 1000)
    const ids = trending.map((entry) => entry.person.id)
    expect(ids.indexOf(hot.user.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(hot.user.id)).toBeLessThan(ids.indexOf(warm.user.id))
    expect(ids).not.toContain(cold.user.id)
    expect(trending.find((entry) => entry.person.id === hot.user.id)).toMatchObject({
      new_followers: 3,
      followers: 3,
    })
  })
})

describe('reports', () => {
  it('stores a report for the admins, one open per reporter and profile', async () => {
    const [reporter, target, admin] = await Promise.all([
      person('Rep'),
      person('Target'),
      person('Admin', { role: 'admin' }),
    ])
    const url = `/api/profile/${target.user.id}/report`
    const bad = await call(reporter, 'POST', url, { reason: 'boh', text: 'x' }, 'en')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.reason).toEqual(['Choose the reason for the report.'])
    expect(
      (await call(reporter, 'POST', `/api/profile/${reporter.user.id}/report`, { reason: 'spam' }))
        .statusCode,
    ).toBe(403)
    const first = await call(reporter, 'POST', url, { reason: 'spam', text: 'Pubblicità' })
    expect(first.statusCode).toBe(201)
    const again = await call(reporter, 'POST', url, { reason: 'fake', text: 'Profilo falso' })
    expect(again.json().data.id).toBe(first.json().data.id)
    const rows = await t.db
      .select()
      .from(profileReports)
      .where(
        and(eq(profileReports.reporter_id, reporter.user.id), eq(profileReports.reported_id, target.user.id)),
      )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ reason: 'fake', text: 'Profilo falso', status: 'open' })
    expect((await call(reporter, 'GET', '/api/admin/profile-reports')).statusCode).toBe(403)
    const list = (await call(admin, 'GET', '/api/admin/profile-reports')).json()
    expect(list.data.find((r: { id: number }) => r.id === rows[0].id)).toMatchObject({
      reason: 'fake',
      reporter: { id: reporter.user.id },
      reported: { id: target.user.id },
    })
  })
})

it('a follow row can never point at its own follower', async () => {
  const ada = await person('Ada')
  await expect(
    t.db.insert(follows).values({ follower_id: ada.user.id, followed_id: ada.user.id }),
  ).rejects.toThrow()
})
