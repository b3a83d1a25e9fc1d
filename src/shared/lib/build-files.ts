/**
 * Reads a static file the build wrote (the statecharts in charts/*.json, the build manifest): not
 * an API call, so no CSRF header, no envelope, no API client. The one place in the SPA that may
 * fetch one (eslint.config.js exempts this file from the client-only rule): every other read of a
 * build file comes here instead of carrying its own fetch.
 */
export async function readBuildFile<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, init)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}
