/**
 * Materials (issue 15): a trainer attaches PDFs and Word, Excel or PowerPoint documents to a
 * lesson, or to the whole course; whoever may open the lesson (follows the course) downloads them. The type is read from the bytes (a PDF's
 * header; an Office document is a ZIP whose first entry is [Content_Types].xml), never from the name
 * or the browser's word; the name only picks which Office type it is.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { asc, eq, inArray } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { Material } from '../../../contracts/studio/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { lessonMaterials } from './tables.ts'

const OFFICE: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}

/** The material's type from its bytes (and, for Office, its name), or null when it is not one. */
export function materialType(bytes: Buffer, fileName: string): { mime: string; extension: string } | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mime: 'application/pdf', extension: 'pdf' }
  const zip = bytes.length > 30 && bytes.readUInt32LE(0) === 0x04034b50
  if (zip) {
    const nameLength = bytes.readUInt16LE(26)
    const first = bytes.subarray(30, 30 + nameLength).toString('latin1')
    const extension = path.extname(fileName).slice(1).toLowerCase()
    if (first === '[Content_Types].xml' && OFFICE[extension]) return { mime: OFFICE[extension], extension }
  }
  return null
}

export const storedMaterialName = (extension: string) => `material-${randomUUID()}.${extension}`
export const STORED_MATERIAL = /^material-[0-9a-f-]{36}\.(pdf|docx|xlsx|pptx)$/

export type MaterialRow = typeof lessonMaterials.$inferSelect

/** Where a material downloads: under its lesson, or under its course. */
export const materialUrl = (row: Pick<MaterialRow, 'id' | 'lesson_id' | 'course_id'>) =>
  row.lesson_id !== null
    ? `/api/lessons/${row.lesson_id}/materials/${row.id}`
    : `/api/courses/${row.course_id}/materials/${row.id}`

export const toMaterial = (row: MaterialRow): Material => ({
  id: row.id,
  file_name: row.file_name,
  mime: row.mime,
  size: row.size,
  url: materialUrl(row),
})

/** The whole course's materials (not a lesson's), in the order they were attached. */
export async function courseMaterials(db: Db, courseId: number): Promise<Material[]> {
  const rows = await db
    .select()
    .from(lessonMaterials)
    .where(eq(lessonMaterials.course_id, courseId))
    .orderBy(asc(lessonMaterials.id))
  return rows.map(toMaterial)
}

/** Each lesson's materials, in the order they were attached. */
export async function materialsOf(db: Db, lessonIds: number[]): Promise<Map<number, Material[]>> {
  const byLesson = new Map<number, Material[]>()
  if (lessonIds.length === 0) return byLesson
  const rows = await db
    .select()
    .from(lessonMaterials)
    .where(inArray(lessonMaterials.lesson_id, lessonIds))
    .orderBy(asc(lessonMaterials.id))
  for (const row of rows)
    byLesson.set(row.lesson_id!, [...(byLesson.get(row.lesson_id!) ?? []), toMaterial(row)])
  return byLesson
}

export async function findMaterial(db: Db, id: number): Promise<MaterialRow | undefined> {
  const [row] = await db.select().from(lessonMaterials).where(eq(lessonMaterials.id, id))
  return row
}

/**
 * A material's bytes as a download: its own type, never sniffed, under a name made safe for the
 * header, never cached (who may fetch it is checked on every request).
 */
export function sendMaterial(reply: FastifyReply, row: MaterialRow, body: NodeJS.ReadableStream) {
  const filename = row.file_name.replace(/[^\w.-]/g, '_') || `materiale.${row.stored_name.split('.').pop()}`
  return reply
    .header('content-type', row.mime)
    .header('content-length', row.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body)
}
