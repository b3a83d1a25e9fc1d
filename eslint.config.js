import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'
import { fileURLToPath } from 'node:url'
import { areaBoundaryOffenders } from './eslint.area-boundaries.js'
import { CONTRACT_AREA_DEPENDENCIES } from './eslint.contract-areas.js'

// Imports flow one way (DESIGN.md §2, STYLE.md "Conventions" 1):
//   contracts <- machines <- src,  contracts <- server;  src and server never import each other;
//   machines import only xstate and contracts, and touch no browser globals;
//   in src: shared <- session <- features <- app, and no feature imports another feature;
//   in server: core <- features, and no import cycle anywhere (scripts/import-cycles-lib.ts, in
//   `npm run lint`: one pass over the import graph, where import-x/no-cycle took 30% of the lint).
// The areas are read from the folders, so a new area is covered without editing this file.

/** The area folders under a features directory. */
const areasIn = (dir) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const SERVER = { group: ['**/server/**', '../server/*'], message: 'The SPA never imports server/.' }
const OFETCH = { group: ['ofetch'], message: 'Only src/shared/api imports ofetch.' }
const LOCALE_CATALOGS = { group: ['**/locales/**'], message: 'Only src/shared/i18n sets Lingui up.' }
// Test helpers stay out of what ships: the recorder and replay use machines/core (issue 34).
const TEST_UTILS = {
  group: ['**/machines/test-utils', '**/machines/test-utils/**', '../test-utils', '../test-utils/*'],
  message: 'machines/test-utils is for tests: what production code needs lives in machines/core.',
}
const LINGUI_SETUP = {
  name: '@lingui/core',
  allowTypeImports: true,
  message: 'Only src/shared/i18n sets Lingui up; use @lingui/react (useLingui) or the macros.',
}

// Views are thin (DESIGN.md §2, issue 34): they read a view mapper and send events to an actor; the
// area's actors (actors.ts) make the calls. Type imports count too: a view has no business with them.
const THIN_VIEW_MESSAGE =
  "A view never calls the server: move the call to the area's actors.ts (given to its machine) and read a view mapper."
const API_MODULES = {
  group: ['**/api', '**/api/**', '**/api.ts'],
  message: THIN_VIEW_MESSAGE,
}

/** The SPA's restricted imports, minus what the folder at hand is the one place for. */
const spaImports = ({ ofetch = false, lingui = false, thinView = false } = {}) => [
  'error',
  {
    patterns: [
      SERVER,
      TEST_UTILS,
      ...(ofetch ? [] : [OFETCH]),
      ...(lingui ? [] : [LOCALE_CATALOGS]),
      ...(thinView ? [API_MODULES] : []),
    ],
    paths: lingui ? [] : [LINGUI_SETUP],
  },
]

// An API path is written once, in its endpoint descriptor (contracts/<area>/endpoints.ts): the SPA
// fills it (call, fillPath) instead of spelling '/api/…' again. Its test: scripts/eslint-rules.test.ts.
const API_PATH_MESSAGE =
  "An API path comes from its endpoint descriptor (contracts/<area>/endpoints.ts: call, or fillPath(descriptor.path, params)), not a '/api/…' literal."
const API_PATH_LITERALS = [
  { selector: 'Literal[value=/^\\x2Fapi(\\x2F|$)/]', message: API_PATH_MESSAGE },
  { selector: 'TemplateElement[value.raw=/^\\x2Fapi(\\x2F|$)/]', message: API_PATH_MESSAGE },
]

// Only the API client talks to the server (issue 34): an area's api.ts and actors, and the shared
// libraries, go through src/shared/api (call, sendForm with an endpoint descriptor), never a fetch
// or an XMLHttpRequest of their own. A static file of the build is no API call: it is read through
// src/shared/lib/build-files.ts, the one file exempted below. Its test: scripts/eslint-rules.test.ts.
const CLIENT_ONLY_MESSAGE =
  'Call the server through src/shared/api (call, or sendForm for a multipart upload) with an endpoint descriptor, not fetch or XMLHttpRequest.'
const SERVER_CALLS = [
  "CallExpression[callee.name='fetch']",
  "CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]",
  "NewExpression[callee.name='XMLHttpRequest']",
]
const clientOnlyRules = {
  'no-restricted-syntax': [
    'error',
    ...API_PATH_LITERALS,
    ...SERVER_CALLS.map((selector) => ({ selector, message: CLIENT_ONLY_MESSAGE })),
  ],
}
const CLIENT_ONLY_FILES = ['src/features/**/*.ts', 'src/shared/lib/**/*.ts', 'src/session/**/*.ts']
/** Reads the build's static files (charts, manifest): a fetch, but no call of the server's API. */
const BUILD_FILE_READER = 'src/shared/lib/build-files.ts'

