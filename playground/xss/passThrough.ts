import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'

/**
 * Hostile pass-through objects: what a form definition could put in `options.<key>` or `config`
 * to make Vue write markup, attach a string handler or follow a script URL. Each one calls
 * `window.__xss('<id>')` if it ever runs, so a page holding them all can tell which did.
 */
export interface PassThroughVector {
  id: string
  /** The pass-through object, given its key in the form (`editor` needs `editorProps` at its top). */
  props: (key: string) => Record<string, unknown>
}

const call = (id: string) => `window.__xss('${id}')`
const img = (id: string) => `<img src=/x data-injected onerror="${call(id)}">`

/**
 * Handlers and markup nested inside an object prop: the menus' floating `content` options, or for
 * `UTabs` (whose `content` is a flag, not an object) its `ui` classes.
 */
const nestedUnder = (prop: 'content' | 'ui', nested: Record<string, unknown>) => ({
  ui: { root: 'x', ...prop === 'ui' ? nested : {} },
  ...prop === 'content' ? { content: nested } : {},
  searchInput: { autofocus: true, onfocus: call('nested') },
})

export const passThroughVectors: readonly PassThroughVector[] = [
  { id: 'innerHTML', props: () => ({ innerHTML: img('innerHTML'), outerHTML: img('outerHTML') }) },
  { id: 'textProps', props: () => ({ textContent: img('textContent'), innerText: img('innerText'), INNERHTML: img('INNERHTML') }) },
  { id: 'vueModifiers', props: () => ({ '.innerHTML': img('vueModifiers'), '^onfocus': call('vueModifiers'), '^autofocus': '' }) },
  { id: 'autofocus', props: () => ({ autofocus: true, onfocus: call('autofocus'), onfocusin: call('autofocus'), ONFOCUS: call('autofocus') }) },
  { id: 'hover', props: () => ({ onmouseover: call('hover'), onpointerover: call('hover'), onMouseover: call('hover') }) },
  { id: 'nested', props: key => nestedUnder(key === 'tabs' ? 'ui' : 'content', { onmouseover: call('nested'), innerHTML: img('nested') }) },
  { id: 'editorProps', props: () => ({ editorProps: { attributes: { onfocus: call('editorProps'), onmouseover: call('editorProps') } }, parseOptions: { preserveWhitespace: 'full' }, mention: { HTMLAttributes: { onmouseover: call('editorProps') } } }) },
  { id: 'scriptUrl', props: () => ({ as: 'a', href: `javascript:${call('scriptUrl')}`, to: ` JaVaScRiPt:${call('scriptUrl')}`, formaction: `java\tscript:${call('scriptUrl')}`, action: `javascript:${call('scriptUrl')}` }) },
  { id: 'asScript', props: () => ({ as: 'script', src: `data:text/javascript,${call('asScript')}` }) },
  { id: 'asIframe', props: () => ({ as: 'iframe', srcdoc: `<script>parent.${call('asIframe')}</script>`, SRCDOC: `<script>parent.${call('asIframe')}</script>` }) },
]

/** A control family and the pass-through keys it reads, as the "Pass-through" tables list them. */
interface Family {
  id: string
  schema: JsonSchema7
  options?: Record<string, unknown>
  keys: string[]
}

const families: Family[] = [
  { id: 'text', schema: { type: 'string' }, keys: ['formField', 'input'] },
  { id: 'textarea', schema: { type: 'string' }, options: { multi: true }, keys: ['formField', 'textarea'] },
  { id: 'number', schema: { type: 'number' }, keys: ['formField', 'inputNumber'] },
  { id: 'slider', schema: { type: 'number', minimum: 0, maximum: 10 }, options: { slider: true }, keys: ['formField', 'slider'] },
  { id: 'rating', schema: { type: 'number' }, options: { format: 'rating' }, keys: ['formField', 'inputRating'] },
  { id: 'checkbox', schema: { type: 'boolean' }, keys: ['formField', 'checkbox'] },
  { id: 'switch', schema: { type: 'boolean' }, options: { toggle: true }, keys: ['formField', 'switch'] },
  { id: 'selectMenu', schema: { type: 'string', enum: ['a', 'b'] }, keys: ['formField', 'selectMenu'] },
  { id: 'select', schema: { type: 'string', enum: ['a', 'b'] }, options: { format: 'select' }, keys: ['formField', 'select'] },
  { id: 'radioGroup', schema: { type: 'string', enum: ['a', 'b'] }, options: { format: 'radio' }, keys: ['formField', 'radioGroup'] },
  { id: 'checkboxGroup', schema: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] } }, keys: ['formField', 'checkboxGroup'] },
  { id: 'color', schema: { type: 'string', format: 'color' }, keys: ['formField', 'colorPicker', 'input'] },
  { id: 'date', schema: { type: 'string', format: 'date' }, keys: ['formField', 'inputDate', 'calendar', 'calendarCard'] },
  { id: 'time', schema: { type: 'string', format: 'time' }, keys: ['formField', 'inputTime'] },
  { id: 'calendar', schema: { type: 'string', format: 'date' }, options: { format: 'calendar' }, keys: ['formField', 'calendar'] },
  { id: 'editor', schema: { type: 'string' }, options: { wysiwyg: true }, keys: ['formField', 'editor'] },
  { id: 'pin', schema: { type: 'string' }, options: { format: 'pin' }, keys: ['formField', 'pinInput'] },
  { id: 'tags', schema: { type: 'array', items: { type: 'string' } }, options: { format: 'tags' }, keys: ['formField', 'inputTags'] },
  { id: 'upload', schema: { type: 'string', format: 'data-url' }, keys: ['formField', 'fileUpload'] },
  { id: 'autocomplete', schema: { type: 'string' }, options: { suggestion: ['a', 'b'] }, keys: ['formField', 'inputMenu'] },
  { id: 'combinator', schema: { oneOf: [{ title: 'A', type: 'object', properties: { a: { type: 'string' } } }, { title: 'B', type: 'object', properties: { b: { type: 'number' } } }] }, keys: ['formField', 'select', 'selectMenu'] },
]

