/**
 * Which routes have a page of their own. A route whose area is still being built shows the same
 * placeholder as every other such route of its layout, so a sweep over every route (axe, widths)
 * checks each built page and one placeholder per layout and guard set: the same coverage at a
 * fraction of the time. The list comes from dist/page-texts.json, which the build writes from the
 * SPA's manifests (src/app/page-texts.ts) and which exists once the web server has built the SPA.
 */
import { readFileSync } from 'node:fs'
import type { RouteDef } from '../../../contracts/core/routes'

let built: Set<string> | undefined

export function builtRoutes(): Set<string> {
  built ??= new Set((JSON.parse(readFileSync('dist/page-texts.json', 'utf8')) as { built: string[] }).built)
  return built
}

const frame = (route: RouteDef) => `${route.layout} ${[...route.guards].sort().join(',')}`

/** True for a built route, and for the first placeholder route of each layout and guard set. */
export function worthChecking(route: RouteDef, routes: readonly RouteDef[]): boolean {
  const pages = builtRoutes()
  if (pages.has(route.name)) return true
  const first = routes.find((other) => !pages.has(other.name) && frame(other) === frame(route))
  return first?.name === route.name
}
