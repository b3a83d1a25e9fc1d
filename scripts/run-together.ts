/*
 * Runs npm scripts at the same time and fails when any fails: `npm test` starts its static checks
 * (lint, typecheck, i18n:check) together, since tsc and Prettier each use one core and CI has two.
 * Each script's output is held and printed whole when it ends, so the logs do not interleave.
 * Usage: node --import tsx scripts/run-together.ts lint typecheck i18n:check
 */
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<{ script: string; code: number; seconds: number }>((resolve) => {
        const started = Date.now()
        const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
        const output: Buffer[] = []
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
        child.on('close', (code) => {
          const seconds = Math.round((Date.now() - started) / 100) / 10
          process.stdout.write(`\n── npm run ${script} (${seconds} s, exit ${code ?? 'signal'})\n`)
          process.stdout.write(Buffer.concat(output))
          resolve({ script, code: code ?? 1, seconds })
        })
      }),
  ),
)

const failed = results.filter(({ code }) => code !== 0).map(({ script }) => script)
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`)
  process.exitCode = 1
}
