/**
 * The one place errors become responses, in the envelopes of DESIGN.md §5:
 * 422 `{ message, errors }`, 401 `{ message: 'Unauthenticated.' }`, 404 `{ message }`,
 * 500 `{ message: 'Server Error' }`. Stack traces go to the log, never to the client.
 * Unknown routes end here too: the SPA fallback for page URLs, 404 JSON for everything else.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http/errors.ts'

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but the Content-Type says JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This Content-Type is not supported; send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
}

/** Handles requests no route claimed; returns false to let the default 404 JSON answer. */
export type FallbackHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> | boolean

const plugin: FastifyPluginAsync<{ fallback?: FallbackHandler }> = async (app, { fallback }) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.code(error.statusCode).send(error.toJSON())
    }
    // Fastify's own schema validation is not used, but a plugin may still produce one.
    if ('validation' in error && error.validation) {
      return reply
        .code(422)
        .send({ message: error.message, errors: { [error.validationContext ?? 'body']: [error.message] } })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: (error.code && CLIENT_ERROR_MESSAGES[error.code]) || error.message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ message: 'Server Error' })
  })

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply
    const path = request.url.split('?', 1)[0]
    return reply.code(404).send({ message: `The route ${path} could not be found.` })
  })
}

export const errorHandler = fp(plugin, { name: 'error-handler' })
