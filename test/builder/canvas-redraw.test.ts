import { describe, expect, it } from 'vitest'
import { settle } from '../helpers/mountForm'
import { find, mountBuilder } from './mountBuilder'

/** `count` text fields `f0` … titled `Field 0` …, the first `required`. */
function formOf(count: number) {
  const keys = Array.from({ length: count }, (_, index) => `f${index}`)
  return {
    schema: { type: 'object', properties: Object.fromEntries(keys.map((key, index) => [key, { type: 'string', title: `Field ${index}` }])), required: ['f0'] },
    uischema: { type: 'VerticalLayout', elements: keys.map(key => ({ type: 'Control', scope: `#/properties/${key}` })) },
    data: {},
  }
}

const canvas = () => find('[data-testid=builder-canvas]')
const frameOf = (key: string) => canvas().querySelector<HTMLElement>(`[data-path="${key}"]`)!.closest<HTMLElement>('[data-canvas-path]')!
const label = (key: string) => frameOf(key).querySelector('label')?.textContent ?? ''
/** Whether field `key`'s label carries the required asterisk (drawn by its class). */
const starred = (key: string) => frameOf(key).querySelector('label')!.className.includes("after:content-['*']")

/** The canvas paths (`data-canvas-path`) of the frames whose content changed while `act` ran and the builder settled. */
async function framesChangedBy(act: () => void): Promise<string[]> {
  const changed = new Set<string>()
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement
      const frame = target?.closest<HTMLElement>('[data-canvas-path]')
      if (frame)
        changed.add(frame.dataset.canvasPath!)
    }
  })
  observer.observe(canvas(), { subtree: true, childList: true, attributes: true, characterData: true })
  act()
  await settle()
  observer.disconnect()
  return [...changed].sort()
}

async function selectField(index: number): Promise<void> {
  const row = [...document.querySelectorAll<HTMLElement>('[data-builder-tree] [data-tree-row]')].find(one => one.querySelector('[data-tree-title]')?.textContent?.trim() === `Field ${index}`)!
  row.click()
  await settle()
}

function typeInto(name: string, value: string): void {
  const input = find(`[data-testid=builder-inspector] [data-path="${name}"] input`) as HTMLInputElement
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('the canvas after an edit', { timeout: 120_000 }, () => {
  it('draws again only the field the edit touched; the others keep what they drew and show the new form', async () => {
    const { builder } = await mountBuilder({ storageKey: false })
    builder.value!.load(formOf(30))
    await settle()
    await selectField(12)
    const untouched = frameOf('f20')
    expect(await framesChangedBy(() => typeInto('field.title', 'Surname'))).toEqual(['12'])
    expect(label('f12')).toContain('Surname')
    // The other frames are the same elements, showing what they showed.
    expect(frameOf('f20')).toBe(untouched)
    expect(label('f20')).toContain('Field 20')
    expect(starred('f0')).toBe(true)
  })

  it('draws a field again when a keyword of the form it reads changes while it is not selected: undo of `required`', async () => {
    const { builder } = await mountBuilder({ storageKey: false })
    builder.value!.load(formOf(5))
    await settle()
    await selectField(3)
    find('[data-testid=builder-inspector] [data-path="field.required"] [role=checkbox], [data-testid=builder-inspector] [data-path="field.required"] [role=switch]').click()
    await settle()
    expect(starred('f3')).toBe(true)
    await selectField(4)
    builder.value!.undo()
    await settle()
    expect(starred('f3')).toBe(false)
    expect(starred('f0')).toBe(true)
  })
})

describe('the canvas and the outline after a field is added', { timeout: 120_000 }, () => {
  it('keep the fields after the new one as they were drawn: the same elements, showing the same fields', async () => {
    const { builder } = await mountBuilder({ storageKey: false })
    builder.value!.load(formOf(30))
    await settle()
    await selectField(12)
    const row = (index: number) => [...document.querySelectorAll<HTMLElement>('[data-builder-tree] li')].find(one => one.querySelector(':scope > div [data-tree-title]')?.textContent?.trim() === `Field ${index}`)
    const [input20, row20] = [frameOf('f20').querySelector('input'), row(20)]
    expect(input20).not.toBeNull()
    find('[data-entry="text"]').click()
    await settle()
    expect(document.querySelectorAll('[data-builder-tree] [data-tree-row]')).toHaveLength(32)
    expect(frameOf('f20').querySelector('input')).toBe(input20)
    expect(row(20)).toBe(row20)
    expect(label('f20')).toContain('Field 20')
  })
})
