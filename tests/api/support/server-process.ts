/**
 * `server/main.ts` as `npm start` runs it, in a child process on a free loopback port, and
 * `server/worker.ts` as `npm run worker` runs it: for the tests of what only a real process shows
 * (shutdown, the DATA_DIR lock, start-up refusals, worker placement), and `npm run cluster`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const running = new Set<ChildProcess>()

export interface ChildScript {
  child: ChildProcess
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string
  /** Its exit code, once it exits. */
  exited: Promise<number | null>
}

export interface ServerProcess extends ChildScript {
  port: number
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** A server/ script under tsx with test settings (LOG_LEVEL info: the tests read its lines). */
function spawnScript(script: string, env: Record<string, string>, args: string[] = []): ChildScript {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, APP_ENV: 'test', LOG_LEVEL: 'info', ...env },
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
  return { child, output: () => output, exited }
}

/** Starts the process (no build, no demo data, test settings unless `env` says otherwise). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const server = spawnScript('server/main.ts', {
    SEED_DEMO: '0',
    AULA_SKIP_BUILD: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  })
  return { ...server, port }
}

/** `npm run worker` as a child process. */
export function spawnWorker(env: Record<string, string>): ChildScript {
  return spawnScript('server/worker.ts', env)
}

/** `npm run cluster -- <args>` (server/cluster.ts: API processes, workers and nginx) as a child process. */
export function spawnCluster(args: string[], env: Record<string, string>): ChildScript {
  return spawnScript('server/cluster.ts', env, args)
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

/** For afterAll: no test leaves a server or a worker behind, whatever failed. */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL')
}

/** A POST as the SPA sends it (CSRF cookie first); its status code. */
export async function postAsVisitor(port: number, url: string, body: unknown): Promise<number> {
  const base = `http://127.0.0.1:${port}`
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length)
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify(body),
  })
  return response.status
}
