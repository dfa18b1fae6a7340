import { afterAll, beforeAll, expect } from 'vitest'
import { type DocsClient, connectDocsClient } from './docsClient'
import { FAKE_PUBLISHED_ORIGIN } from './docsFixture'
import { type DocsWorld, startDocsWorld } from './docsWorld'
import { createLoopbackFetch } from './loopbackFetch'

/**
 * Starts the local docs servers and an in-memory MCP client for the tests of one file, and checks
 * after them that nothing tried to leave the machine or reached the off-whitelist server.
 */
export function useDocsSession(): { readonly world: DocsWorld, readonly docs: DocsClient } {
  let world: DocsWorld | undefined
  let docs: DocsClient | undefined
  const guard = createLoopbackFetch()

  beforeAll(async () => {
    world = await startDocsWorld()
    docs = await connectDocsClient({ baseUrl: world.docs.origin, publishedOrigin: FAKE_PUBLISHED_ORIGIN, fetch: guard.fetch })
  })

  afterAll(async () => {
    await docs?.close()
    await world?.close()
    expect(guard.blocked).toEqual([])
    expect(world?.outside.requests).toEqual([])
  })

  return {
    get world() { return world! },
    get docs() { return docs! },
  }
}
