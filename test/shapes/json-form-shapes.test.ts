import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { mountJsonForm } from '../helpers/mountJsonForm'
import { settle } from '../helpers/mountForm'

afterEach(() => vi.restoreAllMocks())

async function mountSchema(schema: unknown, data: unknown) {
  const logged = vi.spyOn(console, 'error')
  const warned = vi.spyOn(console, 'warn')
  const form = await mountJsonForm(data, { schema })
  await waitForChunks()
  return { ...form, noLogs: () => { expect(logged).not.toHaveBeenCalled(); expect(warned).not.toHaveBeenCalled() } }
}

describe('<JsonForm> without a UI schema', () => {
  it('a root map (additionalProperties) edits its entries beside its fixed fields', async () => {
    const schema = { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: { type: 'string' } }
    const form = await mountSchema(schema, { name: 'app', lint: 'eslint .' })
    expect(form.wrapper.find('input[name="name"]').exists()).toBe(true)
    expect(form.wrapper.findAll('[data-map-key]').map(row => row.attributes('data-map-key'))).toEqual(['lint'])
    await form.wrapper.find('[data-testid="map-new-key"] input, input[data-testid="map-new-key"]').setValue('test')
    await form.wrapper.find('[data-action="add-entry"]').trigger('click')
    await settle()
    expect(form.data.value).toEqual({ name: 'app', lint: 'eslint .', test: '' })
    expect(form.wrapper.findAll('[data-testid="unrendered-element"]')).toHaveLength(0)
    form.noLogs()
  })

  it('a schema with a tuple, a nullable field and a type list renders each shape, with no unexplained placeholder', async () => {
    const schema = {
      type: 'object',
      properties: {
        range: { type: 'array', items: [{ type: 'integer', title: 'From' }, { type: 'integer', title: 'To' }] },
        note: { type: ['string', 'null'] },
        limit: { type: ['integer', 'string'] },
      },
    }
    const form = await mountSchema(schema, { range: [1, 5], note: null, limit: 'none' })
    expect(form.wrapper.findAll('[data-position]')).toHaveLength(2)
    expect(form.wrapper.find('[data-path="note"] [data-testid="null-toggle"]').attributes('aria-pressed')).toBe('true')
    expect(form.wrapper.find('[data-path="limit"] button[role=combobox]').text()).toBe('Text')
    expect(form.wrapper.findAll('[data-testid="unrendered-element"]')).toHaveLength(0)
    form.noLogs()
  })
})
