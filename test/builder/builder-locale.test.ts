import type { BuilderForm } from 'nuxt-ui-jsonforms'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mountBuilder, openTab } from './mountBuilder'

/** A form of two dates: `day` without a locale of its own, `jp` with `locale: 'ja-JP'`. */
const form: BuilderForm = {
  schema: { type: 'object', properties: { day: { type: 'string', format: 'date' }, jp: { type: 'string', format: 'date' } } },
  uischema: { type: 'VerticalLayout', elements: [
    { type: 'Control', scope: '#/properties/day' },
    { type: 'Control', scope: '#/properties/jp', options: { locale: 'ja-JP' } },
  ] } as BuilderForm['uischema'],
  data: { day: '2024-05-10', jp: '2024-05-10' },
}

/** The order of a date field's segments (day, month, year) inside `root`, as its locale sets it. */
const order = (root: string, path: string) => [...document.querySelectorAll(`${root} [data-path="${path}"] [data-segment]`)]
  .map(segment => segment.getAttribute('data-segment'))
  .filter(part => part !== 'literal')

beforeEach(() => localStorage.clear())

describe('FormBuilder locale', { timeout: 120_000 }, () => {
  it('draws the canvas and the preview in English by default, the element\'s own locale above it', async () => {
    await mountBuilder({ modelValue: form, storageKey: false })
    await vi.waitFor(() => expect(order('[data-testid=builder-canvas]', 'day')).toEqual(['month', 'day', 'year']))
    await vi.waitFor(() => expect(order('[data-testid=builder-canvas]', 'jp')).toEqual(['year', 'month', 'day']))
    await openTab('Preview')
    await vi.waitFor(() => expect(order('[data-testid=builder-preview]', 'day')).toEqual(['month', 'day', 'year']))
    await vi.waitFor(() => expect(order('[data-testid=builder-preview]', 'jp')).toEqual(['year', 'month', 'day']))
  })

  it('follows its locale prop', async () => {
    await mountBuilder({ modelValue: form, storageKey: false, locale: 'fr-FR' })
    await vi.waitFor(() => expect(order('[data-testid=builder-canvas]', 'day')).toEqual(['day', 'month', 'year']))
    await openTab('Preview')
    await vi.waitFor(() => expect(order('[data-testid=builder-preview]', 'day')).toEqual(['day', 'month', 'year']))
    await vi.waitFor(() => expect(order('[data-testid=builder-preview]', 'jp')).toEqual(['year', 'month', 'day']))
  })
})
