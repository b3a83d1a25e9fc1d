/**
 * One server process per DATA_DIR (DESIGN.md §6). PGlite is a single-process engine: two processes
 * on one directory each keep their own copy in memory and overwrite each other's files, losing
 * writes and duplicating primary keys. So the process that serves a directory holds DATA_DIR/aula.lock,
 * a file with its PID, created atomically ('wx' = O_CREAT | O_EXCL); a second process finds it and
 * stops. A lock whose holder is no longer running (killed, crashed, the machine rebooted) is taken
 * over. PostgreSQL needs none of this: it is made for many processes.
 */
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

export const LOCK_FILE = 'aula.lock'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Aula process (PID ${holderPid}). ` +
        `Only one server process may use a data directory: stop that process first, or start this one ` +
        `with another DATA_DIR. If PID ${holderPid} is not an Aula server, delete ${path.join(dataDir, LOCK_FILE)}.`,
    )
    this.name = 'DataDirLockedError'
  }
}

export interface DataDirLock {
  /** The lock file. */
  file: string
  /** Deletes the lock file if it is still ours; safe to call more than once. */
  release(): void
}

/** True when a process with this PID runs (EPERM: it runs under another user). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false // a PID left by an earlier run that happened to have ours (PID 1 in a container)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function create(file: string): boolean {
  let fd: number
  try {
    fd = openSync(file, 'wx', 0o644)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, `${process.pid}\n`)
  } finally {
    closeSync(fd)
  }
  return true
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirLockedError naming the holder.
 * The lock is also released when the process exits (process.exit, an uncaught error); only SIGKILL
 * or a crash of the machine leaves it behind, and then the next start takes it over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir)
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, LOCK_FILE)

  for (let attempt = 0; ; attempt++) {
    if (create(file)) break
    const holder = readPid(file)
    if (holder === undefined) {
      // Another process has just created the file and not yet written its PID, or one died in
      // between: wait a moment, and after that treat the file as stale.
      if (attempt < 10) {
        await sleep(50)
        continue
      }
    } else if (isRunning(holder)) {
      throw new DataDirLockedError(dir, holder)
    }
    // Stale. Move it aside under a name of our own (rename is atomic, so of two processes taking
    // over at once only one moves this file), then check that what we moved is the stale file and
    // not a lock another process created a moment ago.
    const aside = `${file}.${process.pid}.stale`
    try {
      renameSync(file, aside)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const moved = readPid(aside)
    if (moved !== holder && moved !== undefined && isRunning(moved)) {
      // We moved a live lock: put it back and give up.
      renameSync(aside, file)
      throw new DataDirLockedError(dir, moved)
    }
    unlinkSync(aside)
    if (attempt > 20) throw new Error(`Could not take the lock ${file}`)
  }

  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    // Only our own lock: never delete one that another process has taken over meanwhile.
    if (readPid(file) === process.pid) {
      try {
        unlinkSync(file)
      } catch {
        // already gone
      }
    }
  }
  process.on('exit', release)
  return { file, release }
}
