/** The page's first API answers, read from the HTML the server wrote (server/core/plugins/spa.ts). */
import { afterEach, describe, expect, it } from 'vitest'
import { hasPreloaded, PRELOADED_ID, preloadKey, resetPreloaded, takePreloaded } from './preloaded'

function page(json: string) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = PRELOADED_ID
  element.textContent = json
  document.head.append(element)
}

afterEach(() => {
  document.getElementById(PRELOADED_ID)?.remove()
  resetPreloaded()
})

describe('preloaded answers', () => {
  it('keys a call by its path and its query sorted by name, leaving out empty values', () => {
    expect(preloadKey('/api/public/courses', { perPage: 10, page: 1, q: undefined })).toBe(
      '/api/public/courses?page=1&perPage=10',
    )
    expect(preloadKey('/api/public/categories')).toBe('/api/public/categories')
    expect(preloadKey('/api/x', { q: 'a&b c' })).toBe('/api/x?q=a%26b+c')
  })

  it('hands each answer out once, escaped text read back as written', () => {
    // as the server escapes it: no "<" can close the element
    page('{"/api/public/courses?page=1&perPage=10":{"data":[{"title":"\\u003c/script\\u003e\\u003c!-- x"}]}}')
    expect(hasPreloaded('/api/public/courses', { page: 1, perPage: 10 })).toBe(true)
    expect(takePreloaded('/api/public/courses', { perPage: 10, page: 1 })).toEqual({
      data: [{ title: '</script><!-- x' }],
    })
    expect(hasPreloaded('/api/public/courses', { page: 1, perPage: 10 })).toBe(false)
    expect(takePreloaded('/api/public/courses', { page: 1, perPage: 10 })).toBeUndefined()
    // read once: a later page finds nothing left in the document
    expect(document.getElementById(PRELOADED_ID)).toBeNull()
  })

  it('answers nothing without the element, or with a broken one', () => {
    expect(takePreloaded('/api/public/home')).toBeUndefined()
    resetPreloaded()
    page('{"/api/public/home": ')
    expect(takePreloaded('/api/public/home')).toBeUndefined()
  })
})
