import type { JsonFormsI18nState, JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { choicePlugin } from '..'
import { type Wrapper, openMenu, openSelect, pick, shownValue } from './helpers'

const french: Record<string, string> = {
  'size.s': 'Petit',
  'size.m': 'Moyen',
  'shipping.Standard': 'Normale',
  'shipping.Express': 'Rapide',
  'sizes.s': 'Petit',
  'sizes.m': 'Moyen',
  'custom.s': 'Petit (clé du schéma)',
  'ui.s': 'Petit (clé de l’élément)',
  'express.label': 'Express (clé de l’entrée)',
  'city.Paris': 'Paris (traduit)',
}
const i18n = (messages: Record<string, string>): JsonFormsI18nState => ({
  locale: 'fr',
  translate: ((key: string, fallback?: string) => messages[key] ?? fallback) as JsonFormsI18nState['translate'],
})

const size: JsonSchema7 = { type: 'string', title: 'Size', enum: ['s', 'm'] }
const shipping: JsonSchema7 = { type: 'string', title: 'Shipping', oneOf: [{ const: 'std', title: 'Standard' }, { const: 'exp', title: 'Express' }] }
const sizes: JsonSchema7 = { type: 'array', title: 'Sizes', items: { type: 'string', enum: ['s', 'm'] } }

const mountForm = mountWith([layoutsPlugin, choicePlugin, textPlugin])

const itemLabels = (wrapper: Wrapper, path: string) => wrapper.findAll(`[data-path="${path}"] [data-slot=item] label`).map(label => label.text())
const optionTexts = (options: HTMLElement[]) => options.map(option => option.textContent?.trim())

describe('choice labels through JSON Forms i18n keys (<i18n key or path>.<value>)', () => {
  it('translates enum values in the select menu, its trigger, and stores the value', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ size }), uischema: control('size'), data: { size: 's' }, i18n: i18n(french) })
    expect(shownValue(wrapper, 'size')).toBe('Petit')
    expect(optionTexts(await openMenu(wrapper, 'size'))).toEqual(['Petit', 'Moyen'])
    await pick('Moyen')
    await settle()
    expect(data.value).toEqual({ size: 'm' })
  })

  it('translates oneOf titles in the select (key <path>.<title>, as JSON Forms does)', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ shipping }), uischema: control('shipping', { format: 'select' }), data: { shipping: 'exp' }, i18n: i18n(french) })
    expect(shownValue(wrapper, 'shipping')).toBe('Rapide')
    expect(optionTexts(await openSelect(wrapper, 'shipping'))).toEqual(['Normale', 'Rapide'])
  })

  it('translates the radio group and the checkbox group', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ shipping, sizes }),
      uischema: { type: 'VerticalLayout', elements: [control('shipping', { format: 'radio' }), control('sizes')] } as never,
      data: {},
      i18n: i18n(french),
    })
    expect(itemLabels(wrapper, 'shipping')).toEqual(['Normale', 'Rapide'])
    expect(itemLabels(wrapper, 'sizes')).toEqual(['Petit', 'Moyen'])
  })

  it('uses the schema or UI-schema i18n key as the prefix, and a oneOf entry\'s own i18n key first', async () => {
    const keyed = objectSchema({
      a: { ...size, i18n: 'custom' } as JsonSchema7,
      b: size,
      c: { type: 'string', oneOf: [{ const: 'std', title: 'Standard' }, { const: 'exp', title: 'Express', i18n: 'express.label' } as JsonSchema7] },
    })
    const { wrapper } = await mountForm({
      schema: keyed,
      uischema: { type: 'VerticalLayout', elements: [control('a', { format: 'radio' }), control('b', { format: 'radio' }, { i18n: 'ui' }), control('c', { format: 'radio' }, { i18n: 'shipping' })] } as never,
      data: {},
      i18n: i18n(french),
    })
    expect(itemLabels(wrapper, 'a')).toEqual(['Petit (clé du schéma)', 'm'])
    expect(itemLabels(wrapper, 'b')).toEqual(['Petit (clé de l’élément)', 'm'])
    expect(itemLabels(wrapper, 'c')).toEqual(['Normale', 'Express (clé de l’entrée)'])
  })

  it('translates the select menu\'s suggestions under the same keys', async () => {
    const city: JsonSchema7 = { type: 'string', title: 'City' }
    const { wrapper } = await mountForm({ schema: objectSchema({ city }), uischema: control('city', { suggestion: ['Paris', 'Lyon'] }), data: {}, i18n: i18n(french) })
    expect(optionTexts(await openMenu(wrapper, 'city'))).toEqual(['Paris (traduit)', 'Lyon'])
  })

  it('follows a change of locale', async () => {
    const { wrapper, props } = await mountForm({ schema: objectSchema({ shipping }), uischema: control('shipping', { format: 'radio' }), data: {}, i18n: i18n({}) })
    expect(itemLabels(wrapper, 'shipping')).toEqual(['Standard', 'Express'])
    props.value = { ...props.value, i18n: i18n(french) }
    await settle()
    expect(itemLabels(wrapper, 'shipping')).toEqual(['Normale', 'Rapide'])
  })
})
