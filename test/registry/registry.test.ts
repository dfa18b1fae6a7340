import { rankWith, isStringControl } from '@jsonforms/core'
import { rendererProps } from '@jsonforms/vue'
import { createRegistry, definePlugin, memoTester, numberPlugin, ranks, rendererEvents, textPlugin, uiRenderers } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, isProxy, reactive } from 'vue'
import { pickRenderer } from '../../src/registry/winningEntry'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const Custom = defineComponent({
  props: rendererProps(),
  setup: () => () => h('p', { 'data-testid': 'custom' }, 'custom renderer'),
})

const stringSchema = objectSchema({ name: { type: 'string' } })

describe('definePlugin', () => {
  it('refuses entries without a tester, with both component and load, or with a duplicate name', () => {
    expect(() => definePlugin({ name: 'x', entries: [{ name: 'a', component: Custom } as never] })).toThrow(/tester/)
    expect(() => definePlugin({ name: 'x', entries: [{ name: 'a', tester: () => 1, component: Custom, load: async () => Custom } as never] })).toThrow(/exactly one/)
    expect(() => definePlugin({ name: 'x', entries: [{ name: 'a', tester: () => 1, component: Custom }, { name: 'a', tester: () => 1, component: Custom }] })).toThrow(/twice/)
    expect(() => definePlugin({ name: '', entries: [] })).toThrow(/name/)
  })
})

describe('createRegistry', () => {
  it('returns frozen JSON Forms entries with raw components', () => {
    const entries = createRegistry([definePlugin({ name: 'p', entries: [{ name: 'a', tester: () => 1, component: Custom }] })])
    expect(Object.isFrozen(entries)).toBe(true)
    expect(entries).toHaveLength(1)
    expect(typeof entries[0].tester).toBe('function')
    expect(isProxy(entries[0].renderer)).toBe(false)
    expect((entries[0].renderer as Record<string, unknown>).__v_skip).toBe(true)
  })

  it('lets a custom plugin with a higher rank outrank a built-in', async () => {
    const mine = definePlugin({ name: 'mine', entries: [{ name: 'fancy-text', tester: rankWith(ranks.custom, isStringControl), component: Custom }] })
    const { wrapper } = await mountForm({ schema: stringSchema, uischema: control('name'), data: {}, renderers: [...uiRenderers, ...createRegistry([mine])] })
    expect(wrapper.find('[data-testid="custom"]').exists()).toBe(true)
    expect(wrapper.find('input[name="name"]').exists()).toBe(false)
  })

  it('composes a set from exported plugins', async () => {
    const renderers = createRegistry([textPlugin, numberPlugin])
    const { wrapper } = await mountForm({
      schema: objectSchema({ name: { type: 'string' } }),
      uischema: control('name'),
      data: { name: 'Ada' },
      renderers,
    })
    expect((wrapper.find('input[name="name"]').element as HTMLInputElement).value).toBe('Ada')
  })
})

describe('lazy entries', () => {
  afterEach(() => rendererEvents.all.clear())

  it('renders the component once its chunk has loaded, and reports start and loaded', async () => {
    const events: string[] = []
    rendererEvents.on('*', type => events.push(String(type)))
    const lazy = definePlugin({ name: 'lazy', entries: [{ name: 'lazy-text', tester: rankWith(ranks.custom, isStringControl), load: async () => ({ default: Custom }) }] })
    const { wrapper } = await mountForm({ schema: stringSchema, uischema: control('name'), data: {}, renderers: [...uiRenderers, ...createRegistry([lazy])] })
    await settle()
    expect(wrapper.find('[data-testid="custom"]').text()).toBe('custom renderer')
    expect(events).toEqual(['chunk:start', 'chunk:loaded'])
  })

  it('shows a visible error instead of a blank when the chunk fails, and reports it', async () => {
    const failed = vi.fn()
    rendererEvents.on('chunk:failed', failed)
    const broken = definePlugin({
      name: 'broken',
      entries: [{ name: 'broken-text', tester: rankWith(ranks.custom, isStringControl), load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) }],
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { wrapper } = await mountForm({ schema: stringSchema, uischema: control('name'), data: {}, renderers: [...uiRenderers, ...createRegistry([broken])] })
    await settle()
    warn.mockRestore()
    error.mockRestore()
    const alert = wrapper.find('[data-testid="renderer-load-error"]')
    expect(alert.exists()).toBe(true)
    expect(alert.text()).toContain('broken-text')
    expect(alert.text()).toContain('Failed to fetch dynamically imported module')
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ plugin: 'broken', entry: 'broken-text' }))
  })
})

