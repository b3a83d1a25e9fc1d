/**
 * The learner's own pages and certificates: GET /api/my/progress, GET /api/courses/:id/certificate
 * (PDF), and the public check of a certificate's code.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  courseCertificate,
  getMyProducts,
  getMyProgress,
  verifyCertificate,
} from '../../../contracts/learning/endpoints.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { certificateFilename, renderCertificatePdf } from './certificate-pdf.ts'
import { say } from './messages.ts'
import { certificateFor, checkCertificate, myProducts, myProgress } from './personal.ts'

export const personalRoutes: FastifyPluginAsync = async (app) => {
  route(app, getMyProgress, async ({ request }) => ({
    data: await myProgress(app.db, currentUser(request).id),
  }))

  route(app, getMyProducts, async ({ request }) => ({
    data: await myProducts(app.db, currentUser(request).id, requestLocale(request)),
  }))

  route(app, courseCertificate, async ({ params, request, reply }) => {
    const locale = requestLocale(request)
    const outcome = await certificateFor(app.db, currentUser(request).id, params.id)
    if (outcome.kind === 'notFollowed') throw notFound(say('courseNotFollowed', locale))
    if (outcome.kind === 'notFinished')
      throw new HttpError(
        403,
        say('courseNotFinished', locale, { finished: outcome.finished, total: outcome.total }),
      )
    const { certificate } = outcome
    const pdf = await renderCertificatePdf(
      certificate,
      // the public page that shows what the code certifies (contracts/learning/routes.ts)
      `${app.config.publicUrl.replace(/\/+$/, '')}/certificate/${certificate.code}`,
    )
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${certificateFilename(certificate)}"`)
      .send(pdf)
  })

  route(app, verifyCertificate, async ({ params, request }) => {
    const check = await checkCertificate(app.db, params.code)
    if (!check) throw notFound(say('certificateUnknown', requestLocale(request)))
    return { data: check }
  })
}
