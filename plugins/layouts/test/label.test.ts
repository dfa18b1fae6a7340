import type { Translator } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { layoutsPlugin } from '..'
import { headingLevel, inlineStyle, labelText } from '../label'

const mountForm = mountWith([layoutsPlugin, textPlugin, booleanPlugin])

const schema = objectSchema({ hide: { type: 'boolean' } })
const label = (options?: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({ type: 'Label', text: 'Contact details', ...(options ? { options } : {}), ...extra }) as never

describe('label helpers', () => {
  it('accept whole levels 1 to 6 and fall back to 3', () => {
    expect([1, 2, 3, 4, 5, 6].map(headingLevel)).toEqual([1, 2, 3, 4, 5, 6])
    expect([0, 7, 2.5, '2', null, undefined, Number.NaN].map(headingLevel)).toEqual([3, 3, 3, 3, 3, 3, 3])
  })

  it('take only an object of strings and numbers as inline style', () => {
    expect(inlineStyle({ color: 'red', order: 2, bad: {}, nan: Number.NaN })).toEqual({ color: 'red', order: 2 })
    expect(inlineStyle('color: red')).toBeUndefined()
    expect(inlineStyle(['color'])).toBeUndefined()
    expect(inlineStyle({})).toBeUndefined()
  })

  it('translate the text under <i18n>.text or under the text itself', () => {
    const seen: string[] = []
    const translate = ((key: string, fallback?: string) => {
      seen.push(key)
      return key === 'contact.text' ? 'Kontakt' : fallback
    }) as Translator
    expect(labelText({ type: 'Label', text: 'Contact', i18n: 'contact' } as never, translate)).toBe('Kontakt')
    expect(labelText({ type: 'Label', text: 'Contact' } as never, translate)).toBe('Contact')
    expect(labelText({ type: 'Label', text: 42 } as never, translate)).toBeUndefined()
    expect(seen).toEqual(['contact.text', 'Contact'])
  })
})

describe('Label element', () => {
  it('renders an h3 with a separator by default', async () => {
    const { wrapper } = await mountForm({ schema, uischema: label(), data: {} })
    const root = wrapper.find('[data-layout="Label"]')
    expect(root.find('h3').text()).toBe('Contact details')
    expect(root.find('h3').classes()).toEqual(['font-semibold', 'text-highlighted', 'text-xl'])
    expect(root.find('[data-slot="root"][role="none"]').exists()).toBe(true)
  })

  it('takes the heading level from level, falling back to 3 on a bad value', async () => {
    const { wrapper, props } = await mountForm({ schema, uischema: label({ level: 1 }), data: {} })
    expect(wrapper.find('[data-layout="Label"] h1').text()).toBe('Contact details')
    for (const [level, tag] of [[6, 'h6'], [9, 'h3'], [2.5, 'h3'], ['2', 'h3']] as const) {
      props.value.uischema = label({ level })
      await settle()
      expect(wrapper.find('[data-layout="Label"]').element.firstElementChild?.tagName.toLowerCase(), `level ${level}`).toBe(tag)
    }
  })

  it('leaves the separator out with separator: false', async () => {
    const { wrapper } = await mountForm({ schema, uischema: label({ separator: false }), data: {} })
    expect(wrapper.find('[data-layout="Label"] h3').exists()).toBe(true)
    expect(wrapper.find('[data-layout="Label"] [data-slot="root"]').exists()).toBe(false)
  })

  it('applies an object style inline and ignores any other style', async () => {
    const { wrapper, props } = await mountForm({ schema, uischema: label({ style: { color: 'rgb(255, 0, 0)', letterSpacing: '2px' } }), data: {} })
    const style = wrapper.find('[data-layout="Label"] h3').attributes('style')
    expect(style).toContain('color: rgb(255, 0, 0)')
    expect(style).toContain('letter-spacing: 2px')
    props.value.uischema = label({ style: 'color: red' })
    await settle()
    expect(wrapper.find('[data-layout="Label"] h3').attributes('style')).toBeUndefined()
  })

  it('translates the text through its i18n key and follows a locale change', async () => {
    const words: Record<string, Record<string, string>> = { de: { 'contact.text': 'Kontaktdaten' }, fr: { 'contact.text': 'Coordonnées' } }
    const i18n = (locale: string) => ({ locale, translate: ((key: string, fallback?: string) => words[locale]![key] ?? fallback) as Translator })
    const { wrapper, props } = await mountForm({ schema, uischema: label(undefined, { i18n: 'contact' }), data: {}, i18n: i18n('de') })
    expect(wrapper.find('[data-layout="Label"] h3').text()).toBe('Kontaktdaten')
    props.value.i18n = i18n('fr')
    await settle()
    expect(wrapper.find('[data-layout="Label"] h3').text()).toBe('Coordonnées')
  })

  it('hides with a HIDE rule and follows the data', async () => {
    const rule = { effect: 'HIDE', condition: { scope: '#/properties/hide', schema: { const: true } } }
    const { wrapper } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('hide'), label(undefined, { rule })] } as never,
      data: { hide: true },
    })
    expect(wrapper.find('[data-layout="Label"]').exists()).toBe(false)
    await wrapper.find('button[role="checkbox"]').trigger('click')
    await settle()
    expect(wrapper.find('[data-layout="Label"] h3').text()).toBe('Contact details')
  })

  it('takes its theme from options.styles', async () => {
    const { wrapper } = await mountForm({ schema, uischema: label({ level: 2, styles: { label: { h2: 'text-4xl', heading: 'italic' } } }), data: {} })
    expect(wrapper.find('[data-layout="Label"] h2').classes()).toEqual(['italic', 'text-4xl'])
  })

  it('renders nothing for a Label without text', async () => {
    const { wrapper } = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: [{ type: 'Label' }, control('hide')] } as never, data: {} })
    expect(wrapper.find('[data-layout="Label"]').exists()).toBe(false)
    expect(wrapper.find('button[role="checkbox"]').exists()).toBe(true)
  })
})
