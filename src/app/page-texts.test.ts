/** The texts the build hands the server for each page's <head> (dist/page-texts.json). */
import { describe, expect, it } from 'vitest'
import { routeTable } from '../shared/lib/route-table'
import { pageTexts } from './page-texts'

describe('pageTexts', () => {
  const texts = pageTexts()

  it("gives every route of the table its manifest's title in both languages", () => {
    for (const route of routeTable.routes) {
      expect(texts.titles[route.name]?.it, route.name).toBeTruthy()
      expect(texts.titles[route.name]?.en, route.name).toBeTruthy()
    }
    expect(texts.titles.courses).toEqual({ it: 'Corsi', en: 'Courses' })
  })

  it('translates the site description, the dashboard title and the not-found title', () => {
    expect(texts.dashboard).toEqual({ it: 'La mia home page', en: 'My home page' })
    expect(texts.notFound).toEqual({ it: 'Pagina non trovata', en: 'Page not found' })
    expect(texts.description.it).not.toBe(texts.description.en)
  })

  it('lists the routes with a real page, not those showing the placeholder', () => {
    expect(texts.built).toContain('index')
    expect(texts.built).toContain('course-slug')
    // the last area to get its pages (issue 19): no route shows the placeholder any more
    expect(texts.built).toContain('search')
  })

  it("names the module of each built route's page, so the server can preload its chunk", () => {
    expect(texts.modules.index).toBe('src/features/public/pages/home-page.tsx')
    expect(texts.modules['course-slug']).toBe('src/features/courses/pages/course-page.tsx')
    expect(Object.keys(texts.modules).sort()).toEqual([...texts.built].sort())
  })
})
