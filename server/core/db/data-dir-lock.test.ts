/**
 * The DATA_DIR lock on its own (tests/api/process.test.ts runs it inside two real servers): who
 * counts as the holder, what is taken over, and that a release never deletes somebody else's lock.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts'

const dirs: string[] = []
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aula-lock-'))
  dirs.push(dir)
  return dir
}

/** The PID of a process that ran and has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

/** A process that keeps running until the tests end. */
function livePid(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
  children.push(child)
  return child.pid!
}

const lockFile = (dir: string) => path.join(dir, LOCK_FILE)
const holderOf = (dir: string) => readFileSync(lockFile(dir), 'utf8').trim()

describe('lockDataDir', () => {
  it('creates DATA_DIR and a lock file holding this PID; release deletes it', async () => {
    const dir = path.join(tempDir(), 'new')
    const lock = await lockDataDir(dir)
    expect(holderOf(dir)).toBe(String(process.pid))
    lock.release()
    expect(existsSync(lockFile(dir))).toBe(false)
    lock.release() // twice is harmless
  })

  it('refuses a directory whose holder runs, naming the directory and the PID, and leaves its lock', async () => {
    const dir = tempDir()
    const holder = livePid()
    writeFileSync(lockFile(dir), `${holder}\n`)
    const error = await lockDataDir(dir).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect((error as DataDirLockedError).holderPid).toBe(holder)
    expect((error as Error).message).toContain(`The data directory ${dir} is in use`)
    expect((error as Error).message).toContain(`(PID ${holder})`)
    expect(holderOf(dir)).toBe(String(holder))
  })

  it('takes over the lock of a dead holder, and an empty lock file left half-written', async () => {
    const dir = tempDir()
    writeFileSync(lockFile(dir), `${await deadPid()}\n`)
    const lock = await lockDataDir(dir)
    expect(holderOf(dir)).toBe(String(process.pid))
    lock.release()

    writeFileSync(lockFile(dir), '')
    const again = await lockDataDir(dir)
    expect(holderOf(dir)).toBe(String(process.pid))
    again.release()
  })

  it('a release never deletes a lock another process has taken since', async () => {
    const dir = tempDir()
    const lock = await lockDataDir(dir)
    const other = livePid()
    writeFileSync(lockFile(dir), `${other}\n`)
    lock.release()
    expect(holderOf(dir)).toBe(String(other))
  })
})
