/**
 * The API reference page, outside production only: Swagger UI from the swagger-ui-dist package,
 * served from this server (no CDN), reading /api/openapi.json. The page has no inline script, so
 * the Content-Security-Policy stays as strict as everywhere else: the initialiser is a file too.
 */
import { createReadStream } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants.ts'
import { fillPath } from '../../../contracts/core/endpoint.ts'
import { apiReference, apiReferenceAsset, openApiDocument } from '../../../contracts/core/endpoints.ts'
import { notFound } from '../http/errors.ts'
import { route } from '../http/route.ts'

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The files of swagger-ui-dist the page loads, and their media types; nothing else is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
}
const INITIALIZER = 'aula-initializer.js'

const asset = (file: string) => fillPath(apiReferenceAsset.path, { file })

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Aula API</title>
    <link rel="stylesheet" href="${asset('swagger-ui.css')}" />
    <link rel="stylesheet" href="${asset('index.css')}" />
    <link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}" sizes="32x32" />
    <link rel="icon" type="image/png" href="${asset('favicon-16x16.png')}" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${asset('swagger-ui-bundle.js')}"></script>
    <script src="${asset('swagger-ui-standalone-preset.js')}"></script>
    <script src="${asset(INITIALIZER)}"></script>
  </body>
</html>
`

// "Try it out" on a state-changing call needs the CSRF echo: after GET /sanctum/csrf-cookie has
// set the cookie, every request from the page carries it in the header, as the SPA's client does.
const INITIALIZER_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(openApiDocument.path)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    requestInterceptor: function (request) {
      var match = document.cookie.match(/(?:^|; )${XSRF_COOKIE}=([^;]*)/)
      if (match) request.headers[${JSON.stringify(XSRF_HEADER)}] = decodeURIComponent(match[1])
      return request
    },
  })
})
`

export const apiReferenceRoutes: FastifyPluginAsync = async (app) => {
  route(app, apiReference, ({ reply }) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  )

  route(app, apiReferenceAsset, ({ params: { file }, reply }) => {
    reply.header('cache-control', 'no-cache')
    if (file === INITIALIZER) return reply.type('text/javascript; charset=utf-8').send(INITIALIZER_SCRIPT)
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined
    if (!type) throw notFound()
    return reply.type(type).send(createReadStream(path.join(SWAGGER_UI_DIR, file)))
  })
}
