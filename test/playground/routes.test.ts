import { describe, expect, it } from 'vitest'
import { safeReturn } from '../../playground/composables/safeReturn'
import { builderHref, exampleHref, parseHash } from '../../playground/composables/useHashRoute'

const here = 'http://127.0.0.1:4173/playground/index.html#/builder?return=x'

describe('safeReturn', () => {
  it.each([
    '#/example/text',
    '#/example/a%20b',
    '/',
    '/playground/',
    '/playground/index.html#/example/number',
    '/docs/guide?x=1',
  ])('keeps the same-origin target %j', (value) => {
    expect(safeReturn(value, here)).toBe(value)
  })

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL on the same origin', 'http://127.0.0.1:4173/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash further on', '/a\\..\\\\evil.example'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a newline hiding a second slash', '/\n/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['a relative path', 'evil.example'],
    ['a hash that is no gallery route', '#/builder?return=https://evil.example'],
    ['an example hash with more after it', '#/example/text/../x'],
    ['a leading space', ' /playground/'],
    ['the empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_what, value) => {
    expect(safeReturn(value, here)).toBeUndefined()
  })
})

describe('hash routes', () => {
  it('parses the builder route with and without its parameters', () => {
    expect(parseHash('#/builder')).toEqual({ name: 'builder', returnTo: undefined, example: undefined })
    expect(parseHash('#/builder?return=%23%2Fexample%2Ftext&example=text'))
      .toEqual({ name: 'builder', returnTo: '#/example/text', example: 'text' })
    expect(parseHash('#/builder?return=')).toEqual({ name: 'builder', returnTo: undefined, example: undefined })
  })

  it('builds builder links that parse back to what they were given', () => {
    const href = builderHref({ example: 'text', returnTo: exampleHref('text') })
    expect(href).toBe('#/builder?example=text&return=%23%2Fexample%2Ftext')
    expect(parseHash(href)).toEqual({ name: 'builder', example: 'text', returnTo: '#/example/text' })
    expect(builderHref()).toBe('#/builder')
  })

  it('keeps the example and home routes', () => {
    expect(parseHash('#/example/number')).toEqual({ name: 'example', id: 'number' })
    expect(parseHash('')).toEqual({ name: 'home' })
    expect(parseHash('#/builderx')).toEqual({ name: 'home' })
  })
})
