import { describe, expect, it } from 'vitest'
import { DocsFetchError } from '../../src/mcp/errors'
import { checkDocsUrl } from '../../src/mcp/urlPolicy'

const allowed = new Set(['127.0.0.1', 'localhost', 'docs.example.test'])

describe('checkDocsUrl', () => {
  it('accepts whitelisted hosts on any port and normalises the host name', () => {
    expect(checkDocsUrl('http://LOCALHOST:4174/llms.txt', allowed).href).toBe('http://localhost:4174/llms.txt')
    expect(checkDocsUrl('https://docs.example.test/en/guide/text.md', allowed).hostname).toBe('docs.example.test')
  })

  it('compares the parsed host, so another spelling of a whitelisted address is that address', () => {
    expect(checkDocsUrl('http://2130706433/', allowed).hostname).toBe('127.0.0.1')
  })

  it('resolves a relative redirect target against the current URL', () => {
    expect(checkDocsUrl('../x.md', allowed, new URL('http://127.0.0.1/en/guide/a.md')).href).toBe('http://127.0.0.1/en/x.md')
  })

  it.each([
    ['http://sub.docs.example.test/', /host "sub\.docs\.example\.test" is not on the docs whitelist/],
    ['http://docs.example.test.evil.test/', /is not on the docs whitelist/],
    ['http://[::1]/', /host "\[::1\]" is not on the docs whitelist/],
    ['http://user:pw@127.0.0.1/', /user name or password/],
    ['http://:pw@127.0.0.1/', /user name or password/],
    ['ws://127.0.0.1/', /only http and https/],
    ['//127.0.0.1/llms.txt', /not a valid URL/],
  ])('refuses %s', (url, reason) => {
    expect(() => checkDocsUrl(url, allowed)).toThrow(DocsFetchError)
    expect(() => checkDocsUrl(url, allowed)).toThrow(reason)
  })
})
