/**
 * Several API processes behind nginx (issue 37): the catalogue's reads at 100 connections through
 * `npm run cluster` (server/cluster.ts, deploy/nginx/aula.conf.template) with 1 API process, then
 * with 2, in one run on one PostgreSQL database holding the demo data; each read's throughput with
 * 2 processes against 1 is the ratio reported. No budget: on a machine with 2 cores, nginx,
 * autocannon and PostgreSQL share them with the API processes, so the ratio says how much of a
 * second core the second process finds, not how far the design scales.
 * Runs in `npm run bench` (BENCH_ONLY=cluster for this alone), or alone:
 * node --import tsx tests/bench/cluster.ts
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { aulaBenchEnv, benchDuration, load, PG_SERVER, type Load } from './scratch-aula.ts'

const PORT = 3240
const READS = ['/api/public/courses', '/api/public/courses?sort=popular']

/** `npm run cluster -- --apis <apis> --workers 0`, measured, stopped. */
async function measure(apis: number, env: Record<string, string>, dir: string): Promise<Load[]> {
  const cluster = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cluster.ts',
      '--apis',
      String(apis),
      '--workers',
      '0',
      '--port',
      String(PORT),
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise((resolve) => cluster.once('exit', resolve))
  try {
    await new Promise<void>((resolve, reject) => {
      let output = ''
      cluster.stdout.on('data', (chunk) => {
        output += chunk
        if (output.includes('Aula cluster ready')) resolve()
      })
      cluster.once('exit', () => reject(new Error(`npm run cluster stopped:\n${output}`)))
    })
    const figures: Load[] = []
    for (const read of READS) figures.push(await load(`http://127.0.0.1:${PORT}${read}`))
    return figures
  } finally {
    if (cluster.exitCode === null) cluster.kill('SIGTERM')
    await exited
    rmSync(path.join(dir, 'nginx'), { recursive: true, force: true })
  }
}

export async function clusterBench(): Promise<string[]> {
  const name = `aula_cluster_bench_${process.pid}`
  const admin = postgres(PG_SERVER, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(PG_SERVER)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aula-cluster-bench-'))
  const env = { ...aulaBenchEnv(PORT), DATABASE_URL: url.href, DATA_DIR: dataDir, AULA_SKIP_BUILD: '1' }
  try {
    // The first run migrates and seeds the demo data; both measure the same database.
    const one = await measure(1, env, dataDir)
    const two = await measure(2, env, dataDir)
    console.log(`\nSeveral processes behind nginx, 100 connections, ${benchDuration} s (req/s; ms)`)
    console.log(
      'read'.padEnd(36),
      '1 process'.padStart(10),
      'p99'.padStart(5),
      '2 processes'.padStart(12),
      'p99'.padStart(5),
      'ratio'.padStart(6),
    )
    READS.forEach((read, index) =>
      console.log(
        read.padEnd(36),
        one[index].rps.toFixed(0).padStart(10),
        String(one[index].p99).padStart(5),
        two[index].rps.toFixed(0).padStart(12),
        String(two[index].p99).padStart(5),
        (two[index].rps / one[index].rps).toFixed(2).padStart(6),
      ),
    )
    return []
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await clusterBench()
