import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { Socket } from 'node:net'

/** A test HTTP server on a loopback address, recording every request it receives. */
export interface TestServer {
  /** `http://<host>:<port>`, no trailing slash. */
  origin: string
  /** Request paths in arrival order. */
  requests: string[]
  close: () => Promise<void>
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Starts an HTTP server on `host` (a loopback address) and a free port. `close` also destroys
 * open sockets, so a handler that never answers does not keep the test run alive.
 */
export async function startTestServer(host: '127.0.0.1' | '127.0.0.2', handler: Handler): Promise<TestServer> {
  const requests: string[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '')
    handler(req, res)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, host, resolve))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://${host}:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets)
        socket.destroy()
      server.close(() => resolve())
    }),
  }
}
