// @vitest-environment jsdom
// jsdom's document.cookie is a real cookie jar, so these tests run the helpers against browser rules.
import { afterEach, describe, expect, it } from 'vitest'
import { clearAllCookies, deleteCookie, getCookie, parseCookies, serializeCookie, setCookie } from './cookies'

afterEach(() => clearAllCookies())

describe('cookies in the browser', () => {
  it('writes, reads and deletes a cookie, encoding its value', () => {
    setCookie('token', '12|abc def;=', { days: 365 })
    expect(getCookie('token')).toBe('12|abc def;=')
    expect(document.cookie).toContain('token=12%7Cabc%20def%3B%3D')
    deleteCookie('token')
    expect(getCookie('token')).toBeUndefined()
  })

  it('reads cookies set by the server URL-decoded, like XSRF-TOKEN', () => {
    document.cookie = 'XSRF-TOKEN=eyJpdiI6%2B%2F%3D; Path=/'
    expect(getCookie('XSRF-TOKEN')).toBe('eyJpdiI6+/=')
  })

  it('a cookie expired in the past is not stored', () => {
    setCookie('old', 'x', { days: -1 })
    expect(getCookie('old')).toBeUndefined()
  })

  it('clears every visible cookie on logout', () => {
    setCookie('token', 't')
    setCookie('i18n_locale', 'en', { days: 365 })
    document.cookie = 'XSRF-TOKEN=x; Path=/'
    clearAllCookies()
    expect(document.cookie).toBe('')
  })
})

describe('cookie strings', () => {
  it('parses a cookie header, first value wins, malformed parts ignored', () => {
    expect(parseCookies('a=1; b=%E2%82%AC; junk; a=2; c=%zz')).toEqual({ a: '1', b: '€', c: '%zz' })
  })

  it('serializes with path, SameSite, lifetime and Secure when needed', () => {
    expect(serializeCookie('k', 'v w')).toBe('k=v%20w; Path=/; SameSite=Lax')
    const long = serializeCookie('i18n_locale', 'en', { days: 365 })
    expect(long).toContain('Max-Age=31536000')
    expect(long).toMatch(/Expires=\w{3}, \d{2} \w{3} \d{4}/)
    expect(serializeCookie('k', 'v', { sameSite: 'None' })).toBe('k=v; Path=/; SameSite=None; Secure')
  })
})
