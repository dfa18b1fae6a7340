import { describe, expect, it } from 'vitest'
import { DocsFetchError } from '../../src/mcp/errors'
import { checkDocsUrl } from '../../src/mcp/urlPolicy'

const allowed = new Set(['http://127.0.0.1:4174', 'https://docs.example.test'])

describe('checkDocsUrl', () => {
  it('accepts whitelisted origins and normalises the host name and the default port', () => {
    expect(checkDocsUrl('http://127.0.0.1:4174/llms.txt', allowed).href).toBe('http://127.0.0.1:4174/llms.txt')
    expect(checkDocsUrl('https://DOCS.example.test:443/en/guide/text.md', allowed).href).toBe('https://docs.example.test/en/guide/text.md')
  })

  it('compares the parsed origin, so another spelling of a whitelisted address is that address', () => {
    expect(checkDocsUrl('http://2130706433:4174/', allowed).hostname).toBe('127.0.0.1')
  })

  it('resolves a relative redirect target against the current URL', () => {
    expect(checkDocsUrl('../x.md', allowed, new URL('http://127.0.0.1:4174/en/guide/a.md')).href).toBe('http://127.0.0.1:4174/en/x.md')
  })

  it.each([
    ['http://127.0.0.1:6379/', /origin "http:\/\/127\.0\.0\.1:6379" is not on the docs whitelist/],
    ['http://127.0.0.1/', /origin "http:\/\/127\.0\.0\.1" is not on the docs whitelist/],
    ['http://localhost:4174/', /origin "http:\/\/localhost:4174" is not on the docs whitelist/],
    ['https://127.0.0.1:4174/', /origin "https:\/\/127\.0\.0\.1:4174" is not on the docs whitelist/],
    ['http://docs.example.test/', /origin "http:\/\/docs\.example\.test" is not on the docs whitelist/],
    ['https://docs.example.test:8443/', /origin "https:\/\/docs\.example\.test:8443" is not on the docs whitelist/],
    ['https://sub.docs.example.test/', /origin "https:\/\/sub\.docs\.example\.test" is not on the docs whitelist/],
    ['https://docs.example.test.evil.test/', /is not on the docs whitelist/],
    ['http://[::1]:4174/', /origin "http:\/\/\[::1\]:4174" is not on the docs whitelist/],
    ['http://user:pw@127.0.0.1:4174/', /user name or password/],
    ['http://:pw@127.0.0.1:4174/', /user name or password/],
    ['ws://127.0.0.1:4174/', /only http and https/],
    ['//127.0.0.1:4174/llms.txt', /not a valid URL/],
  ])('refuses %s', (url, reason) => {
    expect(() => checkDocsUrl(url, allowed)).toThrow(DocsFetchError)
    expect(() => checkDocsUrl(url, allowed)).toThrow(reason)
  })
})
