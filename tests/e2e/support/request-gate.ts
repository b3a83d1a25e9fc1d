/**
 * Holds the API calls behind a machine's invoked actors, so a model-based test sees the page in
 * the state the machine is in while a call is pending (a disabled button, a spinner) and decides
 * when the server's answer arrives. A held call is released to the real server, whose answer is
 * checked against what the model expects before the page gets it; only a step marked as a forced
 * failure answers in the server's place (a 503, as when the API is down).
 */
import { expect, type Page, type Route } from '@playwright/test'
import type { EndpointDef } from '../../../contracts/core/endpoint'

/** An endpoint descriptor of contracts/<area>/endpoints.ts: its method and path are matched. */
export type CallMatcher = Pick<EndpointDef, 'method' | 'path'>

// '/api/password/update/:id' -> /^\/api\/password\/update\/[^/]+$/
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`)

type Mode = 'pass' | 'hold' | 'fail'

interface Lane {
  matcher: CallMatcher
  mode: Mode
  held: Route[]
  failWith: number
  /** Called when a call is held. */
  wake: (() => void)[]
  /** Rewrites the server's JSON answer before the page gets it (see patch()). */
  patch?: (body: unknown) => unknown
}

export type Expectation = 'ok' | 'error' | number

export class RequestGate<TName extends string> {
  private readonly lanes: Record<TName, Lane>

  constructor(
    private readonly page: Page,
    matchers: Record<TName, CallMatcher>,
  ) {
    this.lanes = Object.fromEntries(
      Object.entries<CallMatcher>(matchers).map(([name, matcher]) => [
        name,
        { matcher, mode: 'pass', held: [], failWith: 503, wake: [] } satisfies Lane,
      ]),
    ) as unknown as Record<TName, Lane>
  }

  /** Installs the routes; call before the page loads. */
  async install(): Promise<void> {
    for (const lane of Object.values<Lane>(this.lanes)) {
      const { method, path } = lane.matcher
      const pattern = pathPattern(path)
      await this.page.route(
        (url) => pattern.test(url.pathname),
        async (route) => {
          if (route.request().method() !== method) return route.fallback()
          if (lane.mode === 'hold') {
            lane.held.push(route)
            for (const wake of lane.wake.splice(0)) wake()
            return
          }
          if (lane.mode === 'fail') return route.fulfill(failure(lane.failWith))
          if (lane.patch) return this.answer(route, lane)
          return route.fallback()
        },
      )
    }
  }

  /** The next call of `name` waits for release(). Arm before the action that makes the call. */
  arm(name: TName): void {
    const lane = this.lanes[name]
    lane.mode = 'hold'
  }

  /** Waits until a call of `name` is held. */
  async waitHeld(name: TName, timeout = 10_000): Promise<void> {
    const lane = this.lanes[name]
    if (lane.held.length) return
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      await Promise.race([
        new Promise<void>((resolve) => lane.wake.push(resolve)),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () =>
              reject(
                new Error(`no ${name} call (${lane.matcher.method} ${lane.matcher.path}) in ${timeout} ms`),
              ),
            timeout,
          )
        }),
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  isHolding(name: TName): boolean {
    return this.lanes[name].held.length > 0
  }

  /**
   * Lets the oldest held call of `name` through to the server and checks its answer before the
   * page gets it: 'ok' a 2xx, 'error' a 4xx, or an exact status. Later calls pass freely. Answers
   * with the JSON body the page got.
   */
  async release(name: TName, expectation: Expectation): Promise<unknown> {
    const lane = this.lanes[name]
    await this.waitHeld(name)
    const route = lane.held.shift()!
    if (!lane.held.length) lane.mode = 'pass'
    return this.answer(route, lane, (status) => {
      const what = `${lane.matcher.method} ${route.request().url()} answered ${status}`
      if (expectation === 'ok') expect(status, what).toBeLessThan(300)
      else if (expectation === 'error') expect(status >= 400 && status < 500, what).toBe(true)
      else expect(status, what).toBe(expectation)
    })
  }

  /**
   * From now on the page gets the server's answers to `name` rewritten by `rewrite` (undefined:
   * as they are), for an account state the server cannot produce yet. Say why where it is used.
   */
  patch(name: TName, rewrite: ((body: unknown) => unknown) | undefined): void {
    this.lanes[name].patch = rewrite
  }

  private async answer(route: Route, lane: Lane, check?: (status: number) => void): Promise<unknown> {
    const response = await route.fetch()
    check?.(response.status())
    const text = await response.text()
    const body: unknown = text ? JSON.parse(text) : undefined
    if (!lane.patch || response.status() >= 300) {
      await route.fulfill({ response })
      return body
    }
    const rewritten = lane.patch(body)
    await route.fulfill({ response, json: rewritten })
    return rewritten
  }

  /**
   * Answers the held call of `name` with `status` in the server's place, and every call of it
   * until the next arm() or reset() (the client retries a failed GET once).
   */
  async fail(name: TName, status = 503): Promise<void> {
    const lane = this.lanes[name]
    await this.waitHeld(name)
    lane.mode = 'fail'
    lane.failWith = status
    for (const route of lane.held.splice(0)) await route.fulfill(failure(status))
  }

  /** Ends forced failures: every call goes to the server again. */
  reset(): void {
    for (const lane of Object.values<Lane>(this.lanes)) if (lane.mode === 'fail') lane.mode = 'pass'
  }
}

const failure = (status: number) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ message: 'Service Unavailable (forced by the test)' }),
})
