import type { BuilderForm } from 'nuxt-ui-jsonforms'
import type { UISchemaElement } from '@jsonforms/core'
import { forEachDiagnostic, type Diagnostic } from '@codemirror/lint'
import { EditorView } from '@codemirror/view'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { canvasDrop } from '../../src/builder/canvas/canvasDrop'
import { mountBuilder, openTab, treeTitles } from './mountBuilder'

const find = <T extends HTMLElement = HTMLElement>(selector: string, root: ParentNode = document) => {
  const element = root.querySelector<T>(selector)
  expect(element, selector).not.toBeNull()
  return element!
}
const frame = (path: string) => find(`[data-testid=builder-canvas] [data-canvas-path="${path}"]`)
const frameButton = (path: string) => find(`[data-testid=builder-canvas] [data-canvas-path="${path}"] > div > [data-canvas-select]`)
async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
  await settle()
}
/** The CodeMirror view of one document of the JSON tab, once its chunk has arrived. */
function codeEditor(document: string): Promise<EditorView> {
  return vi.waitFor(() => {
    const view = EditorView.findFromDOM(find(`[data-json-document="${document}"] .cm-editor`))
    expect(view).not.toBeNull()
    return view!
  })
}
/** Replaces the whole text of a code editor, as typing over a selection of all of it does. */
async function typeCode(view: EditorView, text: string) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' })
  await settle()
}
function diagnostics(view: EditorView): Diagnostic[] {
  const found: Diagnostic[] = []
  forEachDiagnostic(view.state, (diagnostic, from, to) => found.push({ ...diagnostic, from, to }))
  return found
}
function inspectorField(label: string): HTMLInputElement {
  const inspector = find('[data-testid=builder-inspector]')
  const labelElement = [...inspector.querySelectorAll('label')].find(l => l.textContent?.replace('*', '').trim() === label)
  expect(labelElement, `inspector label ${label}`).toBeDefined()
  return find(`[id="${labelElement!.htmlFor}"]`)
}

beforeEach(() => localStorage.clear())

