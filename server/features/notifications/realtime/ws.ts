/**
 * Typed access to the `ws` package for the realtime tests and benchmark. `ws` (brought by
 * @fastify/websocket) ships no type declarations and @types/ws is not a dependency, so this names
 * the few parts used here instead of declaring the module for the whole project.
 */
import { createRequire } from 'node:module'
import type { IncomingMessage, Server } from 'node:http'
import type { RawData } from './connection.ts'

export interface WsClient {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  terminate(): void
  on(event: 'open', listener: () => void): this
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this
  on(event: 'error', listener: (error: Error) => void): this
  once(event: 'open', listener: () => void): this
  once(event: 'close', listener: (code: number, reason: Buffer) => void): this
  once(event: 'error', listener: (error: Error) => void): this
}

export interface WsServer {
  readonly clients: Set<WsClient>
  on(event: 'connection', listener: (socket: WsClient, request: IncomingMessage) => void): this
  close(callback?: (error?: Error) => void): void
}

interface WsModule {
  /** `localAddress`: the source address to connect from (a test playing several clients on 127.x). */
  WebSocket: new (url: string, options?: { perMessageDeflate?: boolean; localAddress?: string }) => WsClient
  WebSocketServer: new (options: {
    server: Server
    perMessageDeflate?: boolean
    maxPayload?: number
  }) => WsServer
}

const ws = createRequire(import.meta.url)('ws') as WsModule

export const WebSocket = ws.WebSocket
export const WebSocketServer = ws.WebSocketServer
