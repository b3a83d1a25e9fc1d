/**
 * A course's cover (issue 15, presentation page): a trainer uploads a JPEG, PNG or WebP (type from
 * the bytes), gets a 16:9 WebP without metadata served at the course's cover_url; a replaced or
 * removed cover's file is gone; a non-image is a 422 naming `file`; nobody else sets it.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, multipartForm, type TestApp } from '../../testing/helper.ts'

let t: TestApp
let trainer: CreatedUser
let courseId: number
beforeAll(async () => {
  t = await buildTestApp()
  trainer = await createUser(t.db, { role: 'trainer' })
  courseId = (await createCourse(t.db, { trainer: trainer.user.id })).course.id
})
afterAll(() => t.close())

const upload = (token: string, file: Buffer, filename: string, lang = 'it') => {
  const { payload, contentType } = multipartForm([
    { name: 'file', value: file, filename, type: 'image/jpeg' },
  ])
  return t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/instructor/courses/${courseId}/cover`,
      payload,
      headers: { 'content-type': contentType, 'accept-language': lang },
    }),
  )
}

/** A photo with EXIF (camera and GPS), 2000×1500. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: 'Aula test camera' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer()

describe('a course’s cover', () => {
  it('crops an upload to a 1280×720 WebP without metadata and serves it at cover_url; a new one replaces the file', async () => {
    const first = await upload(trainer.token, await photo(), 'copertina.jpg')
    expect(first.statusCode).toBe(200)
    const url: string = first.json().data.cover_url
    expect(url).toMatch(/^\/media\/covers\/cover-[0-9a-f-]{36}\.webp$/)
    const served = await t.app.inject({ url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 720 })
    expect(meta.exif).toBeUndefined()
    const course = (
      await t.app.inject(asUser(trainer.token, { url: `/api/instructor/courses/${courseId}` }))
    ).json()
    expect(course.data.cover_url).toBe(url)

    const png = await sharp({ create: { width: 800, height: 800, channels: 4, background: '#336699' } })
      .png()
      .toBuffer()
    const second = await upload(trainer.token, png, 'quadrata.png')
    expect(second.statusCode).toBe(200)
    expect(second.json().data.cover_url).not.toBe(url)
    expect((await t.app.inject({ url })).statusCode).toBe(404)

    const removed = await t.app.inject(
      asUser(trainer.token, { method: 'DELETE', url: `/api/instructor/courses/${courseId}/cover` }),
    )
    expect(removed.json().data.cover_url).toBeNull()
    expect((await t.app.inject({ url: second.json().data.cover_url })).statusCode).toBe(404)
  })

  it('refuses what is not an image, whatever its name, and keeps the cover it had', async () => {
    const kept = (await upload(trainer.token, await photo(), 'buona.jpg')).json().data.cover_url
    for (const [file, name, message] of [
      [Buffer.from('%PDF-1.4\n%%EOF\n'), 'finta.jpg', 'The file is not a JPEG, PNG or WebP image.'],
      [Buffer.from('just text'), 'testo.png', 'The file is not a JPEG, PNG or WebP image.'],
      // a JPEG's first bytes and nothing else: it cannot be decoded
      [
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
        'rotta.jpg',
        'The file is not a JPEG, PNG or WebP image.',
      ],
      [Buffer.alloc(0), 'vuota.jpg', 'Choose an image to upload.'],
    ] as const) {
      const response = await upload(trainer.token, file, name, 'en')
      expect(response.statusCode, name).toBe(422)
      expect(response.json().errors.file).toEqual([message])
    }
    const now = (
      await t.app.inject(asUser(trainer.token, { url: `/api/instructor/courses/${courseId}` }))
    ).json().data.cover_url
    expect(now).toBe(kept)
    expect((await t.app.inject({ url: kept })).statusCode).toBe(200)
  })

  it('lets only the course’s trainer set or remove it', async () => {
    const other = await createUser(t.db, { role: 'trainer' })
    expect((await upload(other.token, await photo(), 'mia.jpg')).statusCode).toBe(403)
    const removal = await t.app.inject(
      asUser(other.token, { method: 'DELETE', url: `/api/instructor/courses/${courseId}/cover` }),
    )
    expect(removal.statusCode).toBe(403)
    expect((await t.app.inject({ url: '/media/covers/../../etc/passwd' })).statusCode).toBe(404)
  })
})
