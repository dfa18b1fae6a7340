import { describe, expect, it } from 'vitest'
import { PUBLISHED_DOCS_ORIGIN, docsOptionsFromEnv, resolveDocsConfig } from '../../src/mcp/config'

describe('docs server configuration', () => {
  it('defaults DOCS_BASE_URL to the published docs origin', () => {
    expect(PUBLISHED_DOCS_ORIGIN).toBe('https://nuxt-ui-jsonforms.dev')
    expect(docsOptionsFromEnv({})).toEqual({ baseUrl: PUBLISHED_DOCS_ORIGIN })
    expect(docsOptionsFromEnv({ DOCS_BASE_URL: ' http://127.0.0.1:4174/ ' })).toEqual({ baseUrl: 'http://127.0.0.1:4174/' })
  })

  it('whitelists exactly the origin of the base URL and the published origin', () => {
    const config = resolveDocsConfig({ baseUrl: 'http://preview.example.test:8080/docs/', publishedOrigin: 'https://docs.example.invalid' })
    expect(config.baseUrl).toBe('http://preview.example.test:8080/docs')
    expect([...config.allowedOrigins].sort()).toEqual(['http://preview.example.test:8080', 'https://docs.example.invalid'])
  })

  it('whitelists no loopback address unless the base URL is served there, and then only its port', () => {
    expect([...resolveDocsConfig({ baseUrl: PUBLISHED_DOCS_ORIGIN }).allowedOrigins]).toEqual([PUBLISHED_DOCS_ORIGIN])
    expect([...resolveDocsConfig({ baseUrl: 'http://127.0.0.1:4174' }).allowedOrigins].sort())
      .toEqual(['http://127.0.0.1:4174', PUBLISHED_DOCS_ORIGIN])
  })

  it.each([
    ['not a url', /not a URL/],
    ['file:///srv/docs', /must use http or https/],
    ['http://user:secret@127.0.0.1', /must not contain credentials/],
  ])('refuses DOCS_BASE_URL %s', (baseUrl, reason) => {
    expect(() => resolveDocsConfig({ baseUrl })).toThrow(reason)
  })
})
