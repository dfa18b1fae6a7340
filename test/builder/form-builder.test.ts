import type { BuilderForm } from 'nuxt-ui-jsonforms'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { click, find, mountBuilder, treeTitles } from './mountBuilder'

const button = (label: string) => find(`button[aria-label="${label}"]`)
const toolbarButton = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('[role=toolbar] button')].find(b => b.textContent?.trim() === text)!
/** The inspector's field labelled `label`. */
function inspectorField(label: string): HTMLInputElement {
  const inspector = find('[data-testid=builder-inspector]')
  const labelElement = [...inspector.querySelectorAll('label')].find(l => l.textContent?.replace('*', '').trim() === label)
  expect(labelElement, `inspector label ${label}`).toBeDefined()
  return find(`[id="${labelElement!.htmlFor}"]`) as HTMLInputElement
}
async function type(input: HTMLInputElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
  await settle()
}
const row = (path: string) => find(`[data-path="${path}"] > div [data-tree-row]`)
const properties = (form: BuilderForm) => Object.keys((form.schema as { properties: object }).properties)

beforeEach(() => localStorage.clear())

describe('FormBuilder', { timeout: 120_000 }, () => {
  it('adds fields from the palette into the tree, the canvas and the emitted form', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    await click('[data-entry="number"]')
    expect(treeTitles()).toEqual(['Vertical layout', 'Text', 'Number'])
    expect(document.querySelectorAll('[data-testid=builder-canvas] input').length).toBe(2)
    expect(properties(emitted.value.at(-1)!)).toEqual(['text', 'number'])
  })

  it('adds into the selected container, and a second field of a kind gets its own key', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="group"]')
    await click('[data-entry="text"]')
    await click('[data-entry="text"]')
    const form = emitted.value.at(-1)!
    expect(properties(form)).toEqual(['text', 'text2'])
    expect(form.uischema).toMatchObject({ elements: [{ type: 'Group', elements: [{ scope: '#/properties/text' }, { scope: '#/properties/text2' }] }] })
    expect(treeTitles()).toEqual(['Vertical layout', 'Group', 'Text', 'Text 2'])
  })

  it('moves the selected node with its buttons and with Alt+arrows, keeping the focus on it', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    for (const id of ['text', 'number', 'group'])
      await click(`[data-entry="${id}"]`)
    await click('[data-path="1"] > div [data-tree-row]')
    button('Move up').click()
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'Number', 'Text', 'Group'])
    row('0').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }))
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text', 'Number', 'Group'])
    expect(document.activeElement).toBe(row('1'))
    row('1').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }))
    await settle()
    row('2').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true }))
    await settle()
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{ scope: '#/properties/text' }, { type: 'Group', elements: [{ scope: '#/properties/number' }] }] })
    expect(document.activeElement).toBe(row('1.0'))
    row('1.0').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true }))
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text', 'Group', 'Number'])
  })

  it('removes a field with its schema property, and undo / redo bring it back and take it away', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    await click('[data-entry="number"]')
    button('Remove').click()
    await settle()
    expect(properties(emitted.value.at(-1)!)).toEqual(['text'])
    toolbarButton('Undo').click()
    await settle()
    expect(properties(emitted.value.at(-1)!)).toEqual(['text', 'number'])
    toolbarButton('Redo').click()
    await settle()
    expect(properties(emitted.value.at(-1)!)).toEqual(['text'])
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
  })

  it('sets a property and an option in the inspector; the canvas follows', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    await type(inspectorField('Title'), 'Full name')
    await type(inspectorField('Placeholder'), 'Ada Lovelace')
    const form = emitted.value.at(-1)!
    expect(form.schema).toMatchObject({ properties: { fullName: { title: 'Full name', type: 'string' } } })
    expect(form.uischema).toMatchObject({ elements: [{ options: { placeholder: 'Ada Lovelace' } }] })
    const preview = find('[data-testid=builder-canvas]')
    expect(preview.textContent).toContain('Full name')
    expect(find('input', preview).getAttribute('placeholder')).toBe('Ada Lovelace')
  })

  it('lets a new field\'s key follow its title until the key is edited by hand', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    await type(inspectorField('Title'), 'Full name')
    expect(properties(emitted.value.at(-1)!)).toEqual(['fullName'])
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{ scope: '#/properties/fullName' }] })
    expect(inspectorField('Key').value).toBe('fullName')
    await click('[data-entry="text"]')
    await type(inspectorField('Title'), 'Full name')
    expect(properties(emitted.value.at(-1)!)).toEqual(['fullName', 'fullName2'])
    await type(inspectorField('Key'), 'nick')
    await type(inspectorField('Title'), 'Nickname')
    expect(properties(emitted.value.at(-1)!)).toEqual(['fullName', 'nick'])
    expect(find('[data-testid=builder-canvas]').textContent).toContain('Nickname')
  })

  it('keeps a key following its title after a remount, and a key edited by hand fixed (the draft keeps which is which)', async () => {
    const first = await mountBuilder()
    await click('[data-entry="text"]')
    await click('[data-entry="file"]')
    await type(inspectorField('Key'), 'cv')
    first.wrapper.unmount()
    const { emitted } = await mountBuilder()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text', 'File'])
    await click('[data-path="0"] > div [data-tree-row]')
    await type(inspectorField('Title'), 'Full name')
    expect(properties(emitted.value.at(-1)!)).toEqual(['fullName', 'cv'])
    expect(inspectorField('Key').value).toBe('fullName')
    await click('[data-path="1"] > div [data-tree-row]')
    await type(inspectorField('Title'), 'Résumé')
    expect(properties(emitted.value.at(-1)!)).toEqual(['fullName', 'cv'])
  })

  it('renames a key through the inspector, refusing a taken one with its reason and leaving the form as it was', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    await click('[data-entry="text"]')
    await type(inspectorField('Key'), 'text')
    expect(find('[data-testid=builder-inspector]').textContent).toContain('The key "text" is already taken.')
    expect(properties(emitted.value.at(-1)!)).toEqual(['text', 'text2'])
    expect(inspectorField('Key').value).toBe('text')
    await type(inspectorField('Key'), 'nickname')
    expect(properties(emitted.value.at(-1)!)).toEqual(['text', 'nickname'])
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{}, { scope: '#/properties/nickname' }] })
    expect(find('[data-testid=builder-inspector]').textContent).not.toContain('already taken')
  })

  it('edits a pass-through object as JSON text: a located reason while it is not JSON, the form untouched, applied once it is', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    const field = inspectorField('formField')
    expect(field.tagName).toBe('TEXTAREA')
    const before = emitted.value.length
    await type(field, '{ "hint": }')
    expect(find('[data-testid=builder-inspector]').textContent).toContain('Not applied: this is not valid JSON at line 1, column 11 (/hint)')
    expect(emitted.value.length).toBe(before)
    expect(inspectorField('formField').value).toBe('{ "hint": }')
    await type(inspectorField('formField'), '{ "hint": "Optional" }')
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{ options: { formField: { hint: 'Optional' } } }] })
    expect(find('[data-testid=builder-inspector]').textContent).not.toContain('Not applied')
    expect(find('[data-testid=builder-canvas]').textContent).toContain('Optional')
    // Applied text stays as it was typed (not re-formatted under the cursor) until another element is selected.
    expect(inspectorField('formField').value).toBe('{ "hint": "Optional" }')
  })

  it('imports format A and B, and refuses bad input with a precise message, leaving the form untouched', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    toolbarButton('Import').click()
    await settle()
    const textarea = find('[data-testid=builder-import] textarea') as unknown as HTMLInputElement
    const importButton = [...document.querySelectorAll<HTMLButtonElement>('[data-testid=builder-import] button')].find(b => b.textContent?.trim() === 'Import')!
    const before = emitted.value.length
    for (const [text, message] of [
      ['{ "schema": ', 'line 1, column 13'],
      ['[1, 2]', 'the JSON is an array'],
      ['{ "type": "object", "properties": { "x": { "$ref": "#/definitions/nope" } } }', 'schema.properties.x.$ref'],
    ]) {
      await type(textarea, text)
      importButton.click()
      await settle()
      expect(find('[data-testid=builder-import] [role=alert]').textContent).toContain(message)
    }
    expect(emitted.value.length).toBe(before)
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
    await type(textarea, JSON.stringify({ type: 'object', properties: { city: { type: 'string' } } }))
    importButton.click()
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'City'])
    expect(document.querySelector('[data-testid=builder-import] [role=alert]')).toBeNull()
    toolbarButton('Undo').click()
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
  })

  it('imports a loaded .json file (the panel then closes), and refuses one that is not JSON', async () => {
    await mountBuilder({ storageKey: false })
    /** Opens the Import panel and loads a file into it; the file is read asynchronously. */
    const load = async (content: string) => {
      toolbarButton('Import').click()
      await settle()
      const input = find('[data-testid=builder-import] input[type=file]') as HTMLInputElement
      const file = new File([content], 'form.json', { type: 'application/json' })
      Object.defineProperty(input, 'files', { value: [file], configurable: true })
      input.dispatchEvent(new Event('change', { bubbles: true }))
      await settle()
    }
    await load('{ "type": "object", "properties": { "email": { "type": "string", "title": "E-mail" } } }')
    await vi.waitFor(() => expect(treeTitles()).toEqual(['Vertical layout', 'E-mail']))
    await vi.waitFor(() => expect(document.querySelector('[data-testid=builder-import]')).toBeNull())
    await load('not json')
    await vi.waitFor(() => expect(find('[data-testid=builder-import] [role=alert]').textContent).toContain('line 1, column 1'))
    expect(treeTitles()).toEqual(['Vertical layout', 'E-mail'])
  })

  it('exports { data, schema, uischema } as JSON', async () => {
    await mountBuilder({ storageKey: false })
    await click('[data-entry="boolean"]')
    toolbarButton('Export').click()
    await settle()
    const exported = JSON.parse(find('[data-testid=builder-export-json]').textContent!)
    expect(Object.keys(exported)).toEqual(['data', 'schema', 'uischema'])
    expect(exported.schema.properties.boolean).toMatchObject({ type: 'boolean', title: 'Checkbox' })
  })

  it('loads a form through v-model and through its exposed load()', async () => {
    const form = { schema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } }, uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/a' }] }, data: { a: 'x' } } as BuilderForm
    const { builder } = await mountBuilder({ storageKey: false, modelValue: form })
    expect(treeTitles()).toEqual(['Vertical layout', 'A'])
    builder.value!.load({ ...form, schema: { type: 'object', properties: { b: { type: 'string', title: 'B' } } }, uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/b' }] } as BuilderForm['uischema'] })
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'B'])
    builder.value!.load({ schema: { type: 'object', properties: { c: { $ref: '#/definitions/missing' } } } })
    await settle()
    expect(find('[data-notice="import"]').textContent).toContain('schema.properties.c.$ref')
    expect(treeTitles()).toEqual(['Vertical layout', 'B'])
    for (const [uischema, reason] of [
      [{ type: 'VerticalLayout', elements: 'x' }, '"uischema.elements" must be an array'],
      [{ type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/b' }, 5, null] }, '"uischema.elements[1]" must be an object'],
    ] as const) {
      builder.value!.load({ ...form, uischema })
      await settle()
      expect(find('[data-notice="import"]').textContent).toContain(reason)
      expect(treeTitles()).toEqual(['Vertical layout', 'B'])
    }
  })
})
