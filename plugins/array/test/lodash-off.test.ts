import { describe, expect, it, vi } from 'vitest'
import { control, mountWith, objectSchema } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, objectPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { arrayPlugin } from '..'
import { failOnLoggedErrors, titles } from './helpers'

// JSON Forms as an app builds it with the library's `lodash: false` option: its `lodash/get` and
// lodash/fp `set` / `unset` are lodash's own (the suite otherwise resolves them to the library's).
// @ts-expect-error lodash ships no types (JSON Forms imports it untyped too)
vi.mock('/src/integrations/lodashGet.ts', async () => ({ default: (await import('lodash/get')).default }))
// @ts-expect-error lodash ships no types
vi.mock('/src/integrations/lodashFpSet.ts', async () => ({ default: (await import('lodash/fp/set')).default }))
// @ts-expect-error lodash ships no types
vi.mock('/src/integrations/lodashFpUnset.ts', async () => ({ default: (await import('lodash/fp/unset')).default }))

const mountForm = mountWith([layoutsPlugin, arrayPlugin, objectPlugin, textPlugin])

const schema = objectSchema({ list: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } })

describe('with JSON Forms on lodash, an item title reads own keys only', () => {
  failOnLoggedErrors()

  it('runs JSON Forms on lodash\'s get', async () => {
    const core = await import('@jsonforms/core')
    // lodash's get reads through the prototype: the library's answers undefined.
    expect(core.computeChildLabel({ list: [{}] }, 'list.0', 'constructor.name', {}, {}, (_key, fallback) => fallback as string, control('list'))).toBe('Object')
  })

  it.each(['constructor.name', 'toString.name', '__proto__.constructor.name', 'hasOwnProperty.length'])('elementLabelProp %s of items without it: Item N', async (labelProp) => {
    const { wrapper } = await mountForm({ schema, uischema: control('list', { elementLabelProp: labelProp }), data: { list: [{ name: 'Ada' }, {}] } })
    expect(titles(wrapper)).toEqual(['Item 1', 'Item 2'])
  })

  it('an item that holds the key as its own is titled by it', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('list', { elementLabelProp: 'constructor.name' }), data: { list: [{ constructor: { name: 'Own' } }] } })
    expect(titles(wrapper)).toEqual(['Own'])
  })
})
