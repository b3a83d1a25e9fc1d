/**
 * The real process, as `npm start` runs it: one server per DATA_DIR (a second one exits at once,
 * naming the directory and the holder's PID, and the first keeps serving with nothing lost), a
 * lock left by a dead holder is taken over, and production refuses to load the demo accounts.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '../../server/core/db/data-dir-lock.ts'
import { killServers, postAsVisitor, spawnServer, startServer } from './support/server-process.ts'

const dirs: string[] = []

afterAll(() => {
  killServers()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aula-process-'))
  dirs.push(dir)
  return dir
}

/** Registers a student through the API, as the SPA does. */
function register(port: number, email: string): Promise<number> {
  const password = 'Quercia-Lampone-47!'
  return postAsVisitor(port, '/api/register', {
    email,
    first_name: 'Lia',
    last_name: 'Rossi',
    password,
    password_confirmation: password,
    role: 'student',
    terms_accepted: true,
    privacy_accepted: true,
  })
}

async function usersIn(dataDir: string, pattern: string): Promise<string[]> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') })
  try {
    const result = await db.query<{ email: string }>(
      'select email from users where email like $1 order by email',
      [pattern],
    )
    return result.rows.map((row) => row.email)
  } finally {
    await db.close()
  }
}

// Always the embedded PGlite (the lock is about DATA_DIR), also under AULA_TEST_DB=postgres.
describe('one server process per DATA_DIR', () => {
  it(
    'a second process on the same directory exits 1 at once naming it and the holder; the first loses nothing',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir()
      const first = await startServer({ DATA_DIR: dataDir })
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid))
      expect(await register(first.port, 'before-1@lock.test')).toBe(201)
      expect(await register(first.port, 'before-2@lock.test')).toBe(201)

      const second = await spawnServer({ DATA_DIR: dataDir })
      const started = Date.now()
      expect(await second.exited).toBe(1)
      // "At once": no build, no migration, no listening (the start-up alone takes seconds).
      expect(Date.now() - started).toBeLessThan(15_000)
      expect(second.output()).toContain(`The data directory ${dataDir} is in use`)
      expect(second.output()).toContain(`(PID ${first.child.pid})`)
      expect(second.output()).not.toContain('Aula is running')
      const secondAnswers = await fetch(`http://127.0.0.1:${second.port}/api/health`).then(
        () => true,
        () => false,
      )
      expect(secondAnswers).toBe(false)
      // The refused process leaves the holder's lock alone.
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid))

      // The first one keeps serving, and everything it was told to write is on disk after it stops.
      expect(await register(first.port, 'after-1@lock.test')).toBe(201)
      expect(await register(first.port, 'after-2@lock.test')).toBe(201)
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      // SIGTERM releases the lock (the bench opens the same directory right after stopping the server).
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
      expect(await usersIn(dataDir, '%@lock.test')).toEqual([
        'after-1@lock.test',
        'after-2@lock.test',
        'before-1@lock.test',
        'before-2@lock.test',
      ])
    },
  )

  it(
    'takes over a lock whose holder is dead, and releases the lock when the start fails',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir()
      // A PID that surely ran and is gone: a child that has already exited.
      const dead = spawn(process.execPath, ['-e', ''])
      const deadPid = dead.pid!
      await new Promise((resolve) => dead.once('exit', resolve))
      writeFileSync(path.join(dataDir, LOCK_FILE), `${deadPid}\n`)

      const server = await startServer({ DATA_DIR: dataDir })
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(server.child.pid))
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)

      // A start that fails after taking the lock (the port is taken) leaves no lock behind.
      const blocker = net.createServer()
      const port = await new Promise<number>((resolve) =>
        blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
      )
      try {
        const failing = await spawnServer({ DATA_DIR: dataDir, PORT: String(port) })
        expect(await failing.exited).toBe(1)
        expect(failing.output()).toContain('could not start')
        expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
      } finally {
        blocker.close()
      }
    },
  )
})

describe('production start', () => {
  it(
    'refuses SEED_DEMO=1 with a clear message and exit code 1, before touching DATA_DIR',
    { timeout: 60_000 },
    async () => {
      const dataDir = path.join(tempDir(), 'never-created')
      const server = await spawnServer({
        DATA_DIR: dataDir,
        APP_ENV: 'production',
        SEED_DEMO: '1',
        APP_KEY: 'a-real-production-key-0123456789-abcdefghijklmnop',
        PUSHER_APP_SECRET: 'a-real-pusher-secret-0123456789-abcdefghijklmnop',
      })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('SEED_DEMO=1 is not allowed in production')
      expect(existsSync(dataDir)).toBe(false)
    },
  )
})
