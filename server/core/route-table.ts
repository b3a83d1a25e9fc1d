/**
 * The SPA's route table on the server (history fallback, locale-aware 404s, sitemap): every
 * contracts/<area>/routes.ts, found by listing contracts/ and imported once, at startup. The SPA
 * builds the same table with import.meta.glob; both go through routeTableFromModules.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { routeTableFromModules, type RouteTable } from '../../contracts/core/routes.ts'

export const CONTRACTS_DIR = fileURLToPath(new URL('../../contracts/', import.meta.url))

/** Loads the table from a contracts folder (tests point it at a copy). */
export async function loadRouteTable(contractsDir = CONTRACTS_DIR): Promise<RouteTable> {
  // existsSync follows links, so an area may also be a symbolic link to a folder (tests link them).
  const sources = readdirSync(contractsDir)
    .filter((name) => existsSync(path.join(contractsDir, name, 'routes.ts')))
    .sort()
  const modules: Record<string, unknown> = {}
  for (const area of sources) {
    modules[`contracts/${area}/routes.ts`] = await import(
      pathToFileURL(path.join(contractsDir, area, 'routes.ts')).href
    )
  }
  return routeTableFromModules(modules)
}

let loaded: Promise<RouteTable> | undefined

/** The table of this process's contracts/, loaded on first use and kept. */
export function routeTable(): Promise<RouteTable> {
  loaded ??= loadRouteTable()
  return loaded
}
