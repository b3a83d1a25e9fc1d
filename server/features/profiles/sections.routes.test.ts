/**
 * The CV sections (issue 16): every section lists, adds, edits, deletes and orders the caller's
 * entries; only the owner writes (a stranger 403, a visitor 401, another section's id 404); bad
 * input is a 422 naming the field in Italian or English (SPEC.md §5 date rules); the multipart
 * sections store an image as WebP and drop it with the entry.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ITEM_SECTIONS,
  SECTION_PATHS,
  isImageSection,
  type ItemSection,
} from '../../../contracts/profiles/sections.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, multipartForm, withCsrf, type TestApp } from '../../testing/helper.ts'
import { schools } from './tables.ts'

let t: TestApp
let owner: CreatedUser
let stranger: CreatedUser
let schoolId: number
beforeAll(async () => {
  t = await buildTestApp()
  owner = await createUser(t.db, { role: 'trainer' })
  stranger = await createUser(t.db, { role: 'student' })
  ;[{ id: schoolId }] = await t.db
    .insert(schools)
    .values({ name: 'Università di Test', city: 'Testopoli' })
    .returning({ id: schools.id })
})
afterAll(() => t.close())

/** A valid entry of each section, as text fields (what a form sends). */
const VALID: Record<ItemSection, Record<string, unknown>> = {
  studies: {
    school_id: null,
    school_name: 'Liceo Galilei',
    degree: 'Diploma',
    start_date: '2010-09-15',
    end_date: '2015-07-01',
  },
  experiences: { role: 'Formatrice', company: 'Aula srl', current: true, start_date: '2020-01-01' },
  languages: { language: 'Inglese', level: 'C1' },
  books: { title: 'Scrivere chiaro', author: 'Anna Rossi', year: '2019' },
  case_histories: { title: 'Rilancio e-commerce', description: 'Da 0 a 100 ordini al giorno.' },
  clients: { name: 'Banca Uno', url: 'bancauno.example.com' },
  collaborations: { name: 'Politecnico', role: 'Docente a contratto' },
}

const base = (section: ItemSection) => `/api/${SECTION_PATHS[section]}`

/** Sends an entry the way its section takes it: JSON, or a multipart form with an optional image. */
function send(
  token: string | null,
  method: 'POST' | 'PUT',
  url: string,
  section: ItemSection,
  fields: Record<string, unknown>,
  image?: Buffer,
  lang = 'it',
) {
  const headers: Record<string, string> = { 'accept-language': lang }
  let payload: unknown = fields
  if (isImageSection(section)) {
    const form = multipartForm([
      ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
      ...(image ? [{ name: 'image', value: image, filename: 'foto.jpg', type: 'image/jpeg' }] : []),
    ])
    payload = form.payload
    headers['content-type'] = form.contentType
  }
  const options = { method, url, payload: payload as string, headers }
  return t.app.inject(token ? asUser(token, options) : withCsrf(options))
}

const createUrl = (section: ItemSection) =>
  isImageSection(section) ? `${base(section)}/upsert` : base(section)
const updateUrl = (section: ItemSection, id: number) =>
  isImageSection(section) ? `${base(section)}/upsert/${id}` : `${base(section)}/${id}`
const updateMethod = (section: ItemSection) => (isImageSection(section) ? 'POST' : 'PUT')