describe('tester memoisation', () => {
  it('ranks each element once, however often the data changes', async () => {
    const tester = vi.fn(rankWith(ranks.custom, isStringControl))
    const spied = createRegistry([definePlugin({ name: 'spy', entries: [{ name: 'spy', tester, component: Custom }] })])
    const { wrapper, data } = await mountForm({
      schema: objectSchema({ name: { type: 'string' }, age: { type: 'integer' } }),
      uischema: { type: 'VerticalLayout', elements: [control('name'), control('age')] } as never,
      data: { age: 1 },
      renderers: [...uiRenderers, ...spied],
    })
    const callsAfterMount = tester.mock.calls.length
    const input = wrapper.find('[data-path="age"] input')
    for (const value of ['2', '3', '4']) {
      await input.setValue(value)
      await input.trigger('blur')
    }
    await settle()
    expect(data.value).toMatchObject({ age: 4 })
    expect(tester.mock.calls.length).toBe(callsAfterMount)
  })

  it('ranks again for another schema, root schema or config, and sees through Vue proxies', () => {
    const tester = vi.fn(() => 3)
    const memo = memoTester(tester)
    const element = { type: 'Control', scope: '#/properties/name' }
    const schema = { type: 'string' }
    const context = { rootSchema: stringSchema, config: {} }
    expect(memo(element as never, schema, context)).toBe(3)
    expect(memo(reactive(element) as never, reactive(schema), { rootSchema: reactive(stringSchema), config: context.config })).toBe(3)
    expect(tester).toHaveBeenCalledTimes(1)
    memo(element as never, { type: 'string' }, context)
    memo(element as never, schema, { ...context, config: {} })
    memo(element as never, schema, { ...context, rootSchema: objectSchema({}) })
    expect(tester).toHaveBeenCalledTimes(4)
    // Back to the first inputs: still known.
    memo(element as never, schema, context)
    expect(tester).toHaveBeenCalledTimes(4)
  })

  it('picks an element\'s renderer once per renderer list: asked again, no tester runs; another list or schema ranks again', () => {
    // Renderers are only handed back here: plain markers tell them apart.
    const [first, second] = [{ renderer: 'first' }, { renderer: 'second' }] as never[]
    const text = vi.fn(() => 2)
    const other = vi.fn(() => 1)
    const entries = [{ tester: text, renderer: first }, { tester: other, renderer: second }]
    const element = { type: 'Control', scope: '#/properties/name' } as never
    const context = { rootSchema: stringSchema, config: {} }
    expect(pickRenderer(entries, element, stringSchema, context)).toBe(first)
    expect(pickRenderer(entries, reactive(element), reactive(stringSchema), { ...context })).toBe(first)
    expect(pickRenderer(reactive(entries) as never, element, stringSchema, context)).toBe(first)
    expect([text.mock.calls.length, other.mock.calls.length]).toEqual([1, 1])
    // Another renderer list, in which the other entry wins.
    expect(pickRenderer([{ tester: other, renderer: second }], element, stringSchema, context)).toBe(second)
    expect(other).toHaveBeenCalledTimes(2)
    // Back to the first list (a builder shows an element in its canvas and its preview): still known.
    expect(pickRenderer(entries, element, stringSchema, context)).toBe(first)
    expect([text.mock.calls.length, other.mock.calls.length]).toEqual([1, 2])
    // A few lists are kept per element; beyond them the oldest is ranked again when asked.
    for (let count = 0; count < 4; count++)
      expect(pickRenderer([{ tester: other, renderer: second }], element, stringSchema, context)).toBe(second)
    expect(pickRenderer(entries, element, stringSchema, context)).toBe(first)
    expect(text).toHaveBeenCalledTimes(2)
    // Another schema: ranked again; no renderer fits, and that is kept too.
    const none = vi.fn(() => -1)
    const numberSchema = objectSchema({ name: { type: 'number' } })
    const fitsNothing = [{ tester: none, renderer: first }]
    expect(pickRenderer(fitsNothing, element, numberSchema, context)).toBeUndefined()
    expect(pickRenderer(fitsNothing, element, numberSchema, context)).toBeUndefined()
    expect(none).toHaveBeenCalledTimes(1)
    expect(text).toHaveBeenCalledTimes(2)
  })

  it('ranks an element that is no object without keeping it', () => {
    const tester = vi.fn(() => { throw new Error('boom') })
    const memo = memoTester(tester)
    expect(memo('not an element' as never, {}, { rootSchema: {}, config: {} })).toBe(-1)
    expect(memo('not an element' as never, {}, { rootSchema: {}, config: {} })).toBe(-1)
    expect(tester).toHaveBeenCalledTimes(2)
  })

  it('ranks a tester that throws on a malformed schema as -1 instead of breaking the form', async () => {
    const throwing = createRegistry([definePlugin({ name: 'bad', entries: [{ name: 'bad', tester: () => { throw new Error('boom') }, component: Custom }] })])
    const { wrapper } = await mountForm({ schema: stringSchema, uischema: control('name'), data: { name: 'x' }, renderers: [...uiRenderers, ...throwing] })
    expect(wrapper.find('input[name="name"]').exists()).toBe(true)
  })
})