/** The thin-view rules (their test: scripts/eslint-rules.test.ts). */
const thinViewRules = {
  '@typescript-eslint/no-restricted-imports': spaImports({ thinView: true }),
  'no-restricted-syntax': [
    'error',
    ...API_PATH_LITERALS,
    {
      selector: 'ImportExpression[source.value=/(^|\\x2F)api(\\x2F.*|\\.ts)?$/]',
      message: THIN_VIEW_MESSAGE,
    },
    ...SERVER_CALLS.map((selector) => ({ selector, message: THIN_VIEW_MESSAGE })),
  ],
}

/**
 * Where views live: every .tsx of the SPA (the areas' pages, the shared checkout, the session's
 * prompt and heart, the app shell) and everything in the UI kit. Tests are not views; nor is the
 * server's render of a public page (src/app/ssr.tsx), which hands React the answers it would fetch.
 */
const THIN_VIEW_FILES = [
  'src/features/**/*.tsx',
  'src/shared/**/*.tsx',
  'src/shared/ui/**/*.{ts,tsx}',
  'src/session/**/*.tsx',
  'src/app/**/*.tsx',
]
const THIN_VIEW_IGNORES = ['**/*.test.{ts,tsx}', 'src/app/ssr.tsx']

const restrict = (groups) => ['error', { patterns: groups }]

// A server area imports another only through its face (issue 33): the other area's index.ts (what
// it offers, reads included) or, from its own tables.ts and for a foreign key only, the other's
// tables.ts; never its other files. Tests are free to.
const ROOT = fileURLToPath(new URL('.', import.meta.url))
export const SERVER_AREA_MESSAGE =
  "A server area imports another only through its index.ts (its tables.ts only from your own tables.ts, for a foreign key): export what you need, reads included, from the other area's index.ts."
const serverAreaZones = (alsoAllowed = []) => ({
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: areasIn('server/features').map((area) => ({
        target: `./server/features/${area}`,
        from: [`${ROOT}server/features/**`],
        except: [`${ROOT}server/features/${area}/**`, `${ROOT}server/features/*/index.ts`, ...alsoAllowed],
        message: SERVER_AREA_MESSAGE,
      })),
    },
  ],
})
export const serverAreaRules = serverAreaZones()
// An area's tables.ts may reference another area's tables.ts: its foreign keys
export const SERVER_AREA_TABLE_FILES = ['server/features/*/tables.ts']
export const serverAreaTableRules = serverAreaZones([`${ROOT}server/features/*/tables.ts`])
// An area's test support (`*.testing.ts`: its factories.testing.ts, …) may use another area's test
// support as well, as a course's factory makes its trainer with accounts' createUser (issue 33:
// factories beside their area); production files may not.
export const SERVER_AREA_TESTING_FILES = ['server/features/**/*.testing.ts']
export const serverAreaTestingRules = serverAreaZones([`${ROOT}server/features/**/*.testing.ts`])
export const SERVER_AREA_FILES = ['server/features/**/*.ts']
export const SERVER_AREA_IGNORES = ['**/*.test.ts', '**/*.spec.ts', '**/*.d.ts']

// A contract area imports contracts/core, its own files and the face (index.ts) of the few areas
// it declares (issue 33): the graph is declared once, in eslint.contract-areas.js, without a loop;
// what several areas share (an id's bound, how a person is named) lives in contracts/core.
export { CONTRACT_AREA_DEPENDENCIES }
export const CONTRACT_AREA_MESSAGE =
  "A contract area imports only contracts/core, its own files and the index.ts of an area it declares (eslint.contract-areas.js): move what several areas share to contracts/core, or export it from the other area's index.ts."
export const contractAreaRules = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: areasIn('contracts')
        .filter((area) => area !== 'core')
        .map((area) => ({
          target: `./contracts/${area}`,
          from: [`${ROOT}contracts/**`],
          except: [
            `${ROOT}contracts/${area}/**`,
            `${ROOT}contracts/core/**`,
            // the declared areas' faces, one glob (the rule takes only globs here)
            ...(CONTRACT_AREA_DEPENDENCIES[area]
              ? [`${ROOT}contracts/@(${CONTRACT_AREA_DEPENDENCIES[area].join('|')})/index.ts`]
              : []),
          ],
          message: CONTRACT_AREA_MESSAGE,
        })),
    },
  ],
}
export const CONTRACT_AREA_FILES = ['contracts/**/*.ts']

