import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type DocsClient, connectDocsClient, resultText } from './helpers/docsClient'
import { FAKE_PUBLISHED_ORIGIN } from './helpers/docsFixture'
import { type DocsWorld, HUGE_BYTES, startDocsWorld } from './helpers/docsWorld'
import { createLoopbackFetch } from './helpers/loopbackFetch'

const MAX_BYTES = 100_000
const TIMEOUT_MS = 400

let world: DocsWorld
let docs: DocsClient
const guard = createLoopbackFetch()

beforeAll(async () => {
  world = await startDocsWorld()
  docs = await connectDocsClient({
    baseUrl: world.docs.origin,
    publishedOrigin: FAKE_PUBLISHED_ORIGIN,
    fetch: guard.fetch,
    maxBytes: MAX_BYTES,
    timeoutMs: TIMEOUT_MS,
    maxRedirects: 3,
  })
})

afterEach(() => {
  expect(world.outside.requests, 'the off-whitelist server was contacted').toEqual([])
  expect(guard.blocked, 'a request left the loopback addresses').toEqual([])
})

afterAll(async () => {
  await docs?.close()
  await world?.close()
})

/** Calls fetch_docs and expects a refusal whose message matches `reason`. */
async function expectRefused(url: string, reason: RegExp): Promise<void> {
  const result = await docs.call('fetch_docs', { url })
  expect(result.isError).toBe(true)
  expect(result.structuredContent).toBeUndefined()
  expect(resultText(result)).toMatch(/^fetch_docs failed\. /)
  expect(resultText(result)).toMatch(reason)
}

describe('fetch_docs refuses', () => {
  it('a host off the whitelist (another loopback address)', async () => {
    await expectRefused(`${world.outside.origin}/secret.md`, /origin "http:\/\/127\.0\.0\.2:\d+" is not on the docs whitelist/)
  })

  it('a host that only starts with a whitelisted one', async () => {
    await expectRefused('http://127.0.0.1.evil.test/llms.txt', /origin "http:\/\/127\.0\.0\.1\.evil\.test" is not on the docs whitelist/)
  })

  it('a whitelisted name used as user info in front of another host', async () => {
    const port = new URL(world.outside.origin).port
    await expectRefused(`http://localhost@127.0.0.2:${port}/`, /user name or password/)
  })

  it.each([
    ['file:///etc/passwd', /only http and https/],
    ['ftp://127.0.0.1/llms.txt', /only http and https/],
    ['data:text/plain,hello', /only http and https/],
    ['javascript:alert(1)', /only http and https/],
    ['not a url', /not a valid URL/],
  ])('%s', async (url, reason) => {
    await expectRefused(url, reason)
  })

  it('a redirect from the docs host to the off-whitelist server', async () => {
    await expectRefused(`${world.docs.origin}/go-outside`, /origin "http:\/\/127\.0\.0\.2:\d+" is not on the docs whitelist/)
    expect(world.docs.requests).toContain('/go-outside')
  })

  it('an endless redirect loop, after the hop limit', async () => {
    const before = world.docs.requests.filter(r => r === '/loop').length
    await expectRefused(`${world.docs.origin}/loop`, /more than 3 redirects/)
    expect(world.docs.requests.filter(r => r === '/loop').length - before).toBe(4)
  })

  it('a streamed body over the size cap', async () => {
    expect(HUGE_BYTES).toBeGreaterThan(MAX_BYTES)
    await expectRefused(`${world.docs.origin}/huge.txt`, /larger than the 100000-byte cap/)
  })

  it('a declared content-length over the size cap', async () => {
    await expectRefused(`${world.docs.origin}/huge-declared.txt`, /larger than the 100000-byte cap/)
  })

  it('a response that is not text', async () => {
    await expectRefused(`${world.docs.origin}/logo.png`, /content type "image\/png" is not text/)
  })

  it('a missing page, with its HTTP status', async () => {
    await expectRefused(`${world.docs.origin}/en/guide/missing.md`, /answered HTTP 404/)
  })

  it('a server that never answers, after the time-out', async () => {
    const started = Date.now()
    await expectRefused(`${world.docs.origin}/hang`, new RegExp(`Timed out after ${TIMEOUT_MS} ms`))
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000)
  })

  it('and keeps serving afterwards', async () => {
    const result = await docs.call('fetch_docs', { url: `${world.docs.origin}/llms.txt` })
    expect(result.isError).toBeFalsy()
    expect(resultText(result)).toMatch(/^# nuxt-ui-jsonforms/)
  })
})

describe('list_doc_sources and search_docs', () => {
  async function expectIndexMissing(tool: 'list_doc_sources' | 'search_docs', args: Record<string, unknown>, fetchImpl: typeof fetch) {
    const offline = await connectDocsClient({ baseUrl: `${world.docs.origin}/nowhere`, publishedOrigin: FAKE_PUBLISHED_ORIGIN, fetch: fetchImpl })
    try {
      const result = await offline.call(tool, args)
      expect(result.isError).toBe(true)
      expect(resultText(result)).toMatch(/nowhere\/llms\.txt answered HTTP 404/)
    }
    finally {
      await offline.close()
    }
  }

  it('report a docs base without llms.txt as a tool error', async () => {
    await expectIndexMissing('list_doc_sources', {}, guard.fetch)
    await expectIndexMissing('search_docs', { query: 'options' }, guard.fetch)
  })

  it('name llms.txt in search_docs even when llms-full.txt fails first', async () => {
    let bundleAnswered!: () => void
    const bundleDone = new Promise<void>(resolve => (bundleAnswered = resolve))
    const bundleFirst: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.endsWith('/llms.txt')) await bundleDone
      const response = await guard.fetch(input, init)
      if (url.endsWith('/llms-full.txt')) bundleAnswered()
      return response
    }
    await expectIndexMissing('search_docs', { query: 'options' }, bundleFirst)
  })
})
