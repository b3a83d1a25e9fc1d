/**
 * Product areas register themselves: every folder in server/features/ may hold a `routes.ts`
 * whose default export is an area's routes (`defineRoutes`). buildApp loads them by listing the
 * folder, so adding an area adds a folder and edits no central list (DESIGN.md §2).
 */
import { readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyPluginAsync } from 'fastify'
import type { Config } from './config.ts'

export const FEATURES_DIR = fileURLToPath(new URL('../features/', import.meta.url))

export interface AreaRoutes {
  /** The area's Fastify plugin: registers its routes (from endpoint descriptors). */
  plugin: FastifyPluginAsync
  /** Leave the area out for this configuration (e.g. dev tools in production). */
  enabled?: (config: Config) => boolean
}

export const defineRoutes = (routes: AreaRoutes): AreaRoutes => routes

export interface LoadedArea {
  name: string
  routes: AreaRoutes
}

/** The area folders that have a routes.ts, in name order (registration order never matters). */
export function areaFolders(featuresDir = FEATURES_DIR, file = 'routes.ts'): string[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(featuresDir, entry.name, file)))
    .map((entry) => entry.name)
    .sort()
}

export async function loadAreaRoutes(featuresDir = FEATURES_DIR): Promise<LoadedArea[]> {
  const areas: LoadedArea[] = []
  for (const name of areaFolders(featuresDir)) {
    const module = (await import(pathToFileURL(path.join(featuresDir, name, 'routes.ts')).href)) as {
      default?: AreaRoutes
    }
    if (!module.default?.plugin)
      throw new Error(`server/features/${name}/routes.ts must export default defineRoutes({ plugin })`)
    areas.push({ name, routes: module.default })
  }
  return areas
}
