import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const toggle = (wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper'], path: string) => wrapper.find(`[data-path="${path}"] [data-testid="null-toggle"]`)

describe('a field whose schema takes null', () => {
  const cases: [string, JsonSchema7 & Record<string, unknown>, string][] = [
    ['type: ["string", "null"]', { type: ['string', 'null'], title: 'Nickname' }, 'input[type="text"]'],
    ['nullable: true (OpenAPI)', { type: 'string', nullable: true, title: 'Nickname' }, 'input[type="text"]'],
    ['type: ["integer", "null"]', { type: ['integer', 'null'], title: 'Nickname' }, 'input'],
    ['anyOf of a string and null (Pydantic)', { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }], title: 'Nickname' }, 'input[type="text"]'],
    ['oneOf of null and a $ref to a string', { oneOf: [{ type: 'null' }, { $ref: '#/definitions/nick' }], title: 'Nickname' }, 'input[type="text"]'],
  ]
  for (const [name, fieldSchema, selector] of cases) {
    it(`${name}: the control of its type with a "No value" toggle that stores null`, async () => {
      const schema = { ...objectSchema({ nick: fieldSchema }), definitions: { nick: { type: 'string' } } } as JsonSchema7
      const { wrapper, data } = await mountForm({ schema, uischema: control('nick'), data: { nick: undefined } })
      expect(wrapper.find(`[data-path="nick"] ${selector}`).exists()).toBe(true)
      const button = toggle(wrapper, 'nick')
      expect(button.text()).toBe('No value')
      expect(button.attributes('aria-pressed')).toBe('false')
      await button.trigger('click')
      await settle()
      expect(data.value).toEqual({ nick: null })
      expect(toggle(wrapper, 'nick').attributes('aria-pressed')).toBe('true')
      // No error for the null it takes.
      expect(wrapper.find('[data-path="nick"] [data-slot="error"]').exists()).toBe(false)
      await toggle(wrapper, 'nick').trigger('click')
      await settle()
      expect(data.value).toEqual({})
    })
  }

  it('an anyOf of a type and null is one field, not a choice of variants; its own keywords and the type\'s reach the control', async () => {
    const { wrapper, data } = await mountForm({
      schema: objectSchema({ customize: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 3 }], default: null, title: 'Customize' } }),
      uischema: control('customize'),
      data: {},
    })
    expect(wrapper.findComponent({ name: 'CombinatorControl' }).exists()).toBe(false)
    expect(toggle(wrapper, 'customize').exists()).toBe(true)
    expect(wrapper.text()).not.toContain('No renderer')
    expect(wrapper.find('[data-path="customize"] label').text()).toContain('Customize')
    await wrapper.find('input[name="customize"]').setValue('abcd')
    await settle()
    expect(data.value).toEqual({ customize: 'abcd' })
    expect(wrapper.find('[data-path="customize"] [data-slot="error"]').text()).toBe('At most 3 characters')
  })

  it('an anyOf of an object and null stays a choice of variants', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ either: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'null' }] } }),
      uischema: control('either'),
      data: {},
    })
    expect(wrapper.findComponent({ name: 'CombinatorControl' }).exists()).toBe(true)
    expect(toggle(wrapper, 'either').exists()).toBe(false)
  })

  it('typing into the field stores the text and releases the toggle', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ nick: { type: ['string', 'null'] } }), uischema: control('nick'), data: { nick: null } })
    expect(toggle(wrapper, 'nick').attributes('aria-pressed')).toBe('true')
    await wrapper.find('input[name="nick"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ nick: 'Ada' })
    expect(toggle(wrapper, 'nick').attributes('aria-pressed')).toBe('false')
  })

  it('a nullable boolean has the toggle after its checkbox', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ ok: { type: ['boolean', 'null'], title: 'Agreed' } }), uischema: control('ok'), data: {} })
    await toggle(wrapper, 'ok').trigger('click')
    await settle()
    expect(data.value).toEqual({ ok: null })
  })

  it('a read-only field\'s toggle is disabled; a field that does not take null has none', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ nick: { type: ['string', 'null'] }, name: { type: 'string' } }),
      uischema: { type: 'VerticalLayout', elements: [control('nick', { readonly: true }), control('name')] },
      data: {},
    })
    expect(toggle(wrapper, 'nick').attributes('disabled')).toBeDefined()
    expect(toggle(wrapper, 'name').exists()).toBe(false)
  })
})
