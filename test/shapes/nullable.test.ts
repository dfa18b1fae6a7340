import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const toggle = (wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper'], path: string) => wrapper.find(`[data-path="${path}"] [data-testid="null-toggle"]`)

describe('a field whose schema takes null', () => {
  const cases: [string, JsonSchema7 & Record<string, unknown>, string][] = [
    ['type: ["string", "null"]', { type: ['string', 'null'], title: 'Nickname' }, 'input[type="text"]'],
    ['nullable: true (OpenAPI)', { type: 'string', nullable: true, title: 'Nickname' }, 'input[type="text"]'],
    ['type: ["integer", "null"]', { type: ['integer', 'null'], title: 'Nickname' }, 'input'],
  ]
  for (const [name, fieldSchema, selector] of cases) {
    it(`${name}: the control of its type with a "No value" toggle that stores null`, async () => {
      const { wrapper, data } = await mountForm({ schema: objectSchema({ nick: fieldSchema }), uischema: control('nick'), data: { nick: undefined } })
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