describe.each(ITEM_SECTIONS)('the %s section', (section) => {
  it('is written by its owner only: add, read, edit, order, delete', async () => {
    const anonymous = await send(null, 'POST', createUrl(section), section, VALID[section])
    expect(anonymous.statusCode).toBe(401)

    const first = await send(owner.token, 'POST', createUrl(section), section, VALID[section])
    expect(first.statusCode, first.body).toBe(201)
    const second = await send(owner.token, 'POST', createUrl(section), section, VALID[section])
    const [a, b] = [first.json().data, second.json().data]
    expect(b.position).toBe(a.position + 1)

    // A stranger can neither read, edit nor delete it; a visitor is asked to log in.
    const id = a.id as number
    expect(
      (await t.app.inject(asUser(stranger.token, { url: `${base(section)}/get/${id}` }))).statusCode,
    ).toBe(403)
    expect(
      (await send(stranger.token, updateMethod(section), updateUrl(section, id), section, VALID[section]))
        .statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject(asUser(stranger.token, { method: 'DELETE', url: `${base(section)}/${id}` })))
        .statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject(withCsrf({ method: 'DELETE', url: `${base(section)}/${id}` }))).statusCode,
    ).toBe(401)
    // The id of another section's entry is not one of this section's.
    const other = ITEM_SECTIONS.find((name) => name !== section)!
    expect((await t.app.inject(asUser(owner.token, { url: `${base(other)}/get/${id}` }))).statusCode).toBe(
      404,
    )

    const edited = await send(
      owner.token,
      updateMethod(section),
      updateUrl(section, id),
      section,
      VALID[section],
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.id).toBe(id)

    const mine = await t.app.inject(asUser(owner.token, { url: base(section) }))
    const ids = (mine.json().data as { id: number }[]).map((entry) => entry.id)
    expect(ids.slice(-2)).toEqual([a.id, b.id])

    const reordered = await t.app.inject(
      asUser(owner.token, {
        method: 'PUT',
        url: `${base(section)}/order`,
        payload: { ids: [...ids].reverse() },
      }),
    )
    expect(reordered.statusCode).toBe(200)
    expect((reordered.json().data as { id: number }[]).map((entry) => entry.id)).toEqual([...ids].reverse())
    const partial = await t.app.inject(
      asUser(owner.token, { method: 'PUT', url: `${base(section)}/order`, payload: { ids: [ids[0]] } }),
    )
    expect(partial.statusCode).toBe(422)
    expect(partial.json().errors.ids).toBeDefined()
    const strangersOrder = await t.app.inject(
      asUser(stranger.token, { method: 'PUT', url: `${base(section)}/order`, payload: { ids } }),
    )
    expect(strangersOrder.statusCode).toBe(422)

    const removed = await t.app.inject(
      asUser(owner.token, { method: 'DELETE', url: `${base(section)}/${b.id}` }),
    )
    expect(removed.statusCode).toBe(204)
    const left = (await t.app.inject(asUser(owner.token, { url: base(section) }))).json().data as {
      id: number
      position: number
    }[]
    expect(left.map((entry) => entry.id)).not.toContain(b.id)
    expect(left.map((entry) => entry.position)).toEqual(left.map((_, index) => index + 1))
    expect(
      (await t.app.inject(asUser(owner.token, { url: `${base(section)}/get/${b.id}` }))).statusCode,
    ).toBe(404)
  })
})

