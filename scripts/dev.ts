/**
 * `npm run dev`: the API (restarted on change by tsx watch) on PORT (3000) and Vite's dev server on 5173,
 * which proxies /api, /sanctum and the realtime socket to the API. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, AULA_SKIP_BUILD: '1' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
}
