import { Actions, type ControlElement, type CoreActions, type Dispatch, type JsonSchema, Resolve, type UISchemaElement, composeWithUi } from '@jsonforms/core'
import { inject, toRaw } from 'vue'
import { resolveOptions } from '../options/resolveOptions'
import { useFormStore } from '../store/formStore'
import { sameRawValue } from '../store/plainState'

/** A value to write when the elements holding it are hidden. */
export interface HiddenReset {
  path: string
  /** The schema `default` (a copy), or `undefined` to remove the value. */
  value: unknown
}

/** The value a hidden control returns to: a copy of its schema `default`, or `undefined` to remove the value. */
export function hiddenValue(fallback: unknown): unknown {
  return fallback === undefined ? undefined : structuredClone(toRaw(fallback))
}

/**
 * What `clearOnHide` resets when `element` (a layout, group or category) is hidden: every Control
 * beneath it, at any depth, returns to its schema `default` or is removed — unless its own options
 * (or the form-wide `config`) say `clearOnHide: false`.
 */
export function hiddenResets(element: UISchemaElement, path: string, schema: JsonSchema, rootSchema: JsonSchema, config: unknown): HiddenReset[] {
  const resets: HiddenReset[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object')
      return
    const current = node as UISchemaElement & { scope?: unknown, elements?: unknown }
    if (current.type === 'Control' && typeof current.scope === 'string') {
      if (resolveOptions<{ clearOnHide?: boolean }>(current.options, config).clearOnHide === false)
        return
      const fallback = defaultAt(schema, rootSchema, current.scope)
      resets.push({ path: composeWithUi(current as ControlElement, path), value: hiddenValue(fallback) })
      return
    }
    if (Array.isArray(current.elements))
      current.elements.forEach(visit)
  }
  visit(element)
  return resets
}

function defaultAt(schema: JsonSchema, rootSchema: JsonSchema, scope: string): unknown {
  try {
    return Resolve.schema(schema, scope, rootSchema)?.default
  }
  catch {
    return undefined
  }
}

/**
 * Applies `clearOnHide` to everything beneath an element that has just been hidden: for layouts
 * (done by `useLayout`) and for parts a family hides itself, such as a category whose rule hides
 * its tab. Values already equal to their reset are left alone.
 */
export function useHiddenReset() {
  const store = useFormStore()
  const dispatch = inject<Dispatch<CoreActions>>('dispatch')
  return (element: UISchemaElement, path: string, schema: JsonSchema, config: unknown): void => {
    const core = store.state.jsonforms.core
    for (const reset of hiddenResets(element, path, schema, core?.schema ?? schema, config)) {
      if (!sameRawValue(Resolve.data(core?.data, reset.path), reset.value))
        dispatch?.(Actions.update(reset.path, () => reset.value))
    }
  }
}