const MACHINES_ONLY = {
  group: ['**/src/**', '../src/*', '**/server/**', 'react', 'react-dom', 'ofetch'],
  message: 'machines/ imports only xstate and contracts/.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.data-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'contracts/**/*.ts', 'machines/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript sources are parsed for their imports (the default looks at .js only)
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...areasIn('src/features').map((area) => ({
              target: `./src/features/${area}`,
              from: './src/features',
              except: [`./${area}`],
              message: `A feature never imports another feature: move what ${area} needs to src/shared, or compose in src/app.`,
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import the app shell: src/app collects them (manifest.ts).',
            },
            {
              target: ['./src/session', './src/shared'],
              from: ['./src/features', './src/app'],
              message: 'src/session and src/shared sit below the features and the app shell.',
            },
            {
              target: './src/shared',
              from: './src/session',
              message: 'src/shared sits below the session: pass what a shared piece needs as props.',
            },
            {
              // its tests may use the areas' factories (server/features/<area>/factories.testing.ts)
              target: './server/core/**/!(*.test).ts',
              from: './server/features',
              message: 'server/core never imports server/features: areas register themselves (routes.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: SERVER_AREA_FILES,
    // today's offenders, a list that only shrinks (eslint.area-boundaries.js)
    ignores: [
      ...SERVER_AREA_IGNORES,
      ...SERVER_AREA_TESTING_FILES,
      ...SERVER_AREA_TABLE_FILES,
      ...areaBoundaryOffenders,
    ],
    rules: serverAreaRules,
  },
  {
    files: SERVER_AREA_TABLE_FILES,
    ignores: [...SERVER_AREA_IGNORES, ...areaBoundaryOffenders],
    rules: serverAreaTableRules,
  },
  {
    files: SERVER_AREA_TESTING_FILES,
    ignores: [...SERVER_AREA_IGNORES, ...areaBoundaryOffenders],
    rules: serverAreaTestingRules,
  },
  {
    files: CONTRACT_AREA_FILES,
    ignores: [...SERVER_AREA_IGNORES, ...areaBoundaryOffenders],
    rules: contractAreaRules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': spaImports(),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...THIN_VIEW_IGNORES, 'src/shared/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_LITERALS] },
  },
  {
    files: THIN_VIEW_FILES,
    ignores: THIN_VIEW_IGNORES,
    rules: thinViewRules,
  },
  {
    files: CLIENT_ONLY_FILES,
    ignores: [...THIN_VIEW_IGNORES, BUILD_FILE_READER],
    rules: clientOnlyRules,
  },
  {
    files: ['src/shared/api/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': spaImports({ ofetch: true }) },
  },
  {
    files: ['src/shared/i18n/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': spaImports({ lingui: true }) },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([MACHINES_ONLY, TEST_UTILS]),
      'no-restricted-globals': [
        'error',
        ...['fetch', 'window', 'document', 'localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: `No ${name} inside machines/: side effects are actions and actors the app provides.`,
        })),
      ],
    },
  },
  {
    // model tests and the helpers themselves are where machines/test-utils belongs
    files: ['machines/**/*.test.ts', 'machines/test-utils/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([MACHINES_ONLY]) },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', '**/machines/**', '**/server/**', 'react', 'xstate'],
          message: 'contracts/ depends on nothing of Aula.',
        },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', '../src/*', '**/machines/**', 'react'],
          message: 'The server never imports src/ or machines/.',
        },
      ]),
    },
  },
  {
    // vitest.config.ts runs the API tests with isolate: false (one module graph per worker), so a
    // file must not change what the files after it import or read.
    files: ['server/**/*.test.ts', 'tests/api/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubEnv|stubGlobal)$/]",
          message: 'API test files share modules (isolate: false): no module mocks or stubbed env/globals.',
        },
        {
          selector:
            "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env']",
          message: 'API test files share one process per worker: pass env to buildTestApp instead.',
        },
        {
          selector: "UnaryExpression[operator='delete'][argument.object.object.name='process']",
          message: 'API test files share one process per worker: pass env to buildTestApp instead.',
        },
      ],
    },
  },
)
