import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { build, defineConfig, runnerImport, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import type { PageTexts } from './src/app/page-texts'
import type * as ChartsModule from './scripts/build-charts-entry'
import { catalogPartsPlugin } from './scripts/catalog-parts-plugin.ts'
import { CHUNK_GROUPS } from './scripts/chunk-groups.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const reactShim = fileURLToPath(
  new URL('./src/shared/react-shims/use-sync-external-store.ts', import.meta.url),
)
type TransformHandler = (this: unknown, code: string, id: string, ...rest: unknown[]) => unknown
/**
 * Babel's output for a module, kept for the build that follows in the same process: the server's
 * render (ssrBundle) compiles the same modules as the browser's build, and Babel (Lingui's macros)
 * is most of a build's time. Keyed by module and source; on globalThis, since Vite loads this file
 * again for the second build.
 */
const babelOutputs = ((globalThis as { aulaBabelOutputs?: Map<string, unknown> }).aulaBabelOutputs ??=
  new Map())

async function reusingOutputs(pending: Plugin | Promise<Plugin>): Promise<Plugin> {
  const plugin = await pending
  const transform = plugin.transform as { handler: TransformHandler } | undefined
  if (!transform) return plugin
  const compile = transform.handler
  // the hook object stays the same: the plugin sets its filter on it when the config is resolved
  transform.handler = function (code, id, ...rest) {
    // the dev server compiles each edit once: nothing to keep there
    const { environment } = this as { environment?: { config: { command: string } } }
    if (environment?.config.command !== 'build') return compile.call(this, code, id, ...rest)
    const key = `${id}\0${code}`
    if (!babelOutputs.has(key)) babelOutputs.set(key, compile.call(this, code, id, ...rest))
    return babelOutputs.get(key)
  }
  return plugin
}

const linguiPlugins = () => [
  reusingOutputs(babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }) as Promise<Plugin>),
  lingui(),
]

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|ico|txt|xml|webmanifest|map)$/

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the
 * highest levels: the server hands them out with @fastify/static's `preCompressed` instead of
 * compressing on every request (the main script is ~240 KB raw, ~75 KB in Brotli).
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress)
  const gz = promisify(gzip)
  let outDir = 'dist'
  return {
    name: 'aula:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        // the server's render (ssrBundle, dist/server) is read from disk by the server, never sent
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .filter((entry) => !path.relative(outDir, entry.parentPath).startsWith('server'))
        .map((entry) => path.join(entry.parentPath, entry.name))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          if (content.length < 512) return // smaller than the headers it would save
          const brotli = await br(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          })
          const gzipped = await gz(content, { level: 9 })
          if (brotli.length < content.length) await writeFile(`${file}.br`, brotli)
          if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped)
        }),
      )
    },
  }
}

/**
 * dist/page-texts.json: every route's title and the site description in both languages, taken from
 * the areas' manifests and the catalogs (src/app/page-texts.ts), for the <head> the server writes.
 */
function pageTexts(): Plugin {
  let outDir = 'dist'
  return {
    name: 'aula:page-texts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const { module } = await runnerImport<{ pageTexts: () => PageTexts }>(
        path.join(root, 'src/app/page-texts.ts'),
        {
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [...linguiPlugins(), catalogPartsPlugin(root)],
        },
      )
      await writeFile(path.join(outDir, 'page-texts.json'), JSON.stringify(module.pageTexts()))
    },
  }
}

/**
 * charts/*.json: the statechart of every machine for /dev, laid out with elkjs at build time
 * (scripts/build-charts-lib.ts) so the page ships no layout engine. The dev server computes them on
 * request instead, so an edited machine shows after a reload.
 */
function machineCharts(): Plugin {
  const files = async () => {
    const { module } = await runnerImport<typeof ChartsModule>(
      path.join(root, 'scripts/build-charts-entry.ts'),
      {
        root,
        configFile: false,
        logLevel: 'warn',
      },
    )
    return module.files
  }
  return {
    name: 'aula:machine-charts',
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const [name, source] of await files()) {
        this.emitFile({ type: 'asset', fileName: `charts/${name}`, source })
      }
    },
    configureServer(server) {
      server.middlewares.use('/charts/', (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0]
        files().then((all) => {
          const content = all.get(name)
          if (content === undefined) return next()
          response.setHeader('content-type', 'application/json')
          response.end(content)
        }, next)
      })
    },
  }
}

/** Where the server's render of the public pages is built (server/core/plugins/spa.ts loads it). */
export const SSR_OUT_DIR = 'dist/server'

/**
 * After the browser's build, the server's: src/app/ssr.tsx as an SSR bundle in dist/server, from
 * this same config (Lingui's macros, the aliases, the catalog parts), so `npm run build` and
 * `npm start`'s build (server/core/build-spa.ts) make both. Not minified, dependencies left to
 * node_modules: it is only parsed by the server, once.
 */
function ssrBundle(): Plugin {
  return {
    name: 'aula:ssr-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async closeBundle() {
      if (this.environment.config.consumer !== 'client') return
      await build({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: 'src/app/ssr.tsx', outDir: SSR_OUT_DIR, emptyOutDir: true },
      })
    },
  }
}

/** The SSR build (ssrBundle) keeps only what compiles the source: no assets, texts or charts of its own. */
const clientOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  apply: (config, env) =>
    !env.isSsrBuild &&
    (typeof plugin.apply === 'function'
      ? plugin.apply(config, env)
      : !plugin.apply || plugin.apply === env.command),
})

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...linguiPlugins(),
    catalogPartsPlugin(root),
    tailwindcss(),
    clientOnly(pageTexts()),
    clientOnly(machineCharts()),
    clientOnly(precompress()),
    ssrBundle(),
  ],
  resolve: {
    // React 19 ships useSyncExternalStore: the React 16/17 polyfills that wouter and @xstate/react
    // still import would only add bytes to every page (DESIGN.md §7 budget).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: reactShim },
    ],
  },
  // the server's render takes React and the rest along, built for production (React's development
  // build renders slower and writes its stacks into the HTML); node's own modules stay outside
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, sourcemap: false, minify: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        manifest: true,
        sourcemap: false,
        // One stylesheet, which the server inlines into each page (server/core/plugins/spa.ts): split
        // per chunk, the lazy chunks would fetch it again and wait for it before they run.
        cssCodeSplit: false,
        // No preload helper around every dynamic import (its wrapper and the list of every chunk's
        // dependencies cost every page ~2 KiB gzip): the server preloads what a first load needs
        // (server/core/plugins/spa.ts), and the 'app' and 'data' groups (scripts/chunk-groups.ts) keep later chunk chains short.
        modulePreload: false,
        rolldownOptions: {
          // a drawn page's first script (src/app/after-paint.ts), which loads index.html's entry
          input: { index: 'index.html', 'after-paint': 'src/app/after-paint.ts' },
          output: {
            // the catalog's parts (scripts/catalog-parts-plugin.ts) say which language they are in
            chunkFileNames: (chunk) => {
              const part = /[\\/]locales[\\/](\w+)[\\/]parts[\\/]/.exec(chunk.facadeModuleId ?? '')
              return part ? `assets/messages-${part[1]}-[name]-[hash].js` : 'assets/[name]-[hash].js'
            },
            // scripts/chunk-groups.ts says which modules share a file, and why in that order
            codeSplitting: { groups: CHUNK_GROUPS },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sanctum': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/app': { target: 'ws://localhost:3000', ws: true },
    },
  },
}))
