import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import os from 'node:os'
import { catalogPartsPlugin } from './scripts/catalog-parts-plugin.ts'

// Five projects: pure logic (contracts, machines, SPA libraries) in Node and React views in jsdom
// (for each, those that need a module graph of their own apart), and the HTTP API on a real database
// (PGlite by default, PostgreSQL with AULA_TEST_DB=postgres).
const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The view tests that need a module graph of their own: those of what a page load sets up once (the
 * app shell and its router, the session gate, the catalog parts, the interactive mark), and any
 * that replaces a module or the clock, or resets a module's cache (vi.mock, vi.useFakeTimers,
 * forget…()), so that nothing it changes reaches the files sharing a worker with it. Read from the
 * files, so a new test that mocks is isolated without a list to keep.
 */
const CHANGES_MODULES = /\bvi\.(mock|doMock|hoisted|useFakeTimers)\(|\bforget[A-Z]\w*\(/
/** What else a Node test could leave behind for the next file of its worker: globals, env, cwd. */
const CHANGES_PROCESS = /\bvi\.(stubGlobal|stubEnv)\(|\bprocess\.chdir\(/

/** The test files under `dirs` whose name ends with `suffix` and whose text matches `changes`. */
function changing(dirs: string[], suffix: string, changes: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !file.includes('node_modules/'))
      .filter((file) => changes.test(readFileSync(path.join(root, file), 'utf8'))),
  )
}

const DOM_ISOLATED = [
  'src/app/**/*.test.tsx',
  'src/session/**/*.test.tsx',
  'src/shared/i18n/**/*.test.tsx',
  'src/shared/lib/**/*.test.tsx',
  ...changing(['src'], '.test.tsx', CHANGES_MODULES),
]

/** The same for the pure-logic project: its files that mock, fake the clock, stub or move the cwd. */
const UNIT_DIRS = ['contracts', 'machines', 'src', 'scripts']
const UNIT_INCLUDE = UNIT_DIRS.map((dir) => `${dir}/**/*.test.ts`)
const UNIT_ISOLATED = changing(
  UNIT_DIRS,
  '.test.ts',
  new RegExp(`${CHANGES_MODULES.source}|${CHANGES_PROCESS.source}`),
)

type TransformHandler = (this: unknown, code: string, id: string, ...rest: unknown[]) => unknown
/** An import of one of Lingui's macros (@lingui/core/macro, @lingui/react/macro, @lingui/macro). */
const MACRO_IMPORT = /['"]@lingui\/(?:[\w-]+\/)?macro['"]/

/**
 * Babel runs here for Lingui's macros alone, and by default it parses and prints again every
 * TypeScript module the tests load, server and contracts included: most have no macro. A module
 * that imports none is left to Vite's own transform, which it gets anyway.
 */
async function onlyWithMacros(pending: Plugin | Promise<Plugin>): Promise<Plugin> {
  const plugin = await pending
  const transform = plugin.transform as { handler: TransformHandler } | undefined
  if (!transform) return plugin
  const compile = transform.handler
  // the hook object stays the same: the plugin sets its filter on it when the config is resolved
  transform.handler = function (code, id, ...rest) {
    return MACRO_IMPORT.test(code) ? compile.call(this, code, id, ...rest) : null
  }
  return plugin
}

export default defineConfig({
  plugins: [
    react(),
    onlyWithMacros(babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }) as Promise<Plugin>),
    lingui(),
    catalogPartsPlugin(root),
  ],
  test: {
    // Vitest's default is one worker per core but one: a single worker on a two-core machine, idle
    // while API tests wait on child processes, sockets and timers. Two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_INCLUDE,
          exclude: UNIT_ISOLATED,
          // One module graph per worker, as for the dom and API projects: most of this project's
          // files are small (a machine's view or model test), and importing xstate, valibot and
          // the contracts again for each was most of its CPU (165 files: 218 s of CPU isolated,
          // 90 s shared, cgroup cpuacct around `vitest run --project unit`). The model tests'
          // coverage recorders are made per file (createCoverageRecorder), so nothing is shared.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // a fresh module graph per file (UNIT_ISOLATED says which and why)
          name: 'unit-isolated',
          environment: 'node',
          include: UNIT_ISOLATED,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: DOM_ISOLATED,
          // the session wired to the areas (API calls, manifests' listeners, sidebar) as in main.tsx
          setupFiles: ['./src/app/test-setup.ts'],
          // One module graph per worker, as for the API project: importing React, the router and the
          // areas again for every file was most of this project's CPU (a sample of 14 files: 79 s of
          // CPU isolated, 31 s shared). Each file still gets its own jsdom, and test-setup.ts puts the
          // session actor and the sidebar back as a page load has them.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // a fresh module graph per file (DOM_ISOLATED says which and why)
          name: 'dom-isolated',
          environment: 'jsdom',
          include: DOM_ISOLATED,
          setupFiles: ['./src/app/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // One module graph per worker instead of one per file: every file imports the whole server
          // (all areas), and importing it again per file was most of this project's time (589 s →
          // 322 s). Safe while files share no state through modules: the server's caches and
          // registries are per app or per database (WeakMaps), and no API test mocks a module or
          // changes process.env.
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