describe('FormBuilder tabs', { timeout: 120_000 }, () => {
  it('Designer: an element clicked on the canvas is the one the tree and the inspector show, and moves from the keyboard there', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    for (const id of ['text', 'date']) {
      find(`[data-entry="${id}"]`).click()
      await settle()
    }
    // Back to the root, then a click inside the date's frame (on the rendered control) selects the date.
    find('[data-path=""] > div [data-tree-row]').click()
    await settle()
    expect(frameButton('1').getAttribute('aria-pressed')).toBe('false')
    ;(frame('1').lastElementChild as HTMLElement).click()
    await settle()
    expect(find('[data-path="1"] > div [data-tree-row]').getAttribute('aria-current')).toBe('true')
    expect(frameButton('1').getAttribute('aria-pressed')).toBe('true')
    expect(inspectorField('Key').value).toBe('date')
    expect(frame('1').querySelector('[data-canvas-toolbar]')).not.toBeNull()
    expect(frame('0').querySelector('[data-canvas-toolbar]')).toBeNull()

    frameButton('1').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true }))
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'Date', 'Text'])
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{ scope: '#/properties/date' }, { scope: '#/properties/text' }] })
    expect(document.activeElement).toBe(frameButton('0'))

    find('button[aria-label="Remove"]', frame('0')).click()
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
  })

  it('JSON: an edit is applied when valid; while invalid the error is located, marked in the code editor, and the form stays', async () => {
    const { emitted, builder } = await mountBuilder({ storageKey: false })
    find('[data-entry="text"]').click()
    await settle()
    await openTab('JSON')
    const schema = await codeEditor('schema')
    expect(schema.contentDOM.getAttribute('aria-label')).toBe('Schema, as JSON text')
    expect(schema.contentDOM.getAttribute('aria-invalid')).toBe('false')
    const before = emitted.value.length
    const broken = '{\n  "type": "object",\n  "properties": {\n    "text": { "type": "string", "title": "Name", }\n  }\n}'
    await typeCode(schema, broken)
    const problem = find('[data-json-document="schema"] [data-json-problem]')
    expect(problem.textContent).toMatch(/line 4, column \d+, at \/properties\/text/)
    expect(emitted.value.length).toBe(before)
    // The same problem marked at its spot in the editor, which describes the editor.
    const marked = diagnostics(schema)
    expect(marked).toHaveLength(1)
    expect(schema.state.doc.lineAt(marked[0].from).number).toBe(4)
    expect(marked[0].message).toContain('property name expected')
    expect(schema.contentDOM.getAttribute('aria-invalid')).toBe('true')
    expect(schema.contentDOM.getAttribute('aria-describedby')).toBe(problem.id)
    await vi.waitFor(() => expect(schema.dom.querySelector('.cm-lintRange-error')).not.toBeNull())
    // The text stays as typed while it is not applied.
    expect(schema.state.doc.toString()).toBe(broken)

    await typeCode(schema, '{\n  "type": "object",\n  "properties": {\n    "text": { "type": "string", "title": "Name" }\n  }\n}')
    expect(document.querySelector('[data-json-document="schema"] [data-json-problem]')).toBeNull()
    expect(diagnostics(schema)).toEqual([])
    expect(emitted.value.at(-1)!.schema).toEqual({ type: 'object', properties: { text: { type: 'string', title: 'Name' } } })

    const uischema = await codeEditor('uischema')
    await typeCode(uischema, '{ "type": "VerticalLayout", "elements": [{ "type": "Control" }] }')
    expect(find('[data-json-document="uischema"] [data-json-problem]').textContent).toContain('/elements/0')
    expect(find('[data-json-document="uischema"] [data-json-problem]').textContent).toContain('"scope" must be a string')
    expect(uischema.state.doc.lineAt(diagnostics(uischema)[0].from).number).toBe(1)
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{ scope: '#/properties/text' }] })

    // An edit made elsewhere (undo) shows in an editor that holds no unapplied text.
    builder.value!.undo()
    await settle()
    expect(JSON.parse(schema.state.doc.toString())).toEqual(emitted.value.at(-1)!.schema)
    expect(schema.state.doc.toString()).not.toContain('"Name"')
    // …and not in one whose text is being fixed.
    expect(uischema.state.doc.toString()).toBe('{ "type": "VerticalLayout", "elements": [{ "type": "Control" }] }')
  })

  it('Logic: lists every rule, edits one, and shows a key renamed in the inspector', async () => {
    const form = {
      schema: { type: 'object', properties: { married: { type: 'boolean', title: 'Married' }, spouse: { type: 'string', title: 'Spouse' } } },
      uischema: {
        type: 'VerticalLayout',
        elements: [
          { type: 'Control', scope: '#/properties/married' },
          { type: 'Control', scope: '#/properties/spouse', rule: { effect: 'SHOW', condition: { scope: '#/properties/married', schema: { const: true } } } },
        ],
      },
      data: {},
    } as unknown as BuilderForm
    const { emitted } = await mountBuilder({ storageKey: false, modelValue: form })
    await openTab('Logic')
    const rule = find('[data-testid=builder-logic] [data-rule-path="1"]')
    expect(rule.textContent).toContain('Spouse')
    expect(rule.textContent).toContain('married')
    await type(find<HTMLInputElement>('input', rule), 'false')
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{}, { rule: { effect: 'SHOW', condition: { scope: '#/properties/married', schema: { const: false } } } }] })

    // "Show in the Designer" selects the element; renaming the read field there carries into the condition.
    find('button', find('[data-testid=builder-logic] [data-rule-path="1"]')).click()
    await settle()
    expect(find('[data-path="1"] > div [data-tree-row]').getAttribute('aria-current')).toBe('true')
    find('[data-path="0"] > div [data-tree-row]').click()
    await settle()
    await type(inspectorField('Key'), 'wed')
    await openTab('Logic')
    expect(find('[data-testid=builder-logic] [data-rule-path="1"]').textContent).toContain('wed')
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{}, { rule: { condition: { scope: '#/properties/wed' } } }] })
  })
})

