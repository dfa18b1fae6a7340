import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resolveDocsConfig } from '../../src/mcp/config'
import { fetchDocsText } from '../../src/mcp/safeFetch'
import { type TestServer, startTestServer } from '../node/helpers/httpServer'

// Two services on 127.0.0.1: the docs on one port, something else (a database console, a dev
// server) on another. Only the docs' own origin may be read, directly or through a redirect.
let docs: TestServer
let neighbour: TestServer

beforeAll(async () => {
  neighbour = await startTestServer('127.0.0.1', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('neighbour secret')
  })
  docs = await startTestServer('127.0.0.1', (req, res) => {
    if (req.url === '/go-neighbour') {
      res.writeHead(302, { location: `${neighbour.origin}/secret.txt` })
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/markdown' })
    res.end('# docs page')
  })
})

afterEach(() => {
  expect(neighbour.requests.splice(0), 'the other service on 127.0.0.1 was contacted').toEqual([])
})

afterAll(async () => {
  await Promise.all([docs?.close(), neighbour?.close()])
})

function policy() {
  return resolveDocsConfig({ baseUrl: docs.origin, publishedOrigin: 'https://docs.example.invalid' })
}

describe('fetch_docs on loopback', () => {
  it('reads the docs at DOCS_BASE_URL\'s own origin', async () => {
    const fetched = await fetchDocsText(`${docs.origin}/en/guide/text.md`, policy())
    expect(fetched.text).toBe('# docs page')
  })

  it('refuses another port of the same loopback host', async () => {
    await expect(fetchDocsText(`${neighbour.origin}/secret.txt`, policy()))
      .rejects.toThrow(`origin "${neighbour.origin}" is not on the docs whitelist`)
  })

  it('refuses the other loopback name at that port', async () => {
    const port = new URL(neighbour.origin).port
    await expect(fetchDocsText(`http://localhost:${port}/secret.txt`, policy()))
      .rejects.toThrow(`origin "http://localhost:${port}" is not on the docs whitelist`)
  })

  it('refuses a redirect from the docs to another port, before requesting it', async () => {
    await expect(fetchDocsText(`${docs.origin}/go-neighbour`, policy()))
      .rejects.toThrow(`origin "${neighbour.origin}" is not on the docs whitelist`)
    expect(docs.requests).toContain('/go-neighbour')
  })
})
