import type { BuilderForm } from 'nuxt-ui-jsonforms'
import { beforeEach, describe, expect, it } from 'vitest'
import { toRaw } from 'vue'
import { settle } from '../helpers/mountForm'
import { click, find, mountBuilder, openTab } from './mountBuilder'

/** Names every plain object answers to through its prototype. */
const names = ['constructor', 'prototype', 'hasOwnProperty', '__proto__', 'toString', 'valueOf'] as const

/** The inspector's field labelled `label`. */
function inspectorField(label: string): HTMLInputElement {
  const inspector = find('[data-testid=builder-inspector]')
  const labelElement = [...inspector.querySelectorAll('label')].find(l => l.textContent?.replace('*', '').trim() === label)
  expect(labelElement, `inspector label ${label}`).toBeDefined()
  return find(`[id="${labelElement!.htmlFor}"]`) as HTMLInputElement
}

/** Types into an input as a user does, one character at a time. */
async function typeKeys(input: HTMLInputElement, text: string) {
  for (let end = 1; end <= text.length; end++) {
    input.value = text.slice(0, end)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await settle()
  }
  input.dispatchEvent(new Event('change', { bubbles: true }))
  await settle()
}

/** The value `holder` keeps as its own property `name` (read past Vue's proxy, which answers `hasOwnProperty` itself). */
const stored = (holder: unknown, name: string) => Object.getOwnPropertyDescriptor(toRaw(holder as object) ?? {}, name)?.value

const propertiesOf = (form: BuilderForm) => toRaw(form.schema.properties) as Record<string, unknown>

beforeEach(() => localStorage.clear())

describe('a field key named after Object.prototype, in the builder', { timeout: 120_000 }, () => {
  it.each(names)('%s: typed as the key in the inspector, the preview stores what is typed under it', async (name) => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort()
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    await typeKeys(inspectorField('Key'), name)
    const form = emitted.value.at(-1)!
    expect(Object.keys(propertiesOf(form))).toEqual([name])
    expect(stored(propertiesOf(form), name)).toMatchObject({ type: 'string' })
    expect(form.uischema).toMatchObject({ elements: [{ scope: `#/properties/${name}` }] })
    expect(find('[data-testid=builder-inspector]').textContent).not.toMatch(/already taken|must|invalid/)
    expect(find('[data-testid=builder-canvas]').textContent).not.toMatch(/must be|No renderer|points to nothing/)

    await openTab('Preview')
    const preview = find('[data-testid=builder-preview]')
    // Nothing filled in is nothing wrong: no error read from the prototype.
    await click('[data-testid=builder-check]')
    expect(find('[data-testid=builder-check-result]').textContent).toContain('Every field is valid.')
    const input = find(`[data-path="${name}"] input`, preview) as HTMLInputElement
    await typeKeys(input, 'Ada')
    expect(stored(emitted.value.at(-1)!.data, name)).toBe('Ada')
    expect(JSON.parse(find('[data-testid=builder-data]').textContent!)).toEqual(Object.fromEntries([[name, 'Ada']]))
    expect(preview.textContent).not.toMatch(/must be|No renderer|points to nothing/)
    expect(find('[data-testid=builder-check-result]').textContent).toContain('Every field is valid.')
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before)
  })
})
