import { beforeEach, describe, expect, it } from 'vitest'
import { settle } from '../helpers/mountForm'
import { mountBuilder } from './mountBuilder'

async function type(input: HTMLInputElement | null, value: string) {
  expect(input).not.toBeNull()
  input!.value = value
  input!.dispatchEvent(new Event('input', { bubbles: true }))
  await settle()
}
const paletteEntries = () => [...document.querySelectorAll<HTMLElement>('[data-testid=builder-palette] [data-entry]')].map(button => button.dataset.entry)
const inspectorLabels = () => [...document.querySelectorAll('[data-testid=builder-inspector] label')].map(label => label.textContent?.replace('*', '').trim())

beforeEach(() => localStorage.clear())

describe('FormBuilder: search', { timeout: 120_000 }, () => {
  it('filters the palette by label, case and accents aside, and says when nothing matches', async () => {
    await mountBuilder({ storageKey: false })
    const search = document.querySelector<HTMLInputElement>('[data-palette-search] input, input[data-palette-search]')
    await type(search, 'DATE')
    expect(paletteEntries()).toEqual(['date', 'date-time', 'date-range'])
    await type(search, 'zzz')
    expect(paletteEntries()).toEqual([])
    expect(document.querySelector('[data-testid=builder-palette]')?.textContent).toContain('Nothing matches "zzz".')
    await type(search, '')
    expect(paletteEntries().length).toBeGreaterThan(20)
  })

  it('filters the inspector\'s fields and options by title; what is filtered out is kept', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    ;(document.querySelector('[data-entry="text"]') as HTMLElement).click()
    await settle()
    expect(inspectorLabels()).toEqual(expect.arrayContaining(['Key', 'Title', 'Placeholder', 'Clearable']))
    await type(document.querySelector<HTMLInputElement>('[data-inspector-search] input, input[data-inspector-search]'), 'holder')
    expect(inspectorLabels()).toEqual(['Placeholder'])
    const before = emitted.value.length
    await type(document.querySelector<HTMLInputElement>('[data-testid=builder-inspector] input:not([type=search])'), 'Ada')
    expect(emitted.value.length).toBe(before + 1)
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{ scope: '#/properties/text', options: { placeholder: 'Ada' } }] })
    expect(emitted.value.at(-1)!.schema).toMatchObject({ properties: { text: { title: 'Text' } } })
  })
})
