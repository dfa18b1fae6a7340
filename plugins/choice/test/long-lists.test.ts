import type { JsonSchema7 } from '@jsonforms/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { control, mountWith, objectSchema } from 'nuxt-ui-jsonforms/testing'
import { choicePlugin } from '..'
import { openMenu, openOptions, pick, search } from './helpers'

const mountForm = mountWith([choicePlugin])

const values = (count: number) => Array.from({ length: count }, (_, index) => `value-${index}`)
const longEnum = (count: number): JsonSchema7 => ({ type: 'string', enum: values(count) })
const longOneOf = (count: number): JsonSchema7 => ({ type: 'string', oneOf: values(count).map((value, index) => ({ const: value, title: `Choice ${index}` })) })

describe('a long list of choices', () => {
  // happy-dom lays nothing out: every element measures 0 × 0, and a virtualised list of a 0 px
  // viewport shows no option. Elements measure 300 px here, a menu's height.
  const measures = ['clientHeight', 'clientWidth'] as const
  beforeAll(() => measures.forEach(name => Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 300 })))
  afterAll(() => measures.forEach(name => delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]))

  it.each([
    ['an enum', longEnum(10_000), 'value-9876', 'value-9876'],
    ['a oneOf of consts', longOneOf(10_000), 'Choice 9876', 'value-9876'],
  ])('%s of 10 000 opens a virtualised menu: only a window of its options is rendered; search finds the last ones', async (_, schema, label, stored) => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ pick: schema }), uischema: control('pick'), data: {} })
    await openMenu(wrapper, 'pick')
    await vi.waitFor(() => expect(openOptions().length).toBeGreaterThan(0))
    expect(openOptions().length).toBeLessThan(100)
    await search('9876')
    await vi.waitFor(() => expect(openOptions().map(option => option.textContent?.trim())).toContain(label))
    await pick(label)
    expect(data.value).toEqual({ pick: stored })
  })

  it.each(['radio', 'select'])('with format: "%s", is drawn as the virtualised select menu above the threshold', async (format) => {
    const { wrapper } = await mountForm({ schema: objectSchema({ pick: longEnum(10_000) }), uischema: control('pick', { format }), data: {} })
    expect(wrapper.find('[data-path="pick"] [role=radio]').exists()).toBe(false)
    await openMenu(wrapper, 'pick')
    expect(wrapper.findComponent({ name: 'SelectMenu' }).exists()).toBe(true)
    await vi.waitFor(() => expect(openOptions().length).toBeGreaterThan(0))
    expect(openOptions().length).toBeLessThan(100)
  })

  it.each([
    ['an enum', { type: 'string', enum: values(10_000) } as JsonSchema7, 'value-9876', 'value-9876'],
    ['a oneOf of consts', longOneOf(10_000), 'Choice 9876', 'value-9876'],
  ])('an array of %s above the threshold is a virtualised menu that picks several, not a checkbox group', async (_, items, label, stored) => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ picks: { type: 'array', uniqueItems: true, items } }), uischema: control('picks'), data: { picks: ['value-3'] } })
    expect(wrapper.find('[data-path="picks"] [role=checkbox]').exists()).toBe(false)
    await openMenu(wrapper, 'picks')
    expect(wrapper.findComponent({ name: 'SelectMenu' }).props('multiple')).toBe(true)
    await vi.waitFor(() => expect(openOptions().length).toBeGreaterThan(0))
    expect(openOptions().length).toBeLessThan(100)
    await search('9876')
    await vi.waitFor(() => expect(openOptions().map(option => option.textContent?.trim())).toContain(label))
    await pick(label)
    expect(data.value).toEqual({ picks: ['value-3', stored] })
    // The menu stays open; picked again, a checked item is taken out of the list.
    await search('9876')
    await vi.waitFor(() => expect(openOptions().map(option => option.textContent?.trim())).toContain(label))
    await pick(label)
    expect(data.value).toEqual({ picks: ['value-3'] })
  })

  it.each([[150, 150], [undefined, 0]])('keeps a checkbox group of up to virtualizeAbove choices: 150 choices with virtualizeAbove: %s draw %i checkboxes', async (virtualizeAbove, checkboxes) => {
    const { wrapper } = await mountForm({ schema: objectSchema({ picks: { type: 'array', items: longEnum(150) } }), uischema: control('picks', { virtualizeAbove }), data: {} })
    expect(wrapper.findAll('[data-path="picks"] [role=checkbox]')).toHaveLength(checkboxes)
    expect(wrapper.find('[data-path="picks"] button[aria-haspopup]').exists()).toBe(checkboxes === 0)
  })

  it.each([[200, 150], [20, 'a window']])('follows virtualizeAbove: 150 choices with virtualizeAbove: %i render %s of options', async (virtualizeAbove, rendered) => {
    const { wrapper } = await mountForm({ schema: objectSchema({ pick: longEnum(150) }), uischema: control('pick', { virtualizeAbove }), data: {} })
    await openMenu(wrapper, 'pick')
    await vi.waitFor(() => expect(openOptions().length).toBeGreaterThan(0))
    if (rendered === 150)
      expect(openOptions()).toHaveLength(150)
    else
      expect(openOptions().length).toBeLessThan(100)
  })
})
