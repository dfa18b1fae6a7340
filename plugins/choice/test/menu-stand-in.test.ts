import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle, waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin } from 'nuxt-ui-jsonforms'
import { choicePlugin } from '..'
import { openMenu, openOptions, pick, shownValue } from './helpers'

const mountForm = mountWith([layoutsPlugin, choicePlugin])

const colour: JsonSchema7 = { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] }
const colours: JsonSchema7 = { type: 'array', title: 'Colours', uniqueItems: true, items: { type: 'string', enum: ['c1', 'c2', 'c3', 'c4'] } }

/** What a closed trigger shows: its attributes and the slots inside it, with their text. */
function triggerOf(root: Element): Record<string, unknown> {
  const trigger = root.querySelector('button[aria-haspopup]')!
  const attributes = Object.fromEntries(['id', 'class', 'type', 'disabled', 'aria-invalid', 'aria-describedby', 'aria-expanded', 'aria-haspopup'].map(name => [name, trigger.getAttribute(name)]))
  const slots = [...trigger.querySelectorAll('[data-slot]')].map(slot => `${slot.getAttribute('data-slot')}:${slot.getAttribute('class')}:${slot.textContent?.trim()}`)
  return { ...attributes, slots }
}

/** Presses Escape in the open menu, which closes it. */
async function closeMenu(): Promise<void> {
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  await settle()
}

describe('a select menu before it is first opened', () => {
  it.each([
    ['a value', { colour }, control('colour'), { colour: 'green' }, { aria: 'false', text: 'green' }],
    ['a placeholder', { colour }, control('colour', { placeholder: 'Pick one' }), {}, { aria: 'false', text: 'Pick one' }],
    ['the widget props', { colour }, control('colour', { selectMenu: { size: 'xl', variant: 'soft', icon: 'i-lucide-palette' } }), { colour: 'red' }, { aria: 'false', text: 'red' }],
    ['a read-only field', { colour }, control('colour', { readonly: true }), { colour: 'red' }, { aria: 'false', text: 'red' }],
    ['an error', { colour }, control('colour'), { colour: 'purple' }, { aria: 'true', text: '' }],
    ['several values', { colours }, control('colours', { virtualizeAbove: 2 }), { colours: ['c1', 'c4'] }, { aria: 'false', text: 'c1, c4' }],
  ])('draws its trigger as the widget does, with %s', async (_, properties, uischema, data, expected) => {
    const path = Object.keys(properties)[0]!
    const { wrapper } = await mountForm({ schema: objectSchema(properties), uischema, data, config: { showErrors: 'always' } })
    const field = wrapper.find(`[data-path="${path}"]`).element
    expect(wrapper.findComponent({ name: 'SelectMenu' }).exists()).toBe(false)
    const drawn = triggerOf(field)
    const trigger = field.querySelector<HTMLButtonElement>('button[aria-haspopup]')!
    expect([trigger.getAttribute('aria-invalid'), trigger.textContent?.trim()]).toEqual([expected.aria, expected.text])
    if (trigger.disabled) {
      trigger.click()
      await waitForChunks()
      expect(wrapper.findComponent({ name: 'SelectMenu' }).exists()).toBe(false)
      return
    }
    await openMenu(wrapper, path)
    await closeMenu()
    expect(wrapper.findComponent({ name: 'SelectMenu' }).exists()).toBe(true)
    expect(triggerOf(field)).toEqual(drawn)
  })

  it('mounts the widget only in the field that is opened, and it opens with the first click', async () => {
    const schema = objectSchema({ a: colour, b: colour, c: colour })
    const { wrapper, data } = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: ['a', 'b', 'c'].map(key => control(key)) } as never, data: {} })
    expect(wrapper.findAllComponents({ name: 'SelectMenu' })).toHaveLength(0)
    expect(wrapper.findAll('button[aria-haspopup]')).toHaveLength(3)
    expect((await openMenu(wrapper, 'b')).map(option => option.textContent?.trim())).toEqual(['red', 'green', 'blue'])
    await pick('blue')
    expect(data.value).toEqual({ b: 'blue' })
    expect(shownValue(wrapper, 'b')).toBe('blue')
    expect(wrapper.findAllComponents({ name: 'SelectMenu' })).toHaveLength(1)
  })

  it('opens with the arrow keys, its search box focused', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour'), data: {} })
    const trigger = wrapper.find('[data-path="colour"] button[aria-haspopup]')
    await trigger.trigger('keydown', { key: 'ArrowDown' })
    await waitForChunks()
    expect(openOptions()).toHaveLength(3)
    expect(document.activeElement?.closest('[data-slot=content]')).not.toBeNull()
  })

  it('starts fetching the widget when pointed at, without drawing it', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour'), data: {} })
    await wrapper.find('[data-path="colour"] button[aria-haspopup]').trigger('pointerenter')
    await waitForChunks()
    expect(wrapper.findComponent({ name: 'SelectMenu' }).exists()).toBe(false)
    expect(openOptions()).toHaveLength(0)
  })
})
