/**
 * Demo data, per area. Every folder in server/features/ may hold a `seed.ts` whose default export
 * is `defineSeed({ after, run })`; a new database outside production runs them all, once, in
 * dependency order (an area after the areas its `after` names, ties in name order), so adding an
 * area's demo data adds a file and edits no central list (DESIGN.md §2).
 *
 * The demo data is deterministic: the seeds share one PRNG with a fixed seed, drawn in that fixed
 * order, and date everything back from one fixed day, so every new database holds the same rows.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { areaFolders, FEATURES_DIR } from '../areas.ts'
import type { Db } from './index.ts'

export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** A whole number in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
}

/** mulberry32: tiny, fast and good enough to pick demo data reproducibly. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]
  return { next, int, pick }
}

/** The day the demo data "happened"; everything is dated relative to it. */
export const DEMO_TODAY = Date.UTC(2025, 5, 2, 8, 0, 0)
const DEMO_RANDOM_SEED = 20250602
const HOUR = 3_600_000
const DAY = 24 * HOUR

export interface SeedContext {
  /**
   * Shared by every seed of one run, drawn in seed order. A new area that draws from it before an
   * existing one shifts that one's draws (server/testing/demo-data.test.ts would say so): a new
   * area can take `createRandom(itsOwnSeed)` instead.
   */
  random: Random
  /** DEMO_TODAY minus that many days and hours. */
  daysAgo(days: number, hours?: number): Date
  /** A ready hash of the demo password, to skip hashing it (the accounts seed hashes it otherwise). */
  passwordHash?: string
}

/** What a seed wrote, by kind of row (logged when a new database is initialised). */
export type SeedCounts = Record<string, number>

export interface AreaSeed {
  /** The areas whose demo rows this one refers to; their seeds run first. */
  after?: readonly string[]
  run(db: Db, context: SeedContext): Promise<SeedCounts | void>
}

export const defineSeed = (seed: AreaSeed): AreaSeed => seed

export interface LoadedSeed {
  area: string
  seed: AreaSeed
}

/**
 * The seeds in the order they run: Kahn's algorithm, taking among the areas that are ready the
 * first by name, so the order (and with it the PRNG's draws) never depends on the file system.
 */
export function seedOrder<T extends LoadedSeed>(seeds: readonly T[]): T[] {
  const byArea = new Map(seeds.map((entry) => [entry.area, entry]))
  for (const { area, seed } of seeds) {
    for (const dependency of seed.after ?? []) {
      if (!byArea.has(dependency))
        throw new Error(`server/features/${area}/seed.ts runs after '${dependency}', which has no seed.ts`)
    }
  }
  const done = new Set<string>()
  const ordered: T[] = []
  while (ordered.length < seeds.length) {
    const ready = [...byArea.values()]
      .filter(({ area, seed }) => !done.has(area) && (seed.after ?? []).every((name) => done.has(name)))
      .sort((a, b) => a.area.localeCompare(b.area))
    if (ready.length === 0) {
      const stuck = [...byArea.keys()].filter((area) => !done.has(area)).sort()
      throw new Error(`The seeds of ${stuck.join(', ')} wait for each other (a cycle in 'after')`)
    }
    ordered.push(ready[0])
    done.add(ready[0].area)
  }
  return ordered
}

/** Every area's seed.ts, in the order they run. */
export async function loadSeeds(featuresDir = FEATURES_DIR): Promise<LoadedSeed[]> {
  const seeds: LoadedSeed[] = []
  for (const area of areaFolders(featuresDir, 'seed.ts')) {
    const module = (await import(pathToFileURL(path.join(featuresDir, area, 'seed.ts')).href)) as {
      default?: AreaSeed
    }
    if (typeof module.default?.run !== 'function')
      throw new Error(`server/features/${area}/seed.ts must export default defineSeed({ after, run })`)
    seeds.push({ area, seed: module.default })
  }
  return seedOrder(seeds)
}

/** Runs every area's seed on `db` (the caller's transaction); answers the rows written. */
export async function seedDemoData(
  db: Db,
  options: { passwordHash?: string; featuresDir?: string } = {},
): Promise<SeedCounts> {
  const context: SeedContext = {
    random: createRandom(DEMO_RANDOM_SEED),
    daysAgo: (days, hours = 0) => new Date(DEMO_TODAY - days * DAY - hours * HOUR),
    passwordHash: options.passwordHash,
  }
  const counts: SeedCounts = {}
  for (const { seed } of await loadSeeds(options.featuresDir)) {
    Object.assign(counts, (await seed.run(db, context)) ?? {})
  }
  return counts
}