describe('what an entry must say', () => {
  it('a study: a school from the list or its name, dates not in the future, the end not before the start', async () => {
    const fromList = await send(owner.token, 'POST', '/api/studies', 'studies', {
      school_id: schoolId,
      degree: 'Laurea in Economia',
      start_date: '2012-10-01',
      end_date: null,
    })
    expect(fromList.statusCode).toBe(201)
    expect(fromList.json().data).toMatchObject({
      school_id: schoolId,
      school_name: 'Università di Test',
      end_date: null,
    })

    const unknown = await send(owner.token, 'POST', '/api/studies', 'studies', {
      school_id: 999_999,
      degree: 'Laurea',
      start_date: '2012-10-01',
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.school_id).toBeDefined()

    const backwards = await send(owner.token, 'POST', '/api/studies', 'studies', {
      school_name: 'Liceo',
      degree: 'Diploma',
      start_date: '2015-09-15',
      end_date: '2014-06-30',
    })
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors).toEqual({
      end_date: ['La data non può essere minore rispetto al 15/09/2015'],
    })

    const english = await send(
      owner.token,
      'POST',
      '/api/studies',
      'studies',
      { school_name: '', degree: '', start_date: '2999-01-01' },
      undefined,
      'en',
    )
    expect(english.statusCode).toBe(422)
    expect(english.json().errors.degree).toEqual(['The Degree field is required'])
    expect(english.json().errors.start_date[0]).toMatch(/^The date cannot be later than/)
  })

  it('an experience: the current job has no end, any other needs one', async () => {
    const ended = await send(owner.token, 'POST', '/api/experiences', 'experiences', {
      role: 'Consulente',
      company: 'Studio Bianchi',
      current: false,
      start_date: '2018-02-01',
    })
    expect(ended.statusCode).toBe(422)
    expect(ended.json().errors.end_date).toEqual([
      'Il campo Data di fine è richiesto se non è il lavoro attuale',
    ])
    const english = await send(
      owner.token,
      'POST',
      '/api/experiences',
      'experiences',
      {
        role: 'Consultant',
        company: 'Bianchi',
        current: true,
        start_date: '2018-02-01',
        end_date: '2019-01-01',
      },
      undefined,
      'en',
    )
    expect(english.json().errors.end_date).toEqual(['The current job has no end date.'])
  })

  it('a language has a level of the European framework; a book a title and an author', async () => {
    const level = await send(owner.token, 'POST', '/api/languages', 'languages', {
      language: 'Tedesco',
      level: 'fluent',
    })
    expect(level.json().errors.level).toEqual(['Il livello è A1, A2, B1, B2, C1, C2 o native.'])
    const book = await send(
      owner.token,
      'POST',
      '/api/books/upsert',
      'books',
      { title: '', year: '20x1' },
      undefined,
      'en',
    )
    expect(book.statusCode).toBe(422)
    expect(book.json().errors).toMatchObject({
      title: ['The Title field is required'],
      year: ['The year has four digits (for example 2021).'],
    })
  })
})

describe('an entry’s image', () => {
  const photo = () =>
    sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .withExif({ IFD0: { Make: 'Aula test camera' } })
      .jpeg()
      .toBuffer()

  it('is cropped to a 600×400 WebP without metadata, replaced and removed with the entry', async () => {
    const created = await send(
      owner.token,
      'POST',
      '/api/collaborations/upsert',
      'collaborations',
      VALID.collaborations,
      await photo(),
    )
    expect(created.statusCode, created.body).toBe(201)
    const { id, image_url: url } = created.json().data
    expect(url).toMatch(/^\/media\/profile-items\/item-[0-9a-f-]{36}\.webp$/)
    const served = await t.app.inject({ url })
    expect(served.headers['content-type']).toBe('image/webp')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ width: 600, height: 400 })
    expect(meta.exif).toBeUndefined()

    // An edit without a new image keeps it; remove_image drops it and its file.
    const kept = await send(owner.token, 'POST', `/api/collaborations/upsert/${id}`, 'collaborations', {
      ...VALID.collaborations,
      role: 'Tutor',
    })
    expect(kept.json().data).toMatchObject({ role: 'Tutor', image_url: url })
    const dropped = await send(owner.token, 'POST', `/api/collaborations/upsert/${id}`, 'collaborations', {
      ...VALID.collaborations,
      remove_image: 'true',
    })
    expect(dropped.json().data.image_url).toBeNull()
    expect((await t.app.inject({ url })).statusCode).toBe(404)

    const refused = await send(
      owner.token,
      'POST',
      `/api/collaborations/upsert/${id}`,
      'collaborations',
      VALID.collaborations,
      Buffer.from('%PDF-1.4\n'),
    )
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.image).toEqual(['Il file non è un’immagine JPEG, PNG o WebP.'])

    const again = await send(
      owner.token,
      'POST',
      '/api/clients/upsert',
      'clients',
      VALID.clients,
      await photo(),
    )
    const clientImage = again.json().data.image_url
    expect(again.json().data.url).toBe('https://bancauno.example.com')
    await t.app.inject(asUser(owner.token, { method: 'DELETE', url: `/api/clients/${again.json().data.id}` }))
    expect((await t.app.inject({ url: clientImage })).statusCode).toBe(404)
  })
})