describe('FormBuilder Logic tab: a number condition', { timeout: 120_000 }, () => {
  it('shows a rule "at most" a number with its test, and turns it into "at least" there', async () => {
    const form = {
      schema: { type: 'object', properties: { rating: { type: 'integer', title: 'Rating' }, more: { type: 'string', title: 'Tell us more' } } },
      uischema: {
        type: 'VerticalLayout',
        elements: [
          { type: 'Control', scope: '#/properties/rating' },
          { type: 'Control', scope: '#/properties/more', rule: { effect: 'SHOW', condition: { scope: '#/properties/rating', schema: { maximum: 2 }, failWhenUndefined: true } } },
        ],
      },
      data: {},
    } as unknown as BuilderForm
    const { emitted } = await mountBuilder({ storageKey: false, modelValue: form })
    await openTab('Logic')
    const rule = find('[data-testid=builder-logic] [data-rule-path="1"]')
    expect(rule.textContent).toContain('is at most (≤)')
    expect(find<HTMLInputElement>('input', rule).value).toBe('2')
    const test = [...rule.querySelectorAll<HTMLElement>('button[role=combobox]')].find(trigger => trigger.textContent?.includes('is at most'))!
    test.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await settle()
    const option = [...document.body.querySelectorAll<HTMLElement>('[role=option]')].find(o => o.textContent?.trim() === 'is at least (≥)')!
    option.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }))
    await settle()
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{}, { rule: { effect: 'SHOW', condition: { scope: '#/properties/rating', schema: { minimum: 2 }, failWhenUndefined: true } } }] })
  })
})

describe('FormBuilder Logic tab: adding and removing rules', { timeout: 120_000 }, () => {
  const options = () => [...document.body.querySelectorAll<HTMLElement>('[role=option]')]
  /** Opens one of the add-rule selects (a USelect opens on Enter) and picks an option by its label. */
  async function choose(which: string, label: string) {
    find(`[data-testid=builder-logic-add] [data-logic-add="${which}"]`).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await settle()
    const option = options().find(o => o.textContent?.trim() === label)
    expect(option, `${which}: ${label} among ${options().map(o => o.textContent?.trim()).join(', ')}`).toBeDefined()
    option!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }))
    await settle()
  }

  it('adds a rule to an element chosen there (effect, element, condition), then removes it', async () => {
    const form = {
      schema: { type: 'object', properties: { married: { type: 'boolean', title: 'Married' }, spouse: { type: 'string', title: 'Spouse' } } },
      uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/married' }, { type: 'Group', label: 'Partner', elements: [{ type: 'Control', scope: '#/properties/spouse' }] }] },
      data: {},
    } as unknown as BuilderForm
    const { emitted } = await mountBuilder({ storageKey: false, modelValue: form })
    await openTab('Logic')
    expect(find('[data-testid=builder-logic-empty]').textContent).toContain('Add one below')
    const add = find<HTMLButtonElement>('[data-testid=builder-logic-add] button[type=submit]')
    expect(add.disabled).toBe(true)
    await choose('element', 'Partner (Group)')
    await choose('effect', 'SHOW')
    await choose('field', 'married')
    await type(find<HTMLInputElement>('[data-testid=builder-logic-add] [data-logic-add="value"] input, [data-testid=builder-logic-add] input[data-logic-add="value"]'), 'true')
    expect(add.disabled).toBe(false)
    add.click()
    await settle()
    const rule = { effect: 'SHOW', condition: { scope: '#/properties/married', schema: { const: true } } }
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{}, { type: 'Group', rule }] })
    const row = find('[data-testid=builder-logic] [data-rule-path="1"]')
    expect(row.textContent).toContain('Partner')
    // The element has a rule now: it is no longer offered for a new one.
    find('[data-testid=builder-logic-add] [data-logic-add="element"]').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await settle()
    expect(options().map(o => o.textContent?.trim())).not.toContain('Partner (Group)')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await settle()

    find('button[aria-label="Remove the rule"]', row).click()
    await settle()
    expect((emitted.value.at(-1)!.uischema as unknown as { elements: { rule?: object }[] }).elements[1]!.rule).toBeUndefined()
    expect(document.querySelector('[data-testid=builder-logic] [data-rule-path="1"]')).toBeNull()
  })
})

