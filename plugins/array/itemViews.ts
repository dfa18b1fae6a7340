import { type ControlElement, type JsonFormsSubStates, type JsonSchema, type Translator, type UISchemaElement, composePaths, computeChildLabel, findUISchema } from '@jsonforms/core'
import { ownValueAt, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type ElementInputs, sharedUiSchema } from 'nuxt-ui-jsonforms/kit/internal'
import { type ComputedRef, computed, inject, toRaw } from 'vue'
import { arrayMessages } from './messages'

interface ItemViewInputs {
  items: ComputedRef<readonly unknown[]>
  /** What the list's element fixes (`useElementInputs`). */
  inputs: ComputedRef<ElementInputs>
  /** The item property whose value titles an item (`elementLabelProp`), or `''`. */
  labelProp: () => string
  /** What those inputs make of an item. */
  shape: ComputedRef<{ itemSchema: JsonSchema, primitive: boolean }>
}

/** The `detail` option is an inline UI-schema element (an object with a `type` string). */
export function hasInlineDetail(uischema: ControlElement): boolean {
  const detail: unknown = uischema.options?.detail
  return typeof detail === 'object' && detail !== null && typeof (detail as { type?: unknown }).type === 'string'
}

/**
 * The list placed at its data path in an otherwise empty object. `computeChildLabel` forms its i18n
 * keys from the path it is given: with the full path they are JSON Forms' own
 * (`<array path>.<prop>.<value>`), the keys the item's fields use too.
 */
function listAtPath(path: string, items: readonly unknown[]): unknown {
  return path === '' ? items : path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), items)
}

/**
 * How each item is shown: its title (the `elementLabelProp` value, its enum / oneOf label
 * translated as JSON Forms does, else "Item N") and its UI schema (one for every object item; a
 * control labelled by the title for a primitive item).
 */
export function useItemViews({ items, inputs, labelProp: labelPropOf, shape }: ItemViewInputs) {
  const jsonforms = inject<JsonFormsSubStates>('jsonforms')!
  const t = useTranslate(arrayMessages)

  function childLabel(index: number, labelProp: string, translate: Translator): unknown {
    // Read through own keys first: JSON Forms reads the label with lodash's `get`, which (without
    // the library's lodash rule) answers `constructor.name` with "Object" for an item without it.
    const value = ownValueAt(items.value[index], labelProp)
    if (value === undefined)
      return undefined
    const { path, rootSchema, schema: arraySchema, uischema } = inputs.value
    try {
      return computeChildLabel(listAtPath(path, items.value), composePaths(path, String(index)), labelProp, shape.value.itemSchema, rootSchema ?? arraySchema, translate, uischema)
    }
    catch {
      // A label path the item schema does not describe: no translation, the plain value.
      return value
    }
  }

  // Titles by item object: an edit replaces only the edited item, so the others are not computed again.
  let cache = { translate: undefined as unknown, labelProp: '', titles: new WeakMap<object, { index: number, title: string }>() }
  const titles = computed(() => {
    const translate = toRaw(jsonforms.i18n)?.translate ?? (((_key: string, fallback?: string) => fallback) as Translator)
    const labelProp = labelPropOf()
    if (cache.translate !== translate || cache.labelProp !== labelProp)
      cache = { translate, labelProp, titles: new WeakMap() }
    return items.value.map((item, index) => {
      const known = typeof item === 'object' && item !== null ? cache.titles.get(item) : undefined
      if (known && known.index === index)
        return known.title
      const own = labelProp ? childLabel(index, labelProp, translate) : undefined
      const text = typeof own === 'string' || typeof own === 'number' ? String(own).trim() : ''
      const title = text || t('nui.array.item', { index: index + 1 })
      if (typeof item === 'object' && item !== null)
        cache.titles.set(item, { index, title })
      return title
    })
  })

  const itemUiSchema = computed<UISchemaElement>(() => {
    const { schema: arraySchema, rootSchema, uischema, path } = inputs.value
    const { itemSchema } = shape.value
    const generate = () => sharedUiSchema(itemSchema, rootSchema ?? arraySchema)
    // findUISchema also honours `detail: "GENERATE"`; anything that is not inline is ignored here.
    const control = hasInlineDetail(uischema) ? uischema : { ...uischema, options: { ...uischema.options, detail: undefined } }
    return findUISchema(toRaw(jsonforms.uischemas) ?? [], itemSchema, uischema.scope, path, generate, control, rootSchema) ?? generate()
  })

  // Cached by title so that an item's element object stays the same from one render to the next.
  const primitiveControls = new Map<string, ControlElement>()
  function uiSchemaOf(title: string): UISchemaElement {
    if (!shape.value.primitive)
      return itemUiSchema.value
    let element = primitiveControls.get(title)
    if (!element)
      primitiveControls.set(title, element = { type: 'Control', scope: '#', label: title })
    return element
  }

  return { titles, uiSchemaOf }
}
