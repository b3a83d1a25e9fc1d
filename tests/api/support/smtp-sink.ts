/**
 * A real SMTP server on 127.0.0.1 (smtp-server) for the mail tests: it keeps what it receives, or
 * refuses every recipient with a 451 while `state.refuse` is set.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface Received {
  from: string
  to: string[]
  raw: string
}

export async function smtpSink() {
  const received: Received[] = []
  const state = { refuse: false, refused: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No DNS here: a reverse lookup of 127.0.0.1 would stall every connection for seconds.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback()
      state.refused++
      callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
