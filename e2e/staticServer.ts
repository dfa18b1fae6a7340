import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string
  close: () => Promise<void>
}

export interface ServeOptions {
  /** Called with each request's path; the file is served once the promise it returns settles (a test holds a chunk back). */
  hold?: (pathname: string) => Promise<void> | undefined
}

/** Serves a built folder on 127.0.0.1 with a free port chosen by the OS; unknown paths get a 404. */
export async function serveStatic(directory: string, options: ServeOptions = {}): Promise<StaticServer> {
  const root = resolve(directory)
  await stat(join(root, 'index.html')).catch(() => {
    throw new Error(`${join(root, 'index.html')} is missing: build the playground first (npm run playground:build).`)
  })
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    await options.hold?.(pathname)
    const isFile = (path: string) => path.startsWith(root + sep) && stat(path).then(s => s.isFile(), () => false)
    // `/tabs` is served from `tabs/index.html`, as static hosts serve a generated site's pages.
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}/index.html`]
    let file: string | undefined
    for (const candidate of candidates.map(path => normalize(join(root, path)))) {
      if (!file && await isFile(candidate))
        file = candidate
    }
    if (!file) {
      response.writeHead(404).end('Not found')
      return
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => closeServer(server) }
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((done, fail) => server.close(error => error ? fail(error) : done()))
}
