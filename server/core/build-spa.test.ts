import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isSpaStale } from './build-spa.ts'

let root: string
const at = (file: string, seconds: number) => {
  const time = new Date(Date.UTC(2025, 0, 1) + seconds * 1000)
  utimesSync(path.join(root, file), time, time)
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'aula-build-'))
  mkdirSync(path.join(root, 'src', 'features', 'courses'), { recursive: true })
  mkdirSync(path.join(root, 'dist'))
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>')
  writeFileSync(path.join(root, 'src', 'features', 'courses', 'page.tsx'), 'export {}')
  writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html>')
  at('index.html', 0)
  at('src/features/courses/page.tsx', 0)
  for (const folder of ['src/features/courses', 'src/features', 'src']) at(folder, 0)
  at('dist/index.html', 100)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('isSpaStale', () => {
  it('is false when dist/index.html is newer than every source', async () => {
    expect(await isSpaStale(root)).toBe(false)
  })

  it('is true when dist/index.html is missing', async () => {
    rmSync(path.join(root, 'dist', 'index.html'))
    expect(await isSpaStale(root)).toBe(true)
  })

  it('is true when a file was deleted from a folder of src/ after the build', async () => {
    at('src/features/courses', 200)
    expect(await isSpaStale(root)).toBe(true)
  })

  it('is true when a file deep inside src/ changed after the build', async () => {
    at('src/features/courses/page.tsx', 200)
    expect(await isSpaStale(root)).toBe(true)
  })

  it("is true when an area's catalog changed after the build", async () => {
    mkdirSync(path.join(root, 'src', 'features', 'courses', 'locales'))
    writeFileSync(path.join(root, 'src', 'features', 'courses', 'locales', 'en.po'), '')
    for (const entry of ['src/features/courses/locales', 'src/features/courses', 'src/features', 'src'])
      at(entry, 0)
    at('src/features/courses/locales/en.po', 0)
    expect(await isSpaStale(root)).toBe(false)
    at('src/features/courses/locales/en.po', 300)
    expect(await isSpaStale(root)).toBe(true)
  })

  it('is true when only a machine changed after the build (its chart is drawn by the build)', async () => {
    mkdirSync(path.join(root, 'machines', 'login-prompt'), { recursive: true })
    writeFileSync(path.join(root, 'machines', 'login-prompt', 'login-prompt.machine.ts'), 'export {}')
    for (const entry of ['machines/login-prompt', 'machines']) at(entry, 0)
    at('machines/login-prompt/login-prompt.machine.ts', 0)
    expect(await isSpaStale(root)).toBe(false)
    at('machines/login-prompt/login-prompt.machine.ts', 200)
    expect(await isSpaStale(root)).toBe(true)
  })

  it('is true when only a contract changed after the build', async () => {
    mkdirSync(path.join(root, 'contracts', 'support'), { recursive: true })
    writeFileSync(path.join(root, 'contracts', 'support', 'endpoints.ts'), 'export {}')
    for (const entry of ['contracts/support', 'contracts']) at(entry, 0)
    at('contracts/support/endpoints.ts', 0)
    expect(await isSpaStale(root)).toBe(false)
    at('contracts/support/endpoints.ts', 200)
    expect(await isSpaStale(root)).toBe(true)
  })

  it('counts the chart and catalog-part scripts of scripts/ and no other script', async () => {
    mkdirSync(path.join(root, 'scripts'))
    writeFileSync(path.join(root, 'scripts', 'build-charts-lib.ts'), 'export {}')
    writeFileSync(path.join(root, 'scripts', 'catalog-parts.ts'), 'export {}')
    writeFileSync(path.join(root, 'scripts', 'i18n-check.ts'), 'export {}')
    at('scripts', 0)
    at('scripts/build-charts-lib.ts', 0)
    at('scripts/catalog-parts.ts', 0)
    at('scripts/i18n-check.ts', 300)
    expect(await isSpaStale(root)).toBe(false)
    at('scripts/catalog-parts.ts', 300)
    expect(await isSpaStale(root)).toBe(true)
    at('scripts/catalog-parts.ts', 0)
    at('scripts/build-charts-lib.ts', 300)
    expect(await isSpaStale(root)).toBe(true)
  })
})
