/**
 * `server/main.ts` as `npm start` runs it, in a child process on a free loopback port: for the
 * tests of what only a real process shows (shutdown, the DATA_DIR lock, start-up refusals).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const running = new Set<ChildProcess>()

export interface ServerProcess {
  child: ChildProcess
  port: number
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string
  /** Its exit code, once it exits. */
  exited: Promise<number | null>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Starts the process (no build, no demo data, test settings unless `env` says otherwise). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SEED_DEMO: '0',
      AULA_SKIP_BUILD: '1',
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  return { child, port, output: () => output, exited }
}

/** Starts the process and waits until GET /api/health answers (a minute at most). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env)
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return server
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** For afterAll: no test leaves a server behind, whatever failed. */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL')
}
