/**
 * Lesson materials (issue 15): a trainer attaches a PDF or an Office document (the type read from
 * the bytes, 20 MB at most), removes it; a visitor downloads a free preview's material, not a paid
 * lesson's; a learner of the course does; nobody else attaches.
 */
import { deflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp, multipartForm } from '../../testing/helper.ts'
import { courseEnrolments } from '../courses/tables.ts'

let t: TestApp
let trainer: CreatedUser
let freeLesson: number
let paidLesson: number
let courseId: number
beforeAll(async () => {
  t = await buildTestApp()
  trainer = await createUser(t.db, { role: 'trainer' })
  const { course, lessons } = await createCourse(t.db, {
    trainer: trainer.user.id,
    lessonCount: 2,
    price_cents: 4900,
  })
  courseId = course.id
  ;[freeLesson, paidLesson] = lessons.map((lesson) => lesson.id)
})
afterAll(() => t.close())

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

/** A minimal ZIP whose first entry is [Content_Types].xml, as every Office document starts. */
function officeZip(): Buffer {
  const name = Buffer.from('[Content_Types].xml')
  const content = deflateRawSync(Buffer.from('<Types/>'))
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(20, 4)
  header.writeUInt16LE(8, 8)
  header.writeUInt32LE(content.length, 18)
  header.writeUInt32LE(8, 22)
  header.writeUInt16LE(name.length, 26)
  return Buffer.concat([header, name, content])
}

