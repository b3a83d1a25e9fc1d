/**
 * The feed and posts' API (issue 17): who sees what (author, followers, partners, admins; 404 for
 * anyone else), the feed's keyset pages, the `posts` feature, edit and delete of one's own, one
 * reaction per person under concurrency, comments and replies and their ownership, the pin rules,
 * mentions, reports and an admin's hide.
 */
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../notifications/tables.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { createFollow, createPartnership } from '../network/factories.testing.ts'
import { createPost } from './factories.testing.ts'
import { asUser, buildTestApp, multipartForm, withCsrf, type TestApp } from '../../testing/helper.ts'
import { linkPreviews, postReactions, posts } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (who: CreatedUser | null, method: Method, url: string, payload?: object, lang = 'it') =>
  t.app.inject(
    who
      ? asUser(who.token, { method, url, payload, headers: { 'accept-language': lang } })
      : withCsrf({ method, url, payload, headers: { 'accept-language': lang } }),
  )

const POSTS_ON = { chat: false, posts: true, diary: false, hr_visible: false }
const person = (first_name: string, options: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.db, { first_name, last_name: 'Social', columns: { features: POSTS_ON }, ...options })

describe('who sees a post', () => {
  it('its author, followers, partners and admins; 404 for anyone else and for a hidden one', async () => {
    const [author, follower, partner, stranger, admin] = await Promise.all([
      person('Autrice'),
      person('Follower'),
      person('Partner'),
      person('Estraneo'),
      person('Admin', { role: 'admin', columns: { features: POSTS_ON, roles: ['admin'] } }),
    ])
    await createFollow(t.db, follower.user.id, author.user.id)
    await createPartnership(t.db, partner.user.id, author.user.id)
    const pendingPartner = await person('Attesa')
    await createPartnership(t.db, pendingPartner.user.id, author.user.id, 'pending')
    const post = await createPost(t.db, author.user.id, 'Visibile alla rete')
    const url = `/api/feed/posts/${post.id}`

    expect((await call(null, 'GET', url)).statusCode).toBe(401)
    for (const who of [author, follower, partner, admin]) {
      const answer = await call(who, 'GET', url)
      expect(answer.statusCode, who.user.first_name).toBe(200)
      expect(answer.json().data).toMatchObject({
        id: post.id,
        text: 'Visibile alla rete',
        is_mine: who === author,
      })
    }
    for (const who of [stranger, pendingPartner]) {
      const answer = await call(who, 'GET', url)
      expect(answer.statusCode, who.user.first_name).toBe(404)
      expect(answer.json().message).toContain('non puoi vederlo')
    }
    expect((await call(stranger, 'GET', '/api/feed/posts/999999999')).statusCode).toBe(404)
    // Reacting, commenting and reading comments follow the same rule.
    expect((await call(stranger, 'POST', `${url}/react`, { reaction: 'like' })).statusCode).toBe(404)
    expect(
      (await call(stranger, 'POST', `/api/comment/post/${post.id}`, { comment: 'Ciao' })).statusCode,
    ).toBe(404)
    expect((await call(stranger, 'GET', `${url}/comments`)).statusCode).toBe(404)
    // Someone's posts: empty for whoever is outside the audience.
    expect((await call(stranger, 'GET', `/api/profile/${author.user.id}/posts`)).json().meta.total).toBe(0)
    expect((await call(follower, 'GET', `/api/profile/${author.user.id}/posts`)).json().meta.total).toBe(1)

    // Hidden: author and admins only.
    await t.db.update(posts).set({ hidden_at: new Date() }).where(eq(posts.id, post.id))
    expect((await call(follower, 'GET', url)).statusCode).toBe(404)
    expect((await call(author, 'GET', url)).json().data.hidden).toBe(true)
    expect((await call(admin, 'GET', url)).statusCode).toBe(200)
  })

  it('a blocked author’s posts leave the feed and their page', async () => {
    const [author, reader] = await Promise.all([person('Bloccata'), person('Lettore')])
    await createFollow(t.db, reader.user.id, author.user.id)
    const post = await createPost(t.db, author.user.id, 'Prima del blocco')
    expect(
      (await call(reader, 'GET', '/api/feed')).json().data.posts.map((p: { id: number }) => p.id),
    ).toContain(post.id)
    const { users } = await import('../../core/db/tables.ts')
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, author.user.id))
    expect((await call(reader, 'GET', `/api/feed/posts/${post.id}`)).statusCode).toBe(404)
    expect(
      (await call(reader, 'GET', '/api/feed')).json().data.posts.map((p: { id: number }) => p.id),
    ).not.toContain(post.id)
  })
})

