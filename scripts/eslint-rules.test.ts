import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import rules of eslint.config.js that issue 34 added: production code never imports the
// test helpers, and views never call the server (no view is exempt: the allowlist it started with
// emptied and went). Each case lints a file as if it sat at that path, with the project's real config.
const root = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd: root })

async function messagesFor(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) })
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

const VIEW = `import { useState } from 'react'\nexport function Page() {\n  const [n] = useState(0)\n  return <p>{n}</p>\n}\n`

describe('machines/test-utils stays in the tests', () => {
  // the first lint loads ESLint's plugins and parser: seconds on a loaded machine
  it('fails production code that imports it, in src and in machines', async () => {
    const helper = `import { toTestableMachine } from '../../../machines/test-utils/ui-model'\nexport const m = toTestableMachine\n`
    expect((await messagesFor('src/features/support/uses-test-utils.ts', helper)).join('\n')).toContain(
      'machines/test-utils is for tests',
    )
    const inMachines = `import { runModelPath } from '../test-utils/model'\nexport const run = runModelPath\n`
    expect((await messagesFor('machines/dialog/uses-test-utils.ts', inMachines)).join('\n')).toContain(
      'machines/test-utils is for tests',
    )
  }, 30_000)

  it('lets the model tests and the helpers import it, and production code use machines/core', async () => {
    const inTest = `import { runModelPath } from '../test-utils/model'\nexport const run = runModelPath\n`
    expect(await messagesFor('machines/dialog/dialog.other.test.ts', inTest)).toEqual([])
    const core = `import { toTestableMachine } from '../../../machines/core/testable-machine'\nexport const m = toTestableMachine\n`
    expect(await messagesFor('src/features/support/uses-core.ts', core)).toEqual([])
  })
})

describe('thin views', () => {
  const offences = {
    "an area's api module": `import { fetchThing } from '../api'\n${VIEW}export const f = fetchThing\n`,
    'the API client': `import { call } from '../../../shared/api'\n${VIEW}export const c = call\n`,
    'a type from an api module': `import type { Thing } from './api'\n${VIEW}export type T = Thing\n`,
    'an api module loaded lazily': `${VIEW}export const later = () => import('../api')\n`,
    'fetch(': `${VIEW}export const load = () => fetch('/api/uploads')\n`,
    'window.fetch(': `${VIEW}export const load = () => window.fetch('/api/uploads')\n`,
    'an XMLHttpRequest': `${VIEW}export const xhr = () => new XMLHttpRequest()\n`,
  }

  it.each(Object.entries(offences))('fails a new view that uses %s', async (_, source) => {
    const page = await messagesFor('src/features/courses/pages/new-page.tsx', source)
    expect(page.join('\n')).toContain('A view never calls the server')
    const kit = await messagesFor('src/shared/ui/new-widget.tsx', source)
    expect(kit.join('\n')).toContain('A view never calls the server')
    // and the views outside the areas: the shared checkout's steps, the session's, the shell
    for (const path of [
      'src/shared/checkout/new-step.tsx',
      'src/session/new-button.tsx',
      'src/app/new-banner.tsx',
    ])
      expect((await messagesFor(path, source)).join('\n'), path).toContain('A view never calls the server')
  })

  it('passes a view that reads a view mapper and its area actors', async () => {
    const source = `import { loadThing } from '../actors'\nimport { pageView } from '../../../../machines/dialog/dialog.view'\n${VIEW}export const a = [loadThing, pageView]\n`
    const messages = await messagesFor('src/features/courses/pages/new-page.tsx', source)
    expect(messages.filter((message) => message.includes('A view never calls the server'))).toEqual([])
  })
})

describe('only the API client talks to the server', () => {
  const calls = {
    'fetch(': `export const send = (form: FormData) => fetch('/uploads', { method: 'POST', body: form })\n`,
    'an XMLHttpRequest': `export const xhr = () => new XMLHttpRequest()\n`,
  }

  it.each(Object.entries(calls))(
    "fails an area's api.ts or a shared library that uses %s",
    async (_, source) => {
      const area = await messagesFor('src/features/studio/new-api.ts', source)
      expect(area.join('\n')).toContain('Call the server through src/shared/api')
      const lib = await messagesFor('src/shared/lib/new-lib.ts', source)
      expect(lib.join('\n')).toContain('Call the server through src/shared/api')
    },
  )

  it("fails an API path written as a literal, in a view and elsewhere: it comes from the endpoint's descriptor", async () => {
    const literal = `export const endpoint = '/api/uploads'\n`
    const template = 'export const url = (id: string) => `/api/uploads/${id}`\n'
    for (const path of ['src/shared/lib/new-lib.ts', 'src/app/new-module.ts', 'src/shared/ui/new-widget.tsx'])
      for (const source of [literal, template])
        expect((await messagesFor(path, source)).join('\n')).toContain(
          'An API path comes from its endpoint descriptor',
        )
    const filled = `import { fillPath } from '../../../contracts/core/endpoint'\nimport { writeUpload } from '../../../contracts/studio/endpoints'\nexport const url = (id: string) => fillPath(writeUpload.path, { id })\n`
    expect(await messagesFor('src/shared/lib/new-lib.ts', filled)).toEqual([])
  })

  it('passes the client itself and the reader of the build files, and no one else', async () => {
    expect(await messagesFor('src/shared/api/new-client.ts', calls['fetch('])).toEqual([])
    const chart = `export const load = () => fetch('/charts/index.json')\n`
    expect(await messagesFor('src/shared/lib/build-files.ts', chart)).toEqual([])
    expect((await messagesFor('src/features/support/new-actors.ts', chart)).join('\n')).toContain(
      'Call the server through src/shared/api',
    )
  })
})
