/**
 * `npm run cluster`: several API processes and job workers on one PostgreSQL, behind Debian's nginx
 * (deploy/nginx/aula.conf.template), on one machine:
 *
 *   DATABASE_URL=postgres://… npm run cluster -- --apis 2 --workers 1 --port 8080
 *
 * The API processes run `server/main.ts` with WORKERS=0 on free loopback ports, the workers
 * `server/worker.ts`; all share DATABASE_URL and DATA_DIR (uploads and media files: with
 * PostgreSQL no process locks DATA_DIR) or S3_*. TRUST_PROXY defaults to loopback, PUBLIC_URL to
 * nginx's address. nginx's files (its config, pid, logs, temp) go to --dir (default
 * DATA_DIR/nginx). Once nginx answers, one line starting "Aula cluster ready" names every address
 * and PID. SIGINT/SIGTERM stop nginx, then every process by its PID, and exit 0 once all have
 * exited cleanly; if any of them stops by itself, the others are stopped and the exit code is 1.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildSpaIfStale } from './core/build-spa.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TEMPLATE = path.join(ROOT, 'deploy/nginx/aula.conf.template')

export interface NginxConfigOptions {
  /** host:port nginx listens on. */
  listen: string
  /** The API processes' loopback ports. */
  upstreams: number[]
  /** nginx's own directory (config, pid, logs, temp). */
  dir: string
  /** The user nginx's workers run as, when nginx starts as root (it ignores the line otherwise). */
  user?: string
}

/** deploy/nginx/aula.conf.template with its fields filled. */
export function nginxConfig({ listen, upstreams, dir, user }: NginxConfigOptions): string {
  const fields: Record<string, string> = {
    user: user ? `user ${user};` : '',
    dir,
    listen,
    servers: upstreams.map((port) => `    server 127.0.0.1:${port};`).join('\n'),
  }
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in fields)) throw new Error(`${TEMPLATE}: unknown field {{${name}}}`)
    return fields[name]
  })
}

/** NGINX_PATH, else Debian's /usr/sbin/nginx, else `nginx` on PATH. */
export const nginxBinary = () =>
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

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

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  )
}

interface Options {
  apis: number
  workers: number
  port: number
  host: string
  dir: string
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      apis: { type: 'string', default: '2' },
      workers: { type: 'string', default: '1' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string' },
    },
  })
  const whole = (name: string, text: string, min: number) => {
    const number = Number(text)
    if (!Number.isInteger(number) || number < min) {
      console.error(`npm run cluster: --${name} must be a whole number ≥ ${min}, not ${text}`)
      process.exit(1)
    }
    return number
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
  return {
    apis: whole('apis', values.apis, 1),
    workers: whole('workers', values.workers, 0),
    port: whole('port', values.port, 1),
    host: values.host,
    dir: path.resolve(values.dir ?? path.join(dataDir, 'nginx')),
  }
}

const children: { name: string; child: ChildProcess }[] = []
let stopping = false

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push({ name, child })
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(
      `npm run cluster: ${name} (PID ${child.pid}) stopped by itself (${signal ?? code}); stopping the others`,
    )
    void stopAll(1)
  })
  return child
}

/** nginx first (no new requests), then every API process and worker, each by its PID. */
async function stopAll(exitCode: number): Promise<never> {
  stopping = true
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const nginx = children.find(({ name }) => name === 'nginx')
  if (nginx && nginx.child.exitCode === null) {
    nginx.child.kill('SIGQUIT') // graceful: finishes the requests it has
    await exited(nginx.child)
  }
  const codes = await Promise.all(
    children
      .filter(({ name }) => name !== 'nginx')
      .map(async ({ name, child }) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
        const code = await exited(child)
        if (code !== 0) console.error(`npm run cluster: ${name} (PID ${child.pid}) exited with ${code}`)
        return code
      }),
  )
  process.exit(codes.every((code) => code === 0) ? exitCode : 1)
}

/** Waits for `url` to answer; on the deadline (or a stop) stops everything and answers false. */
async function untilAnswers(url: string, until: number): Promise<boolean> {
  while (!(await answers(url))) {
    if (stopping) return false
    if (Date.now() > until) {
      console.error(`npm run cluster: ${url} did not answer in time`)
      await stopAll(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return true
}

async function main(): Promise<void> {
  const options = readOptions()
  if (!process.env.DATABASE_URL) {
    console.error(
      'npm run cluster needs DATABASE_URL (PostgreSQL): the embedded database serves one process.',
    )
    process.exit(1)
  }
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))
  // Built once here: several processes building dist/ at once would overwrite each other.
  if (process.env.AULA_SKIP_BUILD !== '1') await buildSpaIfStale(ROOT)

  const origin = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${options.port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AULA_SKIP_BUILD: '1',
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    PUBLIC_URL: process.env.PUBLIC_URL ?? origin,
  }
  const until = Date.now() + 180_000
  const ports: number[] = []
  const startApi = async () => {
    const port = await freePort()
    ports.push(port)
    const apiEnv = { ...env, WORKERS: '0', HOST: '127.0.0.1', PORT: String(port) }
    run(`API process ${ports.length}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], apiEnv)
    return port
  }
  // The first process alone migrates a new or older database; the others start on a current one
  // (safe together too, see core/db/index.ts `exclusively`, but three creating their queues at once on
  // a busy 2-core machine outlasted Fastify's plugin timeout).
  if (!(await untilAnswers(`http://127.0.0.1:${await startApi()}/api/health`, until))) return
  for (let n = 1; n <= options.workers; n++)
    run(`worker ${n}`, process.execPath, ['--import', 'tsx', 'server/worker.ts'], env)
  while (ports.length < options.apis) await startApi()
  for (const port of ports.slice(1))
    if (!(await untilAnswers(`http://127.0.0.1:${port}/api/health`, until))) return

  mkdirSync(path.join(options.dir, 'tmp'), { recursive: true })
  // As root nginx's workers take the user of this command, so they can use its directories.
  const user = process.getuid?.() === 0 ? 'root' : undefined
  const conf = path.join(options.dir, 'nginx.conf')
  const listen = `${options.host}:${options.port}`
  writeFileSync(conf, nginxConfig({ listen, upstreams: ports, dir: options.dir, user }))
  const nginxArgs = ['-p', options.dir, '-c', conf, '-e', path.join(options.dir, 'error.log')]
  const nginx = run('nginx', nginxBinary(), [...nginxArgs, '-g', 'daemon off;'], process.env)
  const nginxHost = options.host === '0.0.0.0' ? '127.0.0.1' : options.host
  if (!(await untilAnswers(`http://${nginxHost}:${options.port}/api/health`, until))) return
  const apis = children.filter(({ name }) => name.startsWith('API'))
  const workers = children.filter(({ name }) => name.startsWith('worker'))
  console.log(
    `Aula cluster ready: ${origin} (nginx PID ${nginx.pid}, logs in ${options.dir}) → API processes ${apis
      .map(({ child }, index) => `127.0.0.1:${ports[index]} (PID ${child.pid})`)
      .join(', ')}; workers: ${workers.map(({ child }) => `PID ${child.pid}`).join(', ') || 'none'}`,
  )
}

await main()