describe('the feed', () => {
  it('shows followed, partners and own posts, newest first, in keyset pages', async () => {
    const [me, followed, partner, other] = await Promise.all([
      person('Io'),
      person('Seguito'),
      person('Socio'),
      person('Altro'),
    ])
    await createFollow(t.db, me.user.id, followed.user.id)
    await createPartnership(t.db, me.user.id, partner.user.id)
    const base = Date.now() - 3600_000
    const at = (minutes: number) => new Date(base + minutes * 60_000)
    const written = [
      await createPost(t.db, followed.user.id, 'f1', { created_at: at(1) }),
      await createPost(t.db, other.user.id, 'o1', { created_at: at(2) }),
      await createPost(t.db, partner.user.id, 'p1', { created_at: at(3) }),
      await createPost(t.db, me.user.id, 'm1', { created_at: at(4) }),
      // Same instant: the id breaks the tie.
      await createPost(t.db, followed.user.id, 'f2', { created_at: at(5) }),
      await createPost(t.db, partner.user.id, 'p2', { created_at: at(5) }),
    ]
    expect(written).toHaveLength(6)
    const texts: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const answer = await call(
        me,
        'GET',
        `/api/feed?perPage=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      )
      expect(answer.statusCode).toBe(200)
      const body = (answer.json() as { data: { posts: { text: string }[]; next_cursor: string | null } }).data
      texts.push(...body.posts.map((post) => post.text))
      cursor = body.next_cursor
      pages++
    } while (cursor && pages < 10)
    expect(texts).toEqual(['p2', 'f2', 'm1', 'p1', 'f1'])

    // Posts within the same millisecond: the cursor keeps the microseconds, so none is skipped.
    const [loner, author] = await Promise.all([person('Micro'), person('Secondi')])
    await createFollow(t.db, loner.user.id, author.user.id)
    const a = await createPost(t.db, author.user.id, 'µ1')
    const b = await createPost(t.db, author.user.id, 'µ2')
    await t.db.execute(sql`update posts set created_at = '2026-01-01T10:00:00.123456Z' where id = ${a.id}`)
    await t.db.execute(sql`update posts set created_at = '2026-01-01T10:00:00.123400Z' where id = ${b.id}`)
    const first = (await call(loner, 'GET', '/api/feed?perPage=1')).json().data
    expect(first.posts.map((p: { text: string }) => p.text)).toEqual(['µ1'])
    expect(first.next_cursor).toBe(`2026-01-01T10:00:00.123456Z_${a.id}`)
    const second = (
      await call(loner, 'GET', `/api/feed?perPage=1&cursor=${encodeURIComponent(first.next_cursor)}`)
    ).json().data
    expect(second.posts.map((p: { text: string }) => p.text)).toEqual(['µ2'])

    const bad = await call(me, 'GET', '/api/feed?cursor=ieri', undefined, 'en')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.cursor[0]).toContain('next_cursor')
    expect((await call(null, 'GET', '/api/feed')).statusCode).toBe(401)
  })
})

describe('writing posts', () => {
  it('needs the posts feature, says how to get it, and keeps edit and delete to the author', async () => {
    const [writer, without, follower] = await Promise.all([
      person('Scrive'),
      person('Senza', { columns: { features: { ...POSTS_ON, posts: false } } }),
      person('Segue'),
    ])
    await createFollow(t.db, follower.user.id, writer.user.id)
    const refused = await call(without, 'POST', '/api/feed/posts', { text: 'Ciao a tutti' }, 'en')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toContain('/extra-features')

    const empty = await call(writer, 'POST', '/api/feed/posts', { text: '   ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.text).toBeDefined()
    const badLink = await call(
      writer,
      'POST',
      '/api/feed/posts',
      { text: 'Link', link_url: 'javascript:alert(1)' },
      'en',
    )
    expect(badLink.statusCode).toBe(422)
    expect(badLink.json().errors.link_url[0]).toContain('https://')

    const created = await call(writer, 'POST', '/api/feed/posts', {
      text: '  Il mio primo post  ',
      link_url: 'https://example.com/a',
    })
    expect(created.statusCode).toBe(201)
    const post = created.json().data
    expect(post).toMatchObject({
      text: 'Il mio primo post',
      link_url: 'https://example.com/a',
      is_mine: true,
    })
    expect(post.counts).toMatchObject({ reactions_total: 0, comments: 0 })

    const edit = await call(follower, 'PUT', `/api/feed/posts/${post.id}`, { text: 'Rubato' })
    expect(edit.statusCode).toBe(403)
    const mine = await call(writer, 'PUT', `/api/feed/posts/${post.id}`, { text: 'Corretto', link_url: '' })
    expect(mine.json().data).toMatchObject({ text: 'Corretto', link_url: null })
    expect((await call(follower, 'DELETE', `/api/feed/posts/${post.id}`)).statusCode).toBe(403)
    expect((await call(writer, 'DELETE', `/api/feed/posts/${post.id}`)).statusCode).toBe(204)
    expect((await call(writer, 'GET', `/api/feed/posts/${post.id}`)).statusCode).toBe(404)
  })

  it('notifies who is mentioned by slug or id, once, if they may see the post', async () => {
    const [writer, friend, byId, outsider] = await Promise.all([
      person('Menziona'),
      person('Amica'),
      person('PerId'),
      person('Fuori'),
    ])
    await createFollow(t.db, friend.user.id, writer.user.id)
    await createPartnership(t.db, writer.user.id, byId.user.id)
    const text = `Grazie @${friend.profile.slug} e @${byId.user.id}! Anche @${outsider.profile.slug} e di nuovo @${friend.profile.slug.toUpperCase()}; mail a x@${friend.profile.slug}`
    const created = await call(writer, 'POST', '/api/feed/posts', { text })
    expect(created.statusCode).toBe(201)
    const mentions = async (who: CreatedUser) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, who.user.id), eq(notifications.slug_type, 'post.mention')))
    expect(await mentions(friend)).toHaveLength(1)
    expect((await mentions(friend))[0].data).toMatchObject({
      name: 'Menziona Social',
      post_id: created.json().data.id,
      where: 'post',
    })
    expect(await mentions(byId)).toHaveLength(1)
    expect(await mentions(outsider)).toHaveLength(0)
    expect(await mentions(writer)).toHaveLength(0)
  })
})

describe('reactions', () => {
  it('one per person, even for ten at once; changed in place and removed', async () => {
    const [author, fan] = await Promise.all([person('Reagita'), person('Fan')])
    await createFollow(t.db, fan.user.id, author.user.id)
    const post = await createPost(t.db, author.user.id)
    const url = `/api/feed/posts/${post.id}/react`
    const reactions = ['like', 'love', 'clap', 'insightful', 'laugh'] as const
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => call(fan, 'POST', url, { reaction: reactions[index % 5] })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    const rows = await t.db.select().from(postReactions).where(eq(postReactions.post_id, post.id))
    expect(rows).toHaveLength(1)

    const changed = await call(fan, 'POST', url, { reaction: 'clap' })
    expect(changed.json().data).toMatchObject({ reactions_total: 1, reactions: { clap: 1, like: 0 } })
    const own = await call(author, 'POST', url, { reaction: 'love' })
    expect(own.json().data).toMatchObject({ reactions_total: 2, reactions: { clap: 1, love: 1 } })
    const seen = (await call(fan, 'GET', `/api/feed/posts/${post.id}`)).json().data
    expect(seen.my_reaction).toBe('clap')
    const list = (await call(author, 'GET', `/api/feed/posts/${post.id}/reactions`)).json()
    expect(list.meta.total).toBe(2)

    const bad = await call(fan, 'POST', url, { reaction: 'angry' }, 'en')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.reaction[0]).toContain('like, love')

    expect((await call(fan, 'DELETE', url)).json().data.reactions_total).toBe(1)
    expect((await call(fan, 'DELETE', url)).json().data.reactions_total).toBe(1)
    expect((await call(fan, 'GET', `/api/feed/posts/${post.id}`)).json().data.my_reaction).toBeNull()
  })
})

describe('comments', () => {
  it('comments and replies; edit is the author’s, delete the author’s, the post author’s or an admin’s', async () => {
    const [author, commenter, other, admin] = await Promise.all([
      person('PostAutore'),
      person('Commenta'),
      person('Altra'),
      person('Amm', { role: 'admin', columns: { features: POSTS_ON, roles: ['admin'] } }),
    ])
    await createFollow(t.db, commenter.user.id, author.user.id)
    await createFollow(t.db, other.user.id, author.user.id)
    const post = await createPost(t.db, author.user.id)

    const first = await call(commenter, 'POST', `/api/comment/post/${post.id}`, { comment: 'Bel post!' })
    expect(first.statusCode).toBe(201)
    const comment = first.json().data.comment
    expect(first.json().data.counts.comments).toBe(1)
    const reply = await call(other, 'POST', `/api/comment/post/${post.id}`, {
      comment: 'Concordo',
      parent_id: comment.id,
    })
    expect(reply.json().data.comment.parent_id).toBe(comment.id)
    // A reply to a reply hangs under the first comment.
    const nested = await call(author, 'POST', `/api/comment/post/${post.id}`, {
      comment: 'Grazie',
      parent_id: reply.json().data.comment.id,
    })
    expect(nested.json().data.comment.parent_id).toBe(comment.id)
    const otherPost = await createPost(t.db, author.user.id)
    const wrongParent = await call(commenter, 'POST', `/api/comment/post/${otherPost.id}`, {
      comment: 'Qui?',
      parent_id: comment.id,
    })
    expect(wrongParent.statusCode).toBe(422)
    expect(
      (await call(commenter, 'POST', `/api/comment/course/${post.id}`, { comment: 'x' })).statusCode,
    ).toBe(422)

    expect(
      (await call(other, 'PUT', `/api/comment/${comment.id}`, { comment: 'Modificato' })).statusCode,
    ).toBe(403)
    const edited = await call(commenter, 'PUT', `/api/comment/${comment.id}`, { comment: 'Bellissimo post!' })
    expect(edited.json().data.text).toBe('Bellissimo post!')
    expect((await call(author, 'PUT', `/api/comment/${comment.id}`, { comment: 'No' })).statusCode).toBe(403)

    const list = (await call(other, 'GET', `/api/feed/posts/${post.id}/comments`)).json().data
    expect(list.map((c: { text: string }) => c.text)).toEqual(['Bellissimo post!', 'Concordo', 'Grazie'])

    expect((await call(other, 'DELETE', `/api/comment/${comment.id}`)).statusCode).toBe(403)
    const replyId = reply.json().data.comment.id
    expect((await call(admin, 'DELETE', `/api/comment/${replyId}`)).json().data.comments).toBe(2)
    // The post's author deletes someone else's comment, and its replies go with it.
    expect((await call(author, 'DELETE', `/api/comment/${comment.id}`)).json().data.comments).toBe(0)
    expect((await call(author, 'PUT', `/api/comment/${comment.id}`, { comment: 'x' })).statusCode).toBe(404)
  })
})

describe('pins', () => {
  it('one pinned post per author, first on the profile; only the author pins', async () => {
    const [author, fan] = await Promise.all([person('Fissa'), person('Guarda')])
    await createFollow(t.db, fan.user.id, author.user.id)
    const older = await createPost(t.db, author.user.id, 'vecchio', {
      created_at: new Date(Date.now() - 86_400_000),
    })
    const newer = await createPost(t.db, author.user.id, 'nuovo')
    expect((await call(fan, 'POST', `/api/feed/posts/${older.id}/pin`)).statusCode).toBe(403)
    const pinned = await call(author, 'POST', `/api/feed/posts/${older.id}/pin`)
    expect(pinned.json().data.pinned).toBe(true)
    const list = (await call(fan, 'GET', `/api/profile/${author.user.id}/posts`)).json().data
    expect(list.map((p: { text: string }) => p.text)).toEqual(['vecchio', 'nuovo'])
    // Pinning another unpins the first, even when both are asked at once.
    await Promise.all([
      call(author, 'POST', `/api/feed/posts/${newer.id}/pin`),
      call(author, 'POST', `/api/feed/posts/${older.id}/pin`),
    ])
    const pins = await t.db.select().from(posts).where(eq(posts.user_id, author.user.id))
    expect(pins.filter((p) => p.pinned_at !== null)).toHaveLength(1)
    await call(author, 'POST', `/api/feed/posts/${newer.id}/pin`)
    expect((await call(author, 'GET', `/api/feed/posts/${older.id}`)).json().data.pinned).toBe(false)
    expect((await call(author, 'DELETE', `/api/feed/posts/${newer.id}/pin`)).json().data.pinned).toBe(false)
  })
})

describe('reports', () => {
  it('reports a post or a comment once per person; an admin hides it', async () => {
    const [author, reader, admin] = await Promise.all([
      person('Segnalata'),
      person('Segnala'),
      person('Moderatrice', { role: 'admin', columns: { features: POSTS_ON, roles: ['admin'] } }),
    ])
    await createFollow(t.db, reader.user.id, author.user.id)
    const post = await createPost(t.db, author.user.id, 'Spam spam spam')
    expect(
      (await call(author, 'POST', `/api/feed/posts/${post.id}/report`, { reason: 'spam' })).statusCode,
    ).toBe(403)
    const first = await call(reader, 'POST', `/api/feed/posts/${post.id}/report`, { reason: 'spam' })
    expect(first.statusCode).toBe(201)
    const again = await call(reader, 'POST', `/api/feed/posts/${post.id}/report`, {
      reason: 'other',
      text: 'Pubblicità',
    })
    expect(again.json().data.id).toBe(first.json().data.id)
    const comment = (
      await call(author, 'POST', `/api/comment/post/${post.id}`, { comment: 'Compra ora!' })
    ).json().data.comment
    const onComment = await call(reader, 'POST', `/api/comments/${comment.id}/report`, { reason: 'spam' })
    expect(onComment.statusCode).toBe(201)

    expect((await call(reader, 'GET', '/api/admin/content-reports')).statusCode).toBe(403)
    const open = (await call(admin, 'GET', '/api/admin/content-reports?perPage=100')).json().data as {
      id: number
      kind: string
      post_id: number
    }[]
    const mine = open.filter((r) => r.post_id === post.id)
    expect(mine.map((r) => r.kind).sort()).toEqual(['comment', 'post'])

    const commentReport = mine.find((r) => r.kind === 'comment')!
    expect(
      (await call(admin, 'POST', `/api/admin/content-reports/${commentReport.id}/hide`)).json().data.hidden,
    ).toBe(true)
    expect((await call(reader, 'GET', `/api/feed/posts/${post.id}/comments`)).json().data).toHaveLength(0)
    const postReport = mine.find((r) => r.kind === 'post')!
    await call(admin, 'POST', `/api/admin/content-reports/${postReport.id}/hide`)
    expect((await call(reader, 'GET', `/api/feed/posts/${post.id}`)).statusCode).toBe(404)
    expect((await call(admin, 'POST', `/api/admin/content-reports/${postReport.id}/hide`)).statusCode).toBe(
      404,
    )
  })
})

describe('a post’s image', () => {
  const upload = (who: CreatedUser, postId: number, file: Buffer, lang = 'it') => {
    const { payload, contentType } = multipartForm([
      { name: 'file', value: file, filename: 'foto.png', type: 'image/png' },
    ])
    return t.app.inject(
      asUser(who.token, {
        method: 'POST',
        url: `/api/feed/posts/${postId}/image`,
        payload,
        headers: { 'content-type': contentType, 'accept-language': lang },
      }),
    )
  }

  it('the author attaches one (re-encoded as WebP within 1600 px), replaces and removes it; nobody else may', async () => {
    const [author, fan] = await Promise.all([person('ConFoto'), person('Vede')])
    await createFollow(t.db, fan.user.id, author.user.id)
    const post = await createPost(t.db, author.user.id)
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()

    expect((await upload(fan, post.id, png)).statusCode).toBe(403)
    const notImage = await upload(author, post.id, Buffer.from('%PDF-1.4 not an image'), 'en')
    expect(notImage.statusCode).toBe(422)
    expect(notImage.json().errors.file[0]).toContain('JPEG, PNG or WebP')

    const first = await upload(author, post.id, png)
    expect(first.statusCode).toBe(200)
    const url = first.json().data.image_url as string
    expect(url).toMatch(/^\/media\/posts\/post-[0-9a-f-]{36}\.webp$/)
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const meta = await sharp(served.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([1600, 800])
    expect((await call(fan, 'GET', `/api/feed/posts/${post.id}`)).json().data.image_url).toBe(url)

    const second = (await upload(author, post.id, png)).json().data.image_url as string
    expect(second).not.toBe(url)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    expect(
      (await call(author, 'DELETE', `/api/feed/posts/${post.id}/image`)).json().data.image_url,
    ).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404)
  })
})

describe('a post’s link preview', () => {
  it('shows only our stored copy of the og:image, never a remote address', async () => {
    const [author, reader] = await Promise.all([person('Anteprima'), person('Lettore')])
    await createFollow(t.db, reader.user.id, author.user.id)
    const local = `/media/previews/preview-${'c'.repeat(64)}.webp`
    await t.db.insert(linkPreviews).values([
      { url: 'https://example.com/con-immagine', status: 'ok', title: 'Con immagine', image_url: local },
      {
        url: 'https://example.com/remota',
        status: 'ok',
        title: 'Remota',
        image_url: 'https://tracker.example/pixel.png',
      },
      { url: 'https://example.com/rifiutata', status: 'failed' },
    ])
    const withImage = await createPost(t.db, author.user.id, 'Uno', {
      link_url: 'https://example.com/con-immagine',
    })
    const remote = await createPost(t.db, author.user.id, 'Due', { link_url: 'https://example.com/remota' })
    const refused = await createPost(t.db, author.user.id, 'Tre', {
      link_url: 'https://example.com/rifiutata',
    })

    const one = await call(reader, 'GET', `/api/feed/posts/${withImage.id}`)
    expect(one.json().data.preview).toEqual({
      url: 'https://example.com/con-immagine',
      title: 'Con immagine',
      description: null,
      image_url: local,
    })
    const two = await call(reader, 'GET', `/api/feed/posts/${remote.id}`)
    expect(two.json().data.preview).toMatchObject({ title: 'Remota', image_url: null })
    expect(two.body).not.toContain('tracker.example')
    const three = await call(reader, 'GET', `/api/feed/posts/${refused.id}`)
    expect(three.json().data.preview).toBeNull()

    // The feed answers the same.
    const feed = await call(reader, 'GET', '/api/feed')
    expect(feed.statusCode).toBe(200)
    expect(feed.body).not.toContain('tracker.example')
    const mine = feed
      .json()
      .data.posts.filter((post: { id: number }) => [withImage.id, remote.id].includes(post.id))
    expect(
      mine.map((post: { preview: { image_url: string | null } }) => post.preview.image_url).sort(),
    ).toEqual([local, null].sort())
  })
})