describe('canvasDrop', () => {
  function canvasWith(html: string): HTMLElement {
    const canvas = document.createElement('div')
    canvas.innerHTML = html
    document.body.append(canvas)
    for (const element of canvas.querySelectorAll<HTMLElement>('[data-top]'))
      element.getBoundingClientRect = () => ({ top: Number(element.dataset.top), height: 40, bottom: Number(element.dataset.top) + 40, left: 0, right: 100, width: 100, x: 0, y: Number(element.dataset.top), toJSON: () => ({}) })
    return canvas
  }
  const canvas = canvasWith('<div data-canvas-path="0" data-top="0"><input></div><div data-canvas-path="1" data-canvas-container data-top="50"><div data-canvas-path="1.0" data-top="60"><span></span></div></div>'
    + '<div data-canvas-path="2" data-canvas-container data-top="120"><div role="tablist"><button>Documents</button></div><div hidden><div data-category-index="0"></div></div><div data-category-index="1" data-layout="Category"><p></p></div></div>')
  const root = { type: 'VerticalLayout', elements: [{ type: 'Control' }, { type: 'Group', elements: [{ type: 'Control' }] }, { type: 'Categorization', elements: [{ type: 'Category', elements: [] }, { type: 'Category', elements: [] }] }] } as UISchemaElement
  const control = { type: 'Control' } as UISchemaElement
  const target = (hit: Element | null, y: number, child = control) => canvasDrop(canvas, hit, { y }, root, child)?.target
  const end = Number.MAX_SAFE_INTEGER

  it('drops before or after the element under the point, by its middle', () => {
    const input = canvas.querySelector('input')!
    expect(target(input, 10)).toEqual({ parent: [], index: 0 })
    expect(canvasDrop(canvas, input, { y: 10 }, root, control)?.edge).toBe('before')
    expect(target(input, 30)).toEqual({ parent: [], index: 1 })
    expect(canvasDrop(canvas, input, { y: 30 }, root, control)?.edge).toBe('after')
    expect(target(canvas.querySelector('span'), 90)).toEqual({ parent: [1], index: 1 })
  })

  it('drops at the end of a container hit on itself, of the form on the canvas, nowhere outside', () => {
    expect(target(canvas.querySelector('[data-canvas-container]'), 55)).toEqual({ parent: [1], index: end })
    expect(target(canvas, 500)).toEqual({ parent: [], index: end })
    expect(target(document.body, 10)).toBeUndefined()
  })

  it('drops a field into the tab shown (on its panel or on the tab list), a Category after it', () => {
    const panel = canvas.querySelector('[data-category-index] p')
    expect(target(panel, 130)).toEqual({ parent: [2, 1], index: end })
    expect(canvasDrop(canvas, panel, { y: 130 }, root, control)?.element).toBe(canvas.querySelector('[data-category-index="1"]'))
    expect(target(canvas.querySelector('[role=tablist] button'), 125)).toEqual({ parent: [2, 1], index: end })
    const category = { type: 'Category', elements: [] } as UISchemaElement
    expect(target(panel, 130, category)).toEqual({ parent: [2], index: 2 })
    expect(target(canvas.querySelector('[role=tablist] button'), 125, category)).toEqual({ parent: [2], index: end })
  })
})

describe('FormBuilder canvas and outline', { timeout: 120_000 }, () => {
  it('a field selected in the outline inside a closed tab opens that tab on the canvas', async () => {
    const form: BuilderForm = {
      schema: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, cv: { type: 'string', title: 'CV' } } },
      uischema: {
        type: 'Categorization',
        elements: [
          { type: 'Category', label: 'Personal', elements: [{ type: 'Control', scope: '#/properties/name' }] },
          { type: 'Category', label: 'Documents', elements: [{ type: 'Control', scope: '#/properties/cv' }] },
        ],
      } as UISchemaElement,
      data: {},
    }
    await mountBuilder({ storageKey: false, modelValue: form })
    const canvas = find('[data-testid=builder-canvas]')
    await vi.waitFor(() => expect(canvas.querySelector('[data-canvas-path="0.0"]')).not.toBeNull())
    expect(canvas.querySelector('[data-canvas-path="1.0"]')).toBeNull()
    find('[data-builder-tree] [data-path="1.0"] > div [data-tree-row]').click()
    await vi.waitFor(() => expect(canvas.querySelector('[data-canvas-path="1.0"]')).not.toBeNull())
    expect(frameButton('1.0').getAttribute('aria-pressed')).toBe('true')
    expect(canvas.querySelector('[data-canvas-path="0.0"]')).toBeNull()
  })
})
