/**
 * Which routes have a page of their own. A route whose area is still being built shows the same
 * placeholder as every other such route of its frame (layout and guards), so a sweep over every
 * route (axe, widths) opens each built page and one placeholder per frame: the same coverage at a
 * fraction of the time. The list comes from dist/page-texts.json, which the build writes from the
 * SPA's manifests (src/app/page-texts.ts); it exists once the web server has built the SPA, so it
 * is read when a test runs, not when the tests are listed.
 */
import { readFileSync } from 'node:fs'
import type { RouteDef } from '../../../contracts/core/routes'

let built: Set<string> | undefined

function builtRoutes(): Set<string> {
  built ??= new Set((JSON.parse(readFileSync('dist/page-texts.json', 'utf8')) as { built: string[] }).built)
  return built
}

/** The routes grouped by the frame they render in, plus whatever else `key` adds (e.g. who opens them). */
export function byFrame(
  routes: readonly RouteDef[],
  key: (route: RouteDef) => string = () => '',
): Map<string, RouteDef[]> {
  const groups = new Map<string, RouteDef[]>()
  for (const route of routes) {
    const frame = `${route.layout} [${[...route.guards].sort().join(', ')}]${key(route)}`
    groups.set(frame, [...(groups.get(frame) ?? []), route])
  }
  return groups
}

/** Of one group, the routes worth opening: every built one, and the first that shows the placeholder. */
export function worthOpening(group: readonly RouteDef[]): RouteDef[] {
  const pages = builtRoutes()
  const placeholder = group.find((route) => !pages.has(route.name))
  return group.filter((route) => pages.has(route.name) || route === placeholder)
}
