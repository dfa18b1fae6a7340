import type { UISchemaElement } from '@jsonforms/core'
import { type RendererPlugin, definePlugin, rendererEvents, uiPlugins } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema } from '../helpers/mountForm'

/**
 * The built-in families with every chunk held back until `open()`: `requested` lists each lazy
 * entry's load as it is asked for (`family/entry`).
 */
function heldBack(plugins: readonly RendererPlugin[]) {
  const requested: string[] = []
  let open!: () => void
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const held = plugins.map(plugin => definePlugin({
    ...plugin,
    entries: plugin.entries.map(entry => (entry.load
      ? { ...entry, load: () => {
          requested.push(`${plugin.name}/${entry.name}`)
          return gate.then(entry.load)
        } }
      : entry)),
  }))
  return { held, requested, open }
}

afterEach(() => rendererEvents.all.clear())

describe('prefetching the chunks a form needs', () => {
  it('asks for every lazy family of the form at mount, those inside a lazy array\'s items too, before any arrives', async () => {
    const { held, requested, open } = heldBack(uiPlugins)
    let loaded = 0
    rendererEvents.on('chunk:loaded', () => loaded++)
    const schema = objectSchema({
      visits: { type: 'array', items: { type: 'object', properties: { day: { type: 'string', format: 'date' }, kind: { type: 'string', enum: ['call', 'visit'] } } } },
      level: { type: 'integer', minimum: 0, maximum: 10 },
    })
    const uischema = { type: 'VerticalLayout', elements: [control('visits'), control('level', { slider: true })] } as UISchemaElement
    // Not awaited: the form is mounted at once, and its chunks are held back until the gate opens.
    const mounting = mountForm({ plugins: held, schema, uischema, data: { visits: [{ day: '2024-05-01', kind: 'call' }], level: 3 } })

    // The array's chunk has not arrived, yet its items' date and select menu are on their way beside it.
    expect([...requested].sort()).toEqual(['array/array', 'choice/select-menu', 'dates/date', 'slider/slider'])
    expect(loaded).toBe(0)

    open()
    const { wrapper } = await mounting
    expect(wrapper.find('[data-testid="renderer-loading"]').exists()).toBe(false)
    expect(wrapper.find('[data-path="visits.0.day"]').exists()).toBe(true)
    expect(wrapper.find('[data-path="visits.0.kind"]').exists()).toBe(true)
    expect(wrapper.find('[data-path="level"] [role="slider"]').exists()).toBe(true)
    // Each chunk was fetched once, though both the prefetch and the renderer asked for it.
    expect(new Set(requested).size).toBe(requested.length)
    expect(loaded).toBe(4)
  })
})
