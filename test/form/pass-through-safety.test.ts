import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { passThroughFamilies, passThroughForm, passThroughVectors } from '../../playground/xss/passThrough'
import { safePassThrough } from '../../src/options/passThrough'
import { mountForm } from '../helpers/mountForm'

describe('safePassThrough: what a pass-through may carry to a widget', () => {
  it('returns a clean object itself, so a large form pays one look-up per object', () => {
    const props = { size: 'lg', color: 'neutral', ui: { root: 'gap-2' }, content: { align: 'start' }, as: 'section', href: 'https://example.test/a', items: [{ label: 'One' }] }
    expect(safePassThrough(props)).toBe(props)
  })

  it('drops string handlers in any case, DOM writes, Vue modifiers and editor hooks, at any depth', () => {
    const safe = safePassThrough({
      size: 'lg',
      onfocus: 'x()',
      ONMOUSEOVER: 'x()',
      onClick: 'x()',
      innerHTML: '<img>',
      OuterHTML: '<img>',
      textContent: 't',
      srcdoc: '<script></script>',
      '.value': 'x',
      '^onclick': 'x()',
      'ref': 'widget',
      editorProps: { attributes: {} },
      parseOptions: {},
      extensions: [],
      handlers: {},
      content: { onmouseover: 'x()', side: 'top' },
      mention: { HTMLAttributes: { onclick: 'x()', class: 'mention' } },
      items: [{ label: 'a', onSelect: 'x()' }],
    })
    expect(safe).toEqual({ size: 'lg', content: { side: 'top' }, mention: { HTMLAttributes: { class: 'mention' } }, items: [{ label: 'a' }] })
  })

  it('drops script URLs under any key, whatever spaces, tabs or case hide the scheme', () => {
    const safe = safePassThrough({ href: 'javascript:x()', to: ' \u0001JaVaScRiPt:x()', src: 'java\tscript:x()', action: 'vbscript:x', formaction: 'javascript\n:x', title: 'javascript is fine here', avatar: { src: 'javascript:x' } })
    expect(safe).toEqual({ title: 'javascript is fine here', avatar: {} })
  })

  it('keeps `as` only for plain elements or components from code', () => {
    const component = { setup: () => () => null }
    expect(safePassThrough({ as: 'script' })).toEqual({})
    expect(safePassThrough({ as: 'IFRAME' })).toEqual({})
    expect(safePassThrough({ as: 'base' })).toEqual({})
    expect(safePassThrough({ as: { template: '<img>' } })).toEqual({})
    expect(safePassThrough({ as: 'Section' })).toEqual({ as: 'Section' })
    expect(safePassThrough({ as: component }).as).toBe(component)
  })

  it('keeps what code passes: listeners, class instances, an own __proto__ key as a key', () => {
    const onBlur = () => {}
    const date = new Date(0)
    const props = JSON.parse('{"__proto__": {"polluted": true}, "onfocus": "x()", "size": "sm"}') as Record<string, unknown>
    const safe = safePassThrough({ ...props, onBlur, minValue: date })
    expect(safe.onBlur).toBe(onBlur)
    expect(safe.minValue).toBe(date)
    expect(Object.hasOwn(safe, '__proto__')).toBe(true)
    expect(safe.onfocus).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('works each object out once, and ends on nesting too deep or holding itself', () => {
    const props: Record<string, unknown> = { onfocus: 'x()', size: 'sm' }
    expect(safePassThrough(props)).toBe(safePassThrough(props))
    let deep: Record<string, unknown> = { onfocus: 'x()' }
    for (let level = 0; level < 10_000; level++)
      deep = { ui: deep }
    expect(() => safePassThrough(deep)).not.toThrow()
    const cyclic: Record<string, unknown> = { size: 'sm' }
    cyclic.self = cyclic
    expect(safePassThrough(cyclic).size).toBe('sm')
  })
})

describe('hostile pass-through in a rendered form: nothing reaches the DOM', () => {
  const written: string[] = []
  beforeAll(() => {
    // Records every markup write that carries a vector (Iconify and Vue write their own markup).
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!
    Object.defineProperty(Element.prototype, 'innerHTML', {
      ...descriptor,
      set(this: Element, html: string) {
        if (String(html).includes('__xss'))
          written.push(`${this.tagName}: ${html}`)
        descriptor.set!.call(this, html)
      },
    })
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it.each(passThroughFamilies)('%s: every vector under every pass-through key and in config', async (family) => {
    const { schema, uischema, config } = passThroughForm([family])
    const warn = vi.spyOn(console, 'warn')
    const { wrapper } = await mountForm({ schema, uischema, config, data: {} })
    // Each vector is given where its widget takes an object of that name: Vue has nothing to say.
    expect(warn.mock.calls.map(call => String(call[0]))).toEqual([])
    warn.mockRestore()
    // Every field of the family rendered (the vectors are each under one field).
    for (const vector of passThroughVectors)
      expect(document.querySelector(`[data-path="${family}_${vector.id}"]`), `${family}_${vector.id}`).not.toBeNull()
    const attributes = [...document.querySelectorAll('*')].flatMap(element => [...element.attributes]
      .filter(attribute => /^on/i.test(attribute.name) || /^[\0-\x20]*j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i.test(attribute.value) || /innerhtml|outerhtml|srcdoc|textcontent|innertext/i.test(attribute.name))
      .map(attribute => `${element.tagName} ${attribute.name}=${attribute.value}`))
    expect(attributes).toEqual([])
    expect(document.querySelectorAll('[data-injected], script, iframe').length).toBe(0)
    expect(written).toEqual([])
    wrapper.unmount()
  })
})
