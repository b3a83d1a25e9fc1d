/**
 * Browser cookies the SPA reads and writes itself: the session hint, the locale choice, and the
 * XSRF-TOKEN cookie Sanctum sets (read only, to echo it in a header). Values are URL-encoded on
 * write and decoded on read, which is also how Laravel encodes XSRF-TOKEN.
 */

export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number
  path?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

function cookieSource(): { cookie: string } | undefined {
  return typeof document === 'undefined' ? undefined : document
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Parses a `document.cookie` or `Cookie` header string; the first cookie of a name wins, as in browsers. */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    const name = part.slice(0, eq).trim()
    if (name && !(name in cookies)) cookies[name] = decode(part.slice(eq + 1).trim())
  }
  return cookies
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { days, path = '/', sameSite = 'Lax', secure } = options
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, `SameSite=${sameSite}`]
  if (days !== undefined) {
    parts.push(
      `Expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`,
      `Max-Age=${Math.round(days * 86_400)}`,
    )
  }
  // Browsers reject SameSite=None without Secure.
  if (secure || sameSite === 'None') parts.push('Secure')
  return parts.join('; ')
}

export function getCookie(name: string): string | undefined {
  const source = cookieSource()
  return source ? parseCookies(source.cookie)[name] : undefined
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const source = cookieSource()
  if (source) source.cookie = serializeCookie(name, value, options)
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
  const source = cookieSource()
  if (source)
    source.cookie = `${name}=; Path=${options.path ?? '/'}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0`
}

/**
 * Logout clears every cookie the page can see (SPEC.md §4). HttpOnly cookies are out of reach by
 * design; the server revokes the session they belong to.
 */
export function clearAllCookies(): void {
  const source = cookieSource()
  if (!source) return
  for (const name of Object.keys(parseCookies(source.cookie))) deleteCookie(name)
}
