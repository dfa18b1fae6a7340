import { describe, expect, it, vi } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { choicePlugin } from '..'
import { notes, openMenu, pick } from './helpers'

const mountForm = mountWith([layoutsPlugin, choicePlugin, textPlugin])

const schema = objectSchema({
  colour: { type: 'string', enum: ['red', 'green'] },
  size: { type: 'integer', oneOf: [{ const: 1, title: 'Small' }, { const: 2, title: 'Large' }] },
  tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
  name: { type: 'string' },
})
const layout = (options: Record<string, unknown> = {}) =>
  ({ type: 'VerticalLayout', elements: [control('colour', options), control('size', options), control('tags'), control('name')] }) as never
const badData = { colour: 'purple', size: 5, tags: ['a', 'zz', 7] }

describe.each([
  ['select menu', {}],
  ['select', { format: 'select' }],
  ['radio group', { format: 'radio' }],
])('a stored value that is not a choice (%s)', (_widget, options) => {
  it('is reported under the field with the validation error, kept, and leaves the other fields working', async () => {
    const error = vi.spyOn(console, 'error')
    const { wrapper, data, errors } = await mountForm({ schema, uischema: layout(options), data: structuredClone(badData) })
    expect(notes(wrapper, 'colour')).toEqual(['“purple” is not one of the choices'])
    expect(notes(wrapper, 'size')).toEqual(['“5” is not one of the choices'])
    expect(notes(wrapper, 'tags')).toEqual(['“zz” is not one of the choices', '“7” is not one of the choices'])
    expect(wrapper.find('[data-path="colour"] [data-slot=error]').text()).toContain('Must be one of the allowed values')
    // AJV reports bad items at /tags/1 and /tags/2, which no field shows: the notes are what the user sees.
    expect(errors.value?.map(e => e.instancePath)).toEqual(expect.arrayContaining(['/colour', '/size', '/tags/1', '/tags/2']))
    expect(wrapper.findAll('[data-path="colour"] [aria-checked=true], [data-path="colour"] [data-slot=value]')).toHaveLength(0)
    await wrapper.find('input[name="name"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ ...badData, name: 'Ada' })
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })
})

describe('a stored value that is not a choice, once the user picks', () => {
  it('is replaced by the pick and the note goes away', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: layout(), data: structuredClone(badData) })
    await openMenu(wrapper, 'colour')
    await pick('red')
    expect(data.value).toEqual({ ...badData, colour: 'red' })
    expect(notes(wrapper, 'colour')).toEqual([])
  })

  it('in a checkbox group: unknown items are dropped with the next change', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: layout(), data: structuredClone(badData) })
    await wrapper.findAll('[data-path="tags"] button[role=checkbox]')[1]!.trigger('click')
    await settle()
    expect(data.value).toEqual({ ...badData, tags: ['a', 'b'] })
    expect(notes(wrapper, 'tags')).toEqual([])
  })
})

describe('the note on a value that is not a choice', () => {
  it('goes through the host translator', async () => {
    const translate = (key: string, fallback?: string, values?: Record<string, unknown>) =>
      key === 'nui.choice.notAChoice' ? `« ${values?.value} » ne fait pas partie des choix` : fallback
    const { wrapper } = await mountForm({ schema, uischema: layout(), data: { colour: 'purple' }, i18n: { locale: 'fr', translate: translate as never } })
    expect(notes(wrapper, 'colour')).toEqual(['« purple » ne fait pas partie des choix'])
  })

  it('shows a non-string value as JSON, and nothing for a value of the wrong type in a checkbox group (the error says it)', async () => {
    const { wrapper } = await mountForm({ schema, uischema: layout(), data: { colour: { hue: 1 }, tags: 'a' } })
    expect(notes(wrapper, 'colour')).toEqual(['“{"hue":1}” is not one of the choices'])
    expect(notes(wrapper, 'tags')).toEqual([])
    expect(wrapper.find('[data-path="tags"] [data-slot=error]').text()).toContain('Must be a list')
  })
})
