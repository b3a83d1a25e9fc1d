import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import sharp from 'sharp'
import { deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media } from '../../../contracts/media/schemas.ts'
import { createCompany, createJobListing } from '../jobs/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  randomIp,
  type TestApp,
  multipartForm,
} from '../../testing/helper.ts'
import { users } from '../../core/db/tables.ts'
import { jobApplications } from '../jobs/tables.ts'
import { profiles } from '../profiles/tables.ts'
import { media } from './tables.ts'

let t: TestApp
/** The names of the files the storage holds, read from the storage itself (disk or bucket). */
let storedNames: () => Promise<string[]>
/** Takes a file away behind the app's back, as a lost disk or an emptied bucket would. */
let loseFile: (name: string) => Promise<void>

const BUCKET = 'aula-media'
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** Each storage (disk under DATA_DIR, an S3 bucket) goes through every test below. */
const STORAGES = {
  disk: async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aula-media-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir } })
    storedNames = () => readdir(path.join(dataDir, 'media')).catch(() => [])
    loseFile = (name) => rm(path.join(dataDir, 'media', name))
    return async () => {
      await t.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  },
  // s3rver on loopback, in a directory of its own; the app reaches it through @aws-sdk/client-s3.
  s3: async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aula-media-'))
    const bucketDir = await mkdtemp(path.join(os.tmpdir(), 'aula-s3-'))
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: BUCKET }],
    })
    const { port } = await server.run()
    const endpoint = `http://127.0.0.1:${port}`
    t = await buildTestApp({
      env: {
        DATA_DIR: dataDir,
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      },
    })
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_KEYS })
    storedNames = async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'media/' }))
      return (listed.Contents ?? []).map((object) => object.Key!.slice('media/'.length))
    }
    loseFile = async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `media/${name}` }))
    }
    return async () => {
      await t.close()
      client.destroy()
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
      await rm(bucketDir, { recursive: true, force: true })
    }
  },
}

type Answer = { data: Media; message?: string; errors?: Record<string, string[]> }

