/**
 * `npm start` rebuilds the SPA only when dist/ is missing or older than what it is built from,
 * so a plain restart is fast and a fresh checkout still serves the whole product.
 */
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * What the SPA build reads; a change in any of them makes dist/ stale. The SPA imports contracts/
 * and machines/, and the build draws every machine's chart (charts/*.json) with scripts/build-charts*,
 * so a change to a machine alone must rebuild too; the Lingui catalogs are in src/ and contracts/
 * (one per area, <folder>/locales/<locale>.po); scripts/catalog-parts* decides what each page's
 * messages chunk holds.
 */
const SPA_SOURCES = [
  'src',
  'contracts',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
]
/**
 * Files of scripts/ the build runs, by name: the chart layout, and the split of the message
 * catalogs into the parts each page loads (vite.config.ts's catalog-parts plugin).
 */
const SCRIPT_SOURCE = /^(build-charts|catalog-parts)/

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  // Directories count too: deleting a file only changes its folder's mtime.
  for (const entry of await readdir(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isDirectory()) continue
    const file = await stat(path.join(entry.parentPath, entry.name)).catch(() => null)
    if (file && file.mtimeMs > newest) newest = file.mtimeMs
  }
  return newest
}

export async function isSpaStale(root: string): Promise<boolean> {
  const built = await stat(path.join(root, 'dist', 'index.html')).catch(() => null)
  if (!built) return true
  const scripts = (await readdir(path.join(root, 'scripts')).catch(() => [] as string[]))
    .filter((name) => SCRIPT_SOURCE.test(name))
    .map((name) => path.join('scripts', name))
  const sources = await Promise.all(
    [...SPA_SOURCES, ...scripts].map((source) => newestMtime(path.join(root, source))),
  )
  return Math.max(...sources) > built.mtimeMs
}

/** Builds dist/ with Vite's programmatic build() when it is missing or older than its sources. */
export async function buildSpaIfStale(root: string): Promise<void> {
  if (!existsSync(path.join(root, 'index.html'))) {
    console.warn('No index.html at the project root: skipping the SPA build, serving the API only.')
    return
  }
  if (!(await isSpaStale(root))) return
  console.log('Building the web app (dist/ is missing or older than its sources)…')
  // Imported only when needed: a production image with a prebuilt dist/ does not ship Vite.
  const { build } = await import('vite')
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' })
}
