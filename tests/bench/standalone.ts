/**
 * Runs one browser section of the bench on its own: a fresh Aula (built when stale) on a temporary
 * data directory, the section, then the verdict. `npm run bench` runs every section instead.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { aulaBenchEnv } from './scratch-aula.ts'

export async function runStandalone(port: number, section: (origin: string) => Promise<string[]>) {
  const failures = await withFreshAula(port, section)
  if (failures.length) {
    console.error(`\nover budget:\n- ${failures.join('\n- ')}`)
    process.exit(1)
  }
  console.log('\nbudgets met')
}

/** A fresh Aula of the section's own (its port, a temporary data directory): the section's failures. */
export async function withFreshAula(
  port: number,
  section: (origin: string) => Promise<string[]>,
): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aula-bench-section-'))
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...aulaBenchEnv(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  let failures: string[] = []
  try {
    const until = Date.now() + 300_000
    while (
      !(await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until || server.exitCode !== null) throw new Error('Aula did not start')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    failures = await section(origin)
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  return failures
}