const attach = (token: string, lessonId: number, file: Buffer, filename: string, lang = 'it') => {
  const { payload, contentType } = multipartForm([
    { name: 'file', value: file, filename, type: 'application/octet-stream' },
  ])
  return t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/instructor/lessons/${lessonId}/materials`,
      payload,
      headers: { 'content-type': contentType, 'accept-language': lang },
    }),
  )
}

describe('lesson materials', () => {
  it('attaches a PDF and an Office document, lists them in the studio, removes one', async () => {
    const pdf = await attach(trainer.token, freeLesson, PDF, 'dispensa.pdf')
    expect(pdf.statusCode).toBe(201)
    expect(pdf.json().data).toMatchObject({
      file_name: 'dispensa.pdf',
      mime: 'application/pdf',
      size: PDF.length,
    })
    const sheet = await attach(trainer.token, freeLesson, officeZip(), 'esercizi.xlsx')
    expect(sheet.statusCode).toBe(201)
    expect(sheet.json().data.mime).toMatch(/spreadsheetml/)

    const studio = (
      await t.app.inject(asUser(trainer.token, { url: `/api/instructor/courses/${courseId}` }))
    ).json().data
    const lesson = studio.lessons.find((item: { id: number }) => item.id === freeLesson)
    expect(lesson.materials.map((m: { file_name: string }) => m.file_name)).toEqual([
      'dispensa.pdf',
      'esercizi.xlsx',
    ])

    const removed = await t.app.inject(
      asUser(trainer.token, { method: 'DELETE', url: `/api/instructor/materials/${sheet.json().data.id}` }),
    )
    expect(removed.statusCode).toBe(204)
    expect((await t.app.inject({ url: sheet.json().data.url })).statusCode).toBe(404)
  })

  it('refuses what is not a material, whatever its name, naming the field in the caller’s language', async () => {
    for (const [bytes, name] of [
      [Buffer.from('solo testo, non un PDF'), 'finto.pdf'],
      [officeZip(), 'archivio.zip'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'immagine.docx'],
    ] as const) {
      const answer = await attach(trainer.token, freeLesson, bytes, name, 'en')
      expect(answer.statusCode).toBe(422)
      expect(answer.json().errors.file[0]).toMatch(/PDF or a Word, Excel or PowerPoint/)
    }
    const big = await attach(
      trainer.token,
      freeLesson,
      Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]),
      'grande.pdf',
    )
    expect(big.statusCode).toBe(422)
    expect(big.json().errors.file[0]).toMatch(/20 MB/)
    const stranger = await createUser(t.db, { role: 'trainer' })
    expect((await attach(stranger.token, freeLesson, PDF, 'mia.pdf')).statusCode).toBe(403)
  })

  it('downloads for whoever may open the lesson: anyone for a free preview, learners for the rest', async () => {
    const free = (await attach(trainer.token, freeLesson, PDF, 'anteprima.pdf')).json().data
    const paid = (await attach(trainer.token, paidLesson, PDF, 'riservato.pdf')).json().data
    const open = await t.app.inject({ url: free.url })
    expect(open.statusCode).toBe(200)
    expect(open.headers['content-type']).toBe('application/pdf')
    expect(open.headers['content-disposition']).toBe('attachment; filename="anteprima.pdf"')
    expect(open.rawPayload.equals(PDF)).toBe(true)

    expect((await t.app.inject({ url: paid.url })).statusCode).toBe(401)
    const student = await createUser(t.db)
    expect((await t.app.inject(asUser(student.token, { url: paid.url }))).statusCode).toBe(403)
    await t.db.insert(courseEnrolments).values({ user_id: student.user.id, course_id: courseId })
    expect((await t.app.inject(asUser(student.token, { url: paid.url }))).statusCode).toBe(200)
    // the player's lesson lists it
    const lesson = (await t.app.inject(asUser(student.token, { url: `/api/lessons/${paidLesson}` }))).json()
      .data
    expect(lesson.materials).toEqual([expect.objectContaining({ file_name: 'riservato.pdf', url: paid.url })])
    // a material of another lesson is not reached through this one
    expect((await t.app.inject({ url: `/api/lessons/${freeLesson}/materials/${paid.id}` })).statusCode).toBe(
      404,
    )
  })
})

describe('course materials', () => {
  const attachToCourse = (token: string, file: Buffer, filename: string) => {
    const { payload, contentType } = multipartForm([
      { name: 'file', value: file, filename, type: 'application/pdf' },
    ])
    return t.app.inject(
      asUser(token, {
        method: 'POST',
        url: `/api/instructor/courses/${courseId}/materials`,
        payload,
        headers: { 'content-type': contentType },
      }),
    )
  }

  it('attaches a file to the whole course, for its learners only, listed in the studio and the player', async () => {
    const created = await attachToCourse(trainer.token, PDF, 'programma.pdf')
    expect(created.statusCode).toBe(201)
    const material = created.json().data
    expect(material.url).toBe(`/api/courses/${courseId}/materials/${material.id}`)
    const studio = (
      await t.app.inject(asUser(trainer.token, { url: `/api/instructor/courses/${courseId}` }))
    ).json().data
    expect(studio.materials.map((m: { file_name: string }) => m.file_name)).toEqual(['programma.pdf'])
    // no lesson lists it
    for (const lesson of studio.lessons)
      expect(lesson.materials.map((m: { id: number }) => m.id)).not.toContain(material.id)

    expect((await t.app.inject({ url: material.url })).statusCode).toBe(401)
    const student = await createUser(t.db)
    expect((await t.app.inject(asUser(student.token, { url: material.url }))).statusCode).toBe(403)
    const outline = (token: string) => t.app.inject(asUser(token, { url: `/api/learn/${studio.slug}` }))
    expect((await outline(student.token)).json().data.materials).toEqual([])
    await t.db
      .insert(courseEnrolments)
      .values({ user_id: student.user.id, course_id: courseId })
      .onConflictDoNothing()
    const download = await t.app.inject(asUser(student.token, { url: material.url }))
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(PDF)).toBe(true)
    expect((await outline(student.token)).json().data.materials).toEqual([
      expect.objectContaining({ file_name: 'programma.pdf', url: material.url }),
    ])
    // not reachable through another course
    expect(
      (await t.app.inject(asUser(student.token, { url: `/api/courses/999999/materials/${material.id}` })))
        .statusCode,
    ).toBe(404)

    const stranger = await createUser(t.db, { role: 'trainer' })
    expect((await attachToCourse(stranger.token, PDF, 'intrusa.pdf')).statusCode).toBe(403)
    const strangerDelete = await t.app.inject(
      asUser(stranger.token, { method: 'DELETE', url: `/api/instructor/materials/${material.id}` }),
    )
    expect(strangerDelete.statusCode).toBe(403)
    const removed = await t.app.inject(
      asUser(trainer.token, { method: 'DELETE', url: `/api/instructor/materials/${material.id}` }),
    )
    expect(removed.statusCode).toBe(204)
    expect((await t.app.inject(asUser(student.token, { url: material.url }))).statusCode).toBe(404)
  })
})