const upload = (
  token: string,
  collection: string | undefined,
  file: Buffer | undefined,
  filename = 'file.bin',
  locale?: 'en',
) => {
  const parts: Parameters<typeof multipartForm>[0] = []
  if (collection !== undefined) parts.push({ name: 'collection', value: collection })
  if (file !== undefined)
    parts.push({ name: 'file', value: file, filename, type: 'application/octet-stream' })
  const { payload, contentType } = multipartForm(parts)
  return injectJson<Answer>(
    t.app,
    asUser(token, {
      method: 'POST',
      url: '/api/media',
      payload,
      headers: { 'content-type': contentType, ...(locale ? { 'accept-language': locale } : {}) },
      remoteAddress: randomIp(),
    }),
  )
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Chiara Rossi', Copyright: 'GPS 45.4642 9.1900' } })
    .toBuffer()

/** A small PDF as a writer produces it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

describe.each(Object.keys(STORAGES) as (keyof typeof STORAGES)[])('media on %s storage', (kind) => {
  let stop: () => Promise<void>
  beforeAll(async () => {
    stop = await STORAGES[kind]()
  }, 180_000)
  afterAll(() => stop())

  describe('POST /api/media', () => {
    it('crops an avatar to 512×512 WebP without the EXIF, serves it and shows it on the profile', async () => {
      const { token, user } = await createUser(t.db, { role: 'trainer' })
      const jpeg = await photo(1200, 800)
      expect((await sharp(jpeg).metadata()).exif).toBeDefined()
      const { response, body } = await upload(token, 'avatar', jpeg, 'me.jpg')
      expect(response.statusCode).toBe(201)
      expect(body.data).toMatchObject({ collection: 'avatar', mime: 'image/webp', width: 512, height: 512 })
      expect(body.data.url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/)

      const served = await t.app.inject({ method: 'GET', url: body.data.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.headers['cache-control']).toContain('max-age=31536000')
      const stored = await sharp(served.rawPayload).metadata()
      expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 })
      expect(stored.exif).toBeUndefined()
      expect(served.rawPayload.includes('Chiara Rossi')).toBe(false)
      expect(served.rawPayload.length).toBe(body.data.size)

      const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, user.id))
      expect(profile.avatar_url).toBe(body.data.url)
    })

    it('crops a cover to 1600×400, and a new cover replaces the previous one, file included', async () => {
      const { token, user } = await createUser(t.db, { role: 'trainer' })
      const png = await sharp({ create: { width: 800, height: 800, channels: 4, background: '#2040c0' } })
        .png()
        .toBuffer()
      const first = await upload(token, 'cover', png, 'cover.png')
      expect(first.body.data).toMatchObject({ width: 1600, height: 400, mime: 'image/webp' })
      const webp = await sharp({ create: { width: 2000, height: 600, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer()
      const second = await upload(token, 'cover', webp, 'cover.webp')
      expect(second.response.statusCode).toBe(201)
      const rows = await t.db.select().from(media).where(eq(media.owner_id, user.id))
      expect(rows.map((row) => row.id)).toEqual([second.body.data.id])
      expect((await t.app.inject({ method: 'GET', url: first.body.data.url })).statusCode).toBe(404)
      const files = await storedNames()
      expect(files).toContain(second.body.data.url.slice('/media/'.length))
      expect(files).not.toContain(first.body.data.url.slice('/media/'.length))
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, user.id))
      expect(profile.cover_url).toBe(second.body.data.url)
    })

    it('stores a CV and several certificates as PDF, as sent, and lists them', async () => {
      const { token } = await createUser(t.db, { role: 'trainer' })
      const cv = await upload(token, 'cv', PDF, 'cv chiara.pdf')
      expect(cv.response.statusCode).toBe(201)
      expect(cv.body.data).toMatchObject({ mime: 'application/pdf', size: PDF.length, name: 'cv chiara.pdf' })
      await upload(token, 'certificates', PDF, 'a.pdf')
      await upload(token, 'certificates', PDF, 'b.pdf')
      const served = await t.app.inject({ method: 'GET', url: cv.body.data.url })
      expect(served.headers['content-type']).toBe('application/pdf')
      expect(served.headers['content-disposition']).toBe('attachment; filename="cv_chiara.pdf"')
      expect(served.rawPayload.equals(PDF)).toBe(true)
      const list = await injectJson<{ data: Media[] }>(
        t.app,
        asUser(token, { method: 'GET', url: '/api/media' }),
      )
      expect(list.body.data.map((file) => file.name)).toEqual(['b.pdf', 'a.pdf', 'cv chiara.pdf'])
    })

    it('refuses a PDF carrying JavaScript, an embedded file or a launch action, also escaped or compressed (issue 32)', async () => {
      const { token } = await createUser(t.db, { role: 'trainer' })
      const pdf = (objects: string) =>
        Buffer.from(
          `%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R${objects}>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
        )
      const compressed = Buffer.concat([
        Buffer.from('%PDF-1.7\n3 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode>>stream\n'),
        deflateSync(Buffer.from('4 0 <</S/JavaScript/JS(this.exportDataObject())>>')),
        Buffer.from('\nendstream endobj\n%%EOF\n'),
      ])
      const hostile = {
        openAction: pdf('/OpenAction<</S/JavaScript/JS(app.alert(1))>>'),
        escaped: pdf('/OpenAction<</S/J#61vaScript/J#53(app.alert(1))>>'),
        embedded: pdf('/Names<</EmbeddedFiles<</Names[(a.exe)5 0 R]>>>>'),
        launch: pdf('/OpenAction<</S/Launch/F(cmd.exe)>>'),
        compressed,
      }
      for (const [name, bytes] of Object.entries(hostile)) {
        const answer = await upload(token, 'cv', bytes, `${name}.pdf`, 'en')
        expect(answer.response.statusCode, name).toBe(422)
        expect(answer.body.errors?.file?.[0], name).toMatch(/^The PDF carries active content \(\//)
      }
      const italian = await upload(token, 'certificates', hostile.openAction, 'x.pdf')
      expect(italian.body.errors?.file?.[0]).toMatch(
        /^Il PDF contiene contenuti attivi \(\/JavaScript, \/JS\)/,
      )
      // an opening view is not an action that runs anything
      expect(
        (await upload(token, 'cv', pdf('/OpenAction[3 0 R/FitH null]'), 'ok.pdf')).response.statusCode,
      ).toBe(201)
      expect(
        (await injectJson<{ data: Media[] }>(t.app, asUser(token, { method: 'GET', url: '/api/media' }))).body
          .data,
      ).toHaveLength(1)
    })

    it('serves a document only to who may see the profile’s media section, privately and as a download (issue 32)', async () => {
      const owner = await createUser(t.db, { role: 'student' })
      const other = await createUser(t.db, { role: 'student' })
      const admin = await createUser(t.db, { role: 'admin' })
      const { body } = await upload(owner.token, 'cv', PDF, 'cv.pdf')
      const get = (token?: string) =>
        t.app.inject(
          token
            ? asUser(token, { method: 'GET', url: body.data.url })
            : { method: 'GET', url: body.data.url },
        )
      const ownView = await get(owner.token)
      expect(ownView.statusCode).toBe(200)
      expect(ownView.headers['cache-control']).toBe('private, no-cache')
      expect(ownView.headers['content-disposition']).toBe('attachment; filename="cv.pdf"')
      // a public profile: members and visitors see its media
      expect((await get(other.token)).statusCode).toBe(200)
      expect((await get()).statusCode).toBe(200)
      // not public: visitors are asked to log in
      await t.db.update(profiles).set({ is_public: false }).where(eq(profiles.user_id, owner.user.id))
      expect((await get()).statusCode).toBe(401)
      expect((await get(other.token)).statusCode).toBe(200)
      // the media section hidden: nobody but the owner (and admins)
      await t.db
        .update(profiles)
        .set({ hidden_sections: ['media'] })
        .where(eq(profiles.user_id, owner.user.id))
      expect((await get(other.token)).statusCode).toBe(404)
      expect((await get(owner.token)).statusCode).toBe(200)
      expect((await get(admin.token)).statusCode).toBe(200)
      // a CV sent with an application reaches the listing's owner though the section is hidden
      const hr = await createUser(t.db, { role: 'hr' })
      const listing = await createJobListing(t.db, {
        company: (await createCompany(t.db, { owner: hr.user.id })).id,
      })
      expect((await get(hr.token)).statusCode).toBe(404)
      await t.db
        .insert(jobApplications)
        .values({ job_listing_id: listing.id, user_id: owner.user.id, cv_media_id: body.data.id })
      expect((await get(hr.token)).statusCode).toBe(200)
      // a blocked account's documents reach nobody else
      await t.db
        .update(profiles)
        .set({ hidden_sections: [], is_public: true })
        .where(eq(profiles.user_id, owner.user.id))
      await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, owner.user.id))
      expect((await get(other.token)).statusCode).toBe(404)
    })

    it('refuses a PNG named .pdf, a PDF as an avatar and garbage bytes, with a message per field', async () => {
      const { token } = await createUser(t.db, { role: 'trainer' })
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
      const renamed = await upload(token, 'cv', png, 'cv.pdf')
      expect(renamed.response.statusCode).toBe(422)
      expect(renamed.body.errors).toEqual({ file: ['Il file deve essere un PDF.'] })
      const pdfAvatar = await upload(token, 'avatar', PDF, 'me.jpg', 'en')
      expect(pdfAvatar.body.errors).toEqual({ file: ['The file must be a JPEG, PNG or WebP image.'] })
      // JPEG magic numbers followed by nothing sharp can decode
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])
      const garbage = await upload(token, 'avatar', broken, 'me.jpg')
      expect(garbage.response.statusCode).toBe(422)
      expect(garbage.body.errors).toEqual({ file: ['L’immagine è danneggiata o non si può leggere.'] })
      expect(
        await t.db
          .select()
          .from(media)
          .where(eq(media.owner_id, (await createUser(t.db)).user.id)),
      ).toEqual([])
    })

    it('refuses an empty file, a missing file, an unknown collection and a JSON body', async () => {
      const { token } = await createUser(t.db, { role: 'trainer' })
      const empty = await upload(token, 'cv', Buffer.alloc(0), 'cv.pdf')
      expect(empty.response.statusCode).toBe(422)
      expect(empty.body.errors).toEqual({ file: ['Il file è vuoto.'] })
      const nothing = await upload(token, 'nonsense', undefined)
      expect(nothing.body.errors).toEqual({
        collection: ['La raccolta «nonsense» non esiste: usa avatar, cover, cv, certificates o master.'],
        file: ['Scegli un file da caricare.'],
      })
      const noCollection = await upload(token, undefined, PDF, 'cv.pdf', 'en')
      expect(noCollection.body.errors).toEqual({
        collection: ['Say where the file goes (avatar, cover, cv, certificates or master).'],
      })
      const json = await injectJson<Answer>(
        t.app,
        asUser(token, {
          method: 'POST',
          url: '/api/media',
          payload: { collection: 'cv' },
          remoteAddress: randomIp(),
        }),
      )
      expect(json.response.statusCode).toBe(422)
      expect(Object.keys(json.body.errors ?? {})).toEqual(['file'])
    })

    it('refuses a file over 10 MB with 422 and keeps nothing of it', async () => {
      const { token, user } = await createUser(t.db, { role: 'trainer' })
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 32)])
      const { response, body } = await upload(token, 'cv', big, 'big.pdf')
      expect(response.statusCode).toBe(422)
      expect(body.errors).toEqual({ file: ['Il file supera il limite di 10 MB.'] })
      expect(await t.db.select().from(media).where(eq(media.owner_id, user.id))).toEqual([])
    })
  })

  describe('DELETE /api/media/:id', () => {
    it('lets only the owner delete (403 others, 404 unknown), removes the file and the profile picture', async () => {
      const owner = await createUser(t.db, { role: 'trainer' })
      const other = await createUser(t.db, { role: 'trainer' })
      const { body } = await upload(owner.token, 'avatar', await photo(600, 600), 'me.jpg')
      const del = (token: string, id: number | string) =>
        t.app.inject(asUser(token, { method: 'DELETE', url: `/api/media/${id}`, remoteAddress: randomIp() }))
      expect((await del(other.token, body.data.id)).statusCode).toBe(403)
      expect((await del(owner.token, 999_999_999)).statusCode).toBe(404)
      expect((await del(owner.token, 'abc')).statusCode).toBe(404)
      const file = body.data.url.slice('/media/'.length)
      expect(await storedNames()).toContain(file)
      expect((await del(owner.token, body.data.id)).statusCode).toBe(204)
      expect(await storedNames()).not.toContain(file)
      expect((await t.app.inject({ method: 'GET', url: body.data.url })).statusCode).toBe(404)
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, owner.user.id))
      expect(profile.avatar_url).toBeNull()
    })

    it('answers 404, not 500, for a file its storage no longer holds', async () => {
      const { token } = await createUser(t.db, { role: 'trainer' })
      const { body } = await upload(token, 'cv', PDF, 'cv.pdf')
      expect((await t.app.inject({ method: 'GET', url: body.data.url })).statusCode).toBe(200)
      await loseFile(body.data.url.slice('/media/'.length))
      expect((await t.app.inject({ method: 'GET', url: body.data.url })).statusCode).toBe(404)
    })

    it('answers 401 to a visitor and 404 for a file name that was never stored', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/media' })
      expect(anonymous.statusCode).toBe(401)
      expect((await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404)
      expect(
        (await t.app.inject({ method: 'GET', url: '/media/00000000-0000-0000-0000-000000000000.webp' }))
          .statusCode,
      ).toBe(404)
    })
  })
})
