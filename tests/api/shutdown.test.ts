/**
 * The real process, as `npm start` runs it: a request in flight when SIGTERM arrives is still
 * answered, the process exits 0, and what it wrote to DATA_DIR is there after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { killServers, startServer } from './support/server-process.ts'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aula-shutdown-'))

afterAll(() => {
  killServers()
  rmSync(dataDir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Always the embedded PGlite, also under AULA_TEST_DB=postgres: flushing DATA_DIR is what is at stake.
describe('graceful shutdown of server/main.ts', () => {
  it(
    'finishes the request in flight, exits 0 and keeps its data for the next start',
    { timeout: 120_000 },
    async () => {
      const first = await startServer({ DATA_DIR: dataDir })

      // A client in the middle of uploading a body: the request has started, the handler has not run.
      const body = JSON.stringify({ text: 'x'.repeat(2_000) })
      let answeredEarly = false
      const request = http.request({
        host: '127.0.0.1',
        port: first.port,
        method: 'POST',
        path: '/api/in-flight-probe',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      })
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request.on('response', (res) => {
          answeredEarly = !finished
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        })
        request.on('error', reject)
      })
      let finished = false
      request.write(body.slice(0, 1_000))
      await sleep(300)

      first.child.kill('SIGTERM')
      await sleep(500)
      // Still running: it is waiting for our request, and it no longer accepts new connections.
      expect(first.child.exitCode).toBeNull()
      const refused = await fetch(`http://127.0.0.1:${first.port}/api/health`).then(
        () => false,
        () => true,
      )
      expect(refused).toBe(true)

      finished = true
      request.end(body.slice(1_000))
      const answer = await response
      expect(answeredEarly).toBe(false)
      expect(answer.status).toBe(404)
      expect(JSON.parse(answer.body)).toEqual({
        message: 'The route /api/in-flight-probe could not be found.',
      })
      expect(await first.exited).toBe(0)
      expect(first.output()).toContain('stopped cleanly')

      // What the first run wrote (schema and the "initialised" marker) is on disk.
      const direct = await PGlite.create({ dataDir: path.join(dataDir, 'db') })
      const marker = await direct.query<{ value: { at: string; demo_data: boolean } }>(
        "select value from app_meta where key = 'initialized_at'",
      )
      await direct.close()
      expect(marker.rows).toHaveLength(1)
      expect(marker.rows[0].value.demo_data).toBe(false)

      // The restart sees an existing database: it does not initialise (or seed) it again.
      const second = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' })
      const courses = (await (await fetch(`http://127.0.0.1:${second.port}/api/public/courses`)).json()) as {
        meta: { total: number }
      }
      expect(courses.meta.total).toBe(0)
      expect(second.output()).not.toContain('new database initialised')
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)

      const again = await PGlite.create({ dataDir: path.join(dataDir, 'db') })
      const markerAfter = await again.query<{ value: { at: string } }>(
        "select value from app_meta where key = 'initialized_at'",
      )
      await again.close()
      expect(markerAfter.rows[0].value.at).toBe(marker.rows[0].value.at)
    },
  )
})