/** Layout families: the element and its pass-through key. */
const layoutFamilies = [
  { id: 'group', key: 'card', element: (options: Record<string, unknown>, inner: UISchemaElement) => ({ type: 'Group', label: 'Group', elements: [inner], options }) },
  { id: 'tabs', key: 'tabs', element: (options: Record<string, unknown>, inner: UISchemaElement) => ({ type: 'Categorization', elements: [{ type: 'Category', label: 'One', elements: [inner] }], options }) },
  { id: 'stepper', key: 'stepper', element: (options: Record<string, unknown>, inner: UISchemaElement) => ({ type: 'Categorization', elements: [{ type: 'Category', label: 'One', elements: [inner] }], options: { variant: 'stepper', ...options } }) },
]

/** The family ids the forms cover (controls and layouts). */
export const passThroughFamilies: readonly string[] = [...families.map(family => family.id), ...layoutFamilies.map(family => family.id)]
/** Every (family, key) pair once. */
export const passThroughPairs: readonly string[] = [
  ...families.flatMap(family => family.keys.map(key => `${family.id}.${key}`)),
  ...layoutFamilies.map(family => `${family.id}.${family.key}`),
]
/** Distinct pass-through keys. */
export const passThroughKeys: readonly string[] = [...new Set(passThroughPairs.map(pair => pair.split('.')[1]!))]

/** One generated form: a field per family × its key × vector, all on one page. */
export interface PassThroughForm {
  schema: JsonSchema7
  uischema: UISchemaElement
  /** Form-wide pass-through: every key holds every vector at once. */
  config: Record<string, unknown>
}

/**
 * The form holding every vector under every pass-through key of the families named (all by
 * default): each field carries one vector under all of its family's keys; each layout one vector
 * under its key, around a text field. `config` holds the vectors form-wide as well.
 */
export function passThroughForm(only?: readonly string[]): PassThroughForm {
  const properties: Record<string, JsonSchema7> = {}
  const elements: unknown[] = []
  for (const family of families.filter(family => !only || only.includes(family.id))) {
    for (const vector of passThroughVectors) {
      const name = `${family.id}_${vector.id}`
      properties[name] = { title: name, ...family.schema }
      const options: Record<string, unknown> = { ...family.options }
      for (const key of family.keys)
        options[key] = vector.props(key)
      elements.push({ type: 'Control', scope: `#/properties/${name}`, options })
    }
  }
  for (const family of layoutFamilies.filter(family => !only || only.includes(family.id))) {
    for (const vector of passThroughVectors) {
      const name = `${family.id}_${vector.id}`
      properties[name] = { type: 'string', title: name }
      elements.push(family.element({ [family.key]: vector.props(family.key) }, { type: 'Control', scope: `#/properties/${name}` } as UISchemaElement))
    }
  }
  // Form-wide without `as`: the vectors that rename elements are tried per field.
  const everyVector = (key: string) => {
    const { as: _as, ...all } = Object.assign({}, ...passThroughVectors.map(vector => vector.props(key))) as Record<string, unknown>
    return all
  }
  const config = Object.fromEntries(passThroughKeys.map(key => [key, everyVector(key)]))
  return { schema: { type: 'object', properties }, uischema: { type: 'VerticalLayout', elements } as UISchemaElement, config }
}
