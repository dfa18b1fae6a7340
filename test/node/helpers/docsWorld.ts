import { rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { writeDocsFixture } from './docsFixture'
import { type TestServer, startTestServer } from './httpServer'
import { serveDirectory } from './staticFiles'

/** Size of `/huge.txt`, well over the cap the tests give the server. */
export const HUGE_BYTES = 300_000

/** The servers MCP tests talk to. */
export interface DocsWorld {
  /** 127.0.0.1: a docs build plus misbehaving routes (redirects, huge body, no answer). */
  docs: TestServer
  /** 127.0.0.2: stands for "outside the whitelist"; must never receive a request. */
  outside: TestServer
  close: () => Promise<void>
}

/** Starts the docs server (serving a fresh docs fixture) and the outside server. */
export async function startDocsWorld(): Promise<DocsWorld> {
  const dir = writeDocsFixture()
  const outside = await startTestServer('127.0.0.2', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('outside secret')
  })
  const files = serveDirectory(dir)
  const routes: Record<string, (res: ServerResponse) => void> = {
    '/go-outside': res => redirect(res, `${outside.origin}/secret.md`),
    '/moved.md': res => redirect(res, '/en/guide/text.md'),
    '/loop': res => redirect(res, '/loop'),
    '/huge.txt': streamHugeBody,
    '/huge-declared.txt': (res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(HUGE_BYTES) })
      res.end('x'.repeat(HUGE_BYTES))
    },
    '/logo.png': (res) => {
      res.writeHead(200, { 'content-type': 'image/png' })
      res.end(Buffer.from([0x89, 0x50, 0x4E, 0x47]))
    },
    '/hang': () => {},
  }
  const docs = await startTestServer('127.0.0.1', (req: IncomingMessage, res: ServerResponse) => {
    const route = routes[req.url ?? '']
    if (route)
      route(res)
    else
      void files(req, res)
  })
  return {
    docs,
    outside,
    close: async () => {
      await Promise.all([docs.close(), outside.close()])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location })
  res.end()
}

/** Streams `HUGE_BYTES` of text without a content-length, so only counting catches it. */
function streamHugeBody(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/plain' })
  const chunk = 'y'.repeat(10_000)
  for (let sent = 0; sent < HUGE_BYTES; sent += chunk.length)
    res.write(chunk)
  res.end()
}
