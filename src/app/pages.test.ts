import { describe, expect, it } from 'vitest'
import { routes } from '../../contracts/core/routes'
import { pages } from './pages'

// The route table's `status` keeps the gap visible: a route is 'ready' exactly when it has a real page.
describe('page map', () => {
  it('has a page for every ready route and for no placeholder route', () => {
    const withPage = routes.filter((r) => pages[r.name]).map((r) => r.name)
    const ready = routes.filter((r) => r.status === 'ready').map((r) => r.name)
    expect(withPage.sort()).toEqual(ready.sort())
  })

  it('maps only names that exist in the route table', () => {
    const names = new Set(routes.map((r) => r.name))
    expect(Object.keys(pages).filter((n) => !names.has(n))).toEqual([])
  })
})
