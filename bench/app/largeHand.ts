import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import UFormField from '@nuxt/ui/components/FormField.vue'
import UInput from '@nuxt/ui/components/Input.vue'
import UTextarea from '@nuxt/ui/components/Textarea.vue'
import { type Component, type VNode, h } from 'vue'
import { type LargeCase, valueAt } from '../../test/fixtures/largeInputs'

/** Writes `value` at a dotted path of `data`. */
function setAt(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((object, key) => (object[key] ??= {}) as Record<string, unknown>, data)
  parent[keys.at(-1)!] = value
}

/** The data paths of the controls a UI schema lists (the large cases use flat layouts). */
function shownPaths(uischema: UISchemaElement): Set<string> {
  const elements = (uischema as { elements?: { scope?: string }[] }).elements ?? []
  return new Set(elements.map(element => element.scope!.replace('#/properties/', '').split('/properties/').join('.')))
}

/**
 * The hand-written equivalent of a large case: the same Nuxt UI widgets (`UFormField` around
 * `UInput`, or `UTextarea`), nested `div`s for nested objects, bound to a reactive object; no
 * JSON Forms, no validation.
 */
export function renderHand(entry: LargeCase, data: Record<string, unknown>): VNode {
  const shown = entry.uischema ? shownPaths(entry.uischema) : undefined
  const field = (path: string): VNode => h(UFormField, { key: path, label: path.split('.').at(-1), name: path }, () =>
    h((entry.multi ? UTextarea : UInput) as Component, {
      'name': path,
      'modelValue': valueAt(data, path) as string | undefined,
      'onUpdate:modelValue': (value: unknown) => setAt(data, path, value),
    }))
  const object = (schema: JsonSchema7, prefix: string): VNode[] => Object.entries(schema.properties ?? {}).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (child.type === 'object')
      return [h('div', { key: path, class: 'flex flex-col gap-4' }, object(child, path))]
    return !shown || shown.has(path) ? [field(path)] : []
  })
  return h('div', { class: 'flex flex-col gap-4' }, object(entry.schema, ''))
}
