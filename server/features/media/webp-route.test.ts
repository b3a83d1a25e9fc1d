import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { diskStorage } from './storage.ts'
import { serveImmutableWebp } from './webp-route.ts'

describe('serveImmutableWebp (the covers’, posts’, profile items’ and previews’ image route)', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aula-webp-'))
  const storage = diskStorage(dir)
  const app = Fastify()
  serveImmutableWebp(app, storage, '/media/things', /^thing-[0-9a-f]{4}\.webp$/)
  await storage.put('thing-00ff.webp', Buffer.from('RIFF....WEBP'), 'image/webp')
  await storage.put('other-00ff.webp', Buffer.from('RIFF....WEBP'), 'image/webp')
  afterAll(async () => {
    await app.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('sends a stored image as WebP that any cache may keep a year, never sniffed', async () => {
    const answer = await app.inject({ url: '/media/things/thing-00ff.webp' })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toBe('RIFF....WEBP')
    expect(answer.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    })
  })

  it('answers 404 for a name of another kind, even one stored, and for one not stored', async () => {
    expect((await app.inject({ url: '/media/things/other-00ff.webp' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/media/things/thing-0000.webp' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/media/things/..%2Fthing-00ff.webp' })).statusCode).toBe(404)
  })
})
