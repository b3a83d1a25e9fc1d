/**
 * Stripe's API on loopback, for tests: a real HTTP server answering the `stripe` SDK with recorded
 * responses (fixtures/*.json, shaped as Stripe's API reference shows them), in the order a test
 * queues them, and keeping every request it got (method, path, headers, form body) so a test can
 * check what Aula sent — the Idempotency-Key above all. Nothing leaves the machine.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded {
  status: number
  body: Record<string, unknown>
}

export interface ReceivedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  /** The form body, flattened as Stripe encodes it: `metadata[order_id]` and so on. */
  form: Record<string, string>
}

/** What a queued answer may do with the request: echo what Aula sent, as Stripe would. */
type Answer = Recorded | ((request: ReceivedRequest) => Recorded)

export function fixture(name: string): Recorded {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Recorded
}

/** A fixture whose body is changed (ids, metadata): the rest stays as recorded. */
export function withBody(name: string, change: (body: Record<string, unknown>) => void): Recorded {
  const recorded = fixture(name)
  change(recorded.body)
  return recorded
}

/** The metadata Aula sent in a form body (`metadata[key]=value`). */
export function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key)
    if (match) metadata[match[1]] = value
  }
  return metadata
}

export class StripeReplay {
  readonly received: ReceivedRequest[] = []
  private readonly queues = new Map<string, Answer[]>()
  private server: Server | undefined

  /** Queues the answer to the next `METHOD /v1/path` (a path ending in `*` matches its prefix). */
  on(route: string, ...answers: Answer[]): this {
    this.queues.set(route, [...(this.queues.get(route) ?? []), ...answers])
    return this
  }

  /** Requests that found no queued answer: a test expects none. */
  get unexpected(): ReceivedRequest[] {
    return this.received.filter((request) => request.headers['x-replay-unexpected'] === '1')
  }

  reset(): void {
    this.received.length = 0
    this.queues.clear()
  }

  /** What is still queued: a test that queued more than Aula asked for left something undone. */
  pending(): string[] {
    return [...this.queues.entries()].filter(([, answers]) => answers.length > 0).map(([route]) => route)
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let raw = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (raw += chunk))
      request.on('end', () => {
        const path = (request.url ?? '/').split('?')[0]
        const received: ReceivedRequest = {
          method: request.method ?? 'GET',
          path,
          headers: request.headers,
          form: Object.fromEntries(new URLSearchParams(raw)),
        }
        this.received.push(received)
        const answer = this.take(`${received.method} ${path}`)
        if (!answer) request.headers['x-replay-unexpected'] = '1'
        const { status, body } = answer
          ? typeof answer === 'function'
            ? answer(received)
            : answer
          : {
              status: 404,
              body: {
                error: {
                  type: 'invalid_request_error',
                  message: `Unrecorded request: ${received.method} ${path}`,
                },
              },
            }
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_replay${this.received.length}`,
          // Recorded answers are final: the SDK must not retry them unless a test says so.
          'stripe-should-retry': status >= 500 || status === 429 ? 'true' : 'false',
        })
        response.end(JSON.stringify(body))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private take(route: string): Answer | undefined {
    for (const [key, answers] of this.queues) {
      const matches = key.endsWith('*') ? route.startsWith(key.slice(0, -1)) : key === route
      if (matches && answers.length > 0) return answers.shift()
    }
    return undefined
  }
}
