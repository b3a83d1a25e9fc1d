/**
 * Product areas register themselves: every folder in server/features/ may hold
 *   routes.ts    default export defineRoutes({ plugin, enabled? }): the area's routes
 *   services.ts  default export defineServices(plugin): what the area decorates the app with
 *                (e.g. accounts' app.identityProviders), registered before any area's routes
 *   seed.ts      default export defineSeed({ after, run }): its demo data (server/core/db/seeds.ts)
 *   tables.ts    its Drizzle tables (drizzle.config.ts globs them)
 *   page-meta.ts default export definePageMeta({ 'route-name': resolver }): 404 for unknown slugs,
 *                the page's own title, description and image, the API calls to preload (page-meta.ts)
 * buildApp loads them by listing the folder, so adding an area adds a folder and edits no central
 * list (DESIGN.md §2), and the core never imports a feature.
 */
import { readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
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

/** The areas holding `file` (routes.ts by default), in name order; registration order never matters. */
export function areaFolders(featuresDir = FEATURES_DIR, file = 'routes.ts'): string[] {
  // existsSync follows links, so an area may also be a symbolic link to a folder (tests link them).
  return readdirSync(featuresDir)
    .filter((name) => existsSync(path.join(featuresDir, name, file)))
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

/**
 * An area's services: a plugin whose decorations every route sees (it is registered without
 * encapsulation). A value buildApp was given under the same name (`decorations`, e.g. a test's
 * stand-in adapters) is already there: a services plugin keeps it rather than build its own.
 */
export type AreaServices = FastifyPluginAsync

export const defineServices = (plugin: AreaServices): AreaServices => plugin

export async function loadAreaServices(
  featuresDir = FEATURES_DIR,
): Promise<{ name: string; plugin: FastifyPluginAsync }[]> {
  const areas: { name: string; plugin: FastifyPluginAsync }[] = []
  for (const name of areaFolders(featuresDir, 'services.ts')) {
    const module = (await import(pathToFileURL(path.join(featuresDir, name, 'services.ts')).href)) as {
      default?: AreaServices
    }
    if (typeof module.default !== 'function')
      throw new Error(`server/features/${name}/services.ts must export default defineServices(plugin)`)
    // Not encapsulated, so the decorations reach every area's routes.
    areas.push({ name, plugin: fp(module.default, { name: `${name}-services`, dependencies: ['context'] }) })
  }
  return areas
}
