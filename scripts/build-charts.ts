/*
 * node --import tsx scripts/build-charts.ts [outDir] — writes the statecharts of every machine
 * (scripts/build-charts-lib.ts) into outDir (default dist/charts). `vite build` runs the same
 * code through its plugin (vite.config.ts); `npm run test:paths` through scripts/test-paths.ts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildCharts, chartFiles } from './build-charts-lib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

export async function writeCharts(outDir: string) {
  const built = await buildCharts(root)
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  for (const [name, content] of chartFiles(built)) writeFileSync(join(outDir, name), content)
  return built
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(root, 'dist', 'charts'))
  const built = await writeCharts(outDir)
  console.log(`${built.charts.length} statecharts written to ${outDir}`)
}
