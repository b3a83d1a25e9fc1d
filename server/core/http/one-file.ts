/**
 * Reads the one `file` part of an upload form (a lesson's material and a course's cover in the
 * studio, a social post's image): every way the form can be wrong — not multipart, no file, an
 * empty one, one over the plugin's size limit — is `fail(reason)`, which the caller turns into a
 * 422 naming `file`. Other file parts are drained.
 */
import path from 'node:path'
import type { FastifyRequest } from 'fastify'

export async function readOneFile(
  request: FastifyRequest,
  fail: (reason: 'missing' | 'tooBig') => Error,
): Promise<{ data: Buffer; name: string }> {
  if (!request.isMultipart()) throw fail('missing')
  let file: { data: Buffer; name: string } | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file)
        file = { data: await part.toBuffer(), name: part.filename ?? '' }
      else if (part.type === 'file') await part.toBuffer()
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fail('tooBig')
    throw fail('missing')
  }
  if (!file || file.data.length === 0) throw fail('missing')
  return { data: file.data, name: path.basename(file.name.replace(/\\/g, '/')).slice(0, 200) }
}
