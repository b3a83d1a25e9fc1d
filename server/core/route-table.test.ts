import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTRACTS_DIR, loadRouteTable } from './route-table.ts'

describe('the server route table', () => {
  it('is every contracts/<area>/routes.ts, found by listing the folder', async () => {
    const table = await loadRouteTable()
    // contracts/core/routes.ts is the route table's code, not an area's routes
    const withRoutes = readdirSync(CONTRACTS_DIR).filter(
      (area) => area !== 'core' && existsSync(path.join(CONTRACTS_DIR, area, 'routes.ts')),
    )
    expect(withRoutes.length).toBeGreaterThanOrEqual(17)
    expect([...new Set(table.routes.map((route) => route.area))].sort()).toEqual(withRoutes.sort())
    expect(table.matchRoute('/courses')?.route.name).toBe('courses')
    expect(table.routeUrl('login', {}, 'en')).toBe('/en/login')
  })

  it('takes in a new area without any other edit', async () => {
    const dir = path.join(CONTRACTS_DIR, 'zz-test-area')
    mkdirSync(dir, { recursive: true })
    try {
      writeFileSync(
        path.join(dir, 'routes.ts'),
        [
          "import { defineAreaRoutes } from '../core/routes.ts'",
          "export default defineAreaRoutes('zz-test-area', [{ name: 'zz-test-page', path: '/zz-test', layout: 'public' }])",
          '',
        ].join('\n'),
      )
      const table = await loadRouteTable()
      expect(table.routeByName('zz-test-page')).toMatchObject({ area: 'zz-test-area', path: '/zz-test' })
      expect(table.matchRoute('/zz-test')?.route.name).toBe('zz-test-page')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
