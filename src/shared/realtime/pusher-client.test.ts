import { beforeEach, describe, expect, it, vi } from 'vitest'

// pusher-js and the config call are the boundary: a fake connection whose state the test moves.
const created: FakePusher[] = []
class FakePusher {
  connection = { state: 'connected' }
  connect = vi.fn(() => {
    this.connection.state = 'connected'
  })
  disconnect = vi.fn(() => {
    this.connection.state = 'disconnected'
  })
  constructor() {
    created.push(this)
  }
}
vi.mock('pusher-js', () => ({ default: FakePusher }))
vi.mock('../api', () => ({
  call: async () => ({ realtime: { key: 'k', cluster: 'mt1', wsHost: null, forceTLS: false } }),
}))

const { holdPusher } = await import('./pusher-client')

describe('holdPusher', () => {
  beforeEach(() => {
    created.length = 0
  })

  it('shares one connection and closes it when the last holder lets go', async () => {
    const a = await holdPusher()
    const b = await holdPusher()
    expect(a.pusher).toBe(b.pusher)
    a.release()
    expect(a.pusher.disconnect).not.toHaveBeenCalled()
    b.release()
    expect(a.pusher.disconnect).toHaveBeenCalledOnce()
  })

  it('opens again a connection the server closed while someone still held it (a session that ended)', async () => {
    const player = await holdPusher()
    const notifications = await holdPusher()
    // logout: the server closes the socket (4009) and pusher-js does not reconnect by itself
    ;(player.pusher as unknown as FakePusher).connection.state = 'disconnected'
    notifications.release()
    const next = await holdPusher()
    expect(next.pusher).toBe(player.pusher)
    expect(next.pusher.connect).toHaveBeenCalledOnce()
    expect(next.pusher.connection.state).toBe('connected')
    next.release()
    player.release()
  })
})
