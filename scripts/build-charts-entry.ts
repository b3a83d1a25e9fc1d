/*
 * What vite.config.ts loads with Vite's module runner: the chart files, computed while the module
 * is evaluated (the runner closes once the import returns, so the machines must be imported now).
 */
import { fileURLToPath } from 'node:url'
import { buildCharts, chartFiles } from './build-charts-lib'

export const files: Map<string, string> = chartFiles(
  await buildCharts(fileURLToPath(new URL('..', import.meta.url))),
)
